import { LENS_INFO, LENS_KEYS, type LensKey } from "@/lib/domain/lens-keys";

// A card click reads as "show me this": it chooses that card alone (a second click on the only chosen card shows
// the whole board again). Adding a card to the ones chosen is a gesture of its own (Ctrl/⌘-click or the card's
// "+"), because a dispatcher who clicked Pull now then Blocked expected blocked boxes, not both mixed.

/** The cards chosen after a click on `lens`; `add`: the click adds or removes it instead of choosing it alone. */
export function chooseLens(selected: readonly LensKey[], lens: LensKey, add: boolean): LensKey[] {
  if (add) return selected.includes(lens) ? selected.filter((key) => key !== lens) : [...selected, lens];
  return selected.length === 1 && selected[0] === lens ? [] : [lens];
}

/** Several chosen cards as one phrase, in the cards' order: "Pull now or Blocked". */
export function lensUnionText(selected: readonly LensKey[]): string {
  const labels = LENS_KEYS.filter((key) => selected.includes(key)).map((key) => LENS_INFO[key].label);
  if (labels.length <= 1) return labels[0] ?? "";
  return `${labels.slice(0, -1).join(", ")} or ${labels[labels.length - 1]}`;
}
