import { outboxMessage } from "@/lib/server/alerts/outbox";
import { foundInWorkspaceLayout } from "@/lib/server/auth/found-in-workspace-layout";

export default foundInWorkspaceLayout(async (workspaceId, id) => (await outboxMessage(workspaceId, id)) !== null);
