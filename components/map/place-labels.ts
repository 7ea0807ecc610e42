// Where each port's name goes on the route map: beside its dot, inside the frame, and clear of the other
// dots and names (a transshipment port often sits close to the port of loading). Pure; sizes are estimates
// from the font size, which is all an SVG drawn on the server's side of a dynamic import can know.

export type LabelPoint = { x: number; y: number; label: string | null };
export type PlacedLabel = { x: number; y: number; anchor: "start" | "end"; text: string };

type Box = { left: number; right: number; top: number; bottom: number };

const GAP = 6;
const DOT = 5;

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

export function placeLabels(
  points: readonly LabelPoint[],
  width: number,
  height: number,
  fontSize = 10,
): Array<PlacedLabel | null> {
  const charWidth = fontSize * 0.58;
  const placed: Box[] = [];
  const dots: Box[] = points.map((p) => ({ left: p.x - DOT, right: p.x + DOT, top: p.y - DOT, bottom: p.y + DOT }));
  return points.map((point, index) => {
    if (!point.label) return null;
    const textWidth = point.label.length * charWidth;
    // Preferred first: towards the middle of the map (so a name at the edge stays whole), above the dot.
    const towardsMiddle: "start" | "end" = point.x > width / 2 ? "end" : "start";
    const away: "start" | "end" = towardsMiddle === "start" ? "end" : "start";
    const candidates: Array<{ anchor: "start" | "end"; baseline: number }> = [
      { anchor: towardsMiddle, baseline: point.y - GAP },
      { anchor: towardsMiddle, baseline: point.y + fontSize + GAP - 2 },
      { anchor: away, baseline: point.y - GAP },
      { anchor: away, baseline: point.y + fontSize + GAP - 2 },
    ];
    const boxOf = (c: { anchor: "start" | "end"; baseline: number }): Box => {
      const x = c.anchor === "start" ? point.x + GAP : point.x - GAP;
      const left = c.anchor === "start" ? x : x - textWidth;
      return { left, right: left + textWidth, top: c.baseline - fontSize, bottom: c.baseline + 2 };
    };
    const inside = (b: Box) => b.left >= 0 && b.right <= width && b.top >= 0 && b.bottom <= height;
    const clear = (b: Box) =>
      !placed.some((other) => overlaps(b, other)) && !dots.some((dot, i) => i !== index && overlaps(b, dot));
    const choice =
      candidates.find((c) => inside(boxOf(c)) && clear(boxOf(c))) ??
      candidates.find((c) => inside(boxOf(c))) ??
      candidates[0];
    if (!choice) return null;
    const box = boxOf(choice);
    placed.push(box);
    // Clamp into the frame when no candidate fits whole (a very long name on a small map).
    const x =
      choice.anchor === "start" ? Math.min(point.x + GAP, width - textWidth) : Math.max(point.x - GAP, textWidth);
    return {
      x: Math.max(0, x),
      y: Math.min(Math.max(choice.baseline, fontSize), height - 2),
      anchor: choice.anchor,
      text: point.label,
    };
  });
}
