import { foundInWorkspaceLayout } from "@/lib/server/auth/found-in-workspace-layout";
import { emailInWorkspace } from "@/lib/server/documents/emails";

export default foundInWorkspaceLayout(emailInWorkspace);
