// Board keyboard paths: j/k or arrows move, Enter opens the detail, Esc closes it, / focuses search.
// Keys typed into a field belong to that field, except Esc (leave the field) and arrows in no field.

export type BoardKeyAction =
  | { type: "move"; delta: number }
  | { type: "edge"; to: "first" | "last" }
  | { type: "open" }
  | { type: "close" }
  | { type: "focusSearch" };

export type KeyInput = {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** The focused element is a text field, select or other editable control. */
  inField: boolean;
  /** The focused element is a button or link that handles Enter itself. */
  onControl?: boolean;
  /** Focus is inside the open drawer: its arrows, Home/End and Enter belong to the drawer. */
  inDialog?: boolean;
};

export function boardKeyAction(input: KeyInput): BoardKeyAction | null {
  if (input.ctrlKey || input.metaKey || input.altKey) return null;
  if (input.key === "Escape") return { type: "close" };
  if (input.inField) return null;
  // In the drawer only j/k keep reading the board row by row; the other keys scroll or press within it.
  if (input.inDialog && input.key !== "j" && input.key !== "k") return null;
  switch (input.key) {
    case "j":
    case "ArrowDown":
      return { type: "move", delta: 1 };
    case "k":
    case "ArrowUp":
      return { type: "move", delta: -1 };
    case "PageDown":
      return { type: "move", delta: 10 };
    case "PageUp":
      return { type: "move", delta: -10 };
    case "Home":
      return { type: "edge", to: "first" };
    case "End":
      return { type: "edge", to: "last" };
    case "Enter":
      return input.onControl ? null : { type: "open" };
    case "/":
      return { type: "focusSearch" };
    default:
      return null;
  }
}

/** The next active row, clamped to the list; -1 (none yet) moves onto the first row. */
export function moveActive(current: number, action: BoardKeyAction, count: number): number {
  if (count === 0) return -1;
  if (action.type === "edge") return action.to === "first" ? 0 : count - 1;
  if (action.type !== "move") return current;
  if (current < 0) return 0;
  return Math.min(count - 1, Math.max(0, current + action.delta));
}
