import { BoardSkeleton } from "./_components/board-skeleton";

export default function BoardLoading() {
  return <BoardSkeleton />;
}
