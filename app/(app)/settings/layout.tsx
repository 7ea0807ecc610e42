import { AdminOnlyLayout } from "@/lib/server/auth/admin-only-layout";

export default AdminOnlyLayout;
