import { foundInWorkspaceLayout } from "@/lib/server/auth/found-in-workspace-layout";
import { documentInWorkspace } from "@/lib/server/documents/document-detail";

export default foundInWorkspaceLayout(documentInWorkspace);
