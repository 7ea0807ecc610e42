"use client";

import { createContext, useContext } from "react";

// The instant the server computed the board at (the simulator's clock in simulated mode): dates on the board
// and in the drawer are judged against it (which need their year), never against the browser's clock alone.
const BoardNow = createContext<string | undefined>(undefined);

export const BoardNowProvider = BoardNow.Provider;

export function useBoardNow(): string | undefined {
  return useContext(BoardNow);
}
