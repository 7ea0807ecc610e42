// A box's history as timelines: for each field the service changes, the value in force at any instant, rebuilt
// from the changes Quayside recorded (old and new value, when observed) and the value it holds now. Only changes
// observed at or after the window's start are needed: before the first of them a field held its old value, and
// a field with none held its current value throughout.

export interface TimelineChange {
  at: string;
  oldValue: unknown;
  newValue: unknown;
  /** The recorded change's id: day records cite what they were derived from. */
  id: string;
}

export interface FieldTimeline {
  /** Changes in observation order. */
  changes: readonly TimelineChange[];
  current: unknown;
}

const ms = (at: string): number => Date.parse(at);

/** The value at instant `t`: the newest change at or before `t`, else the oldest change's old value, else now's. */
export function valueAt(timeline: FieldTimeline, t: number): unknown {
  let value: unknown = undefined;
  for (const change of timeline.changes) {
    if (ms(change.at) > t) return value === undefined ? change.oldValue : value;
    value = change.newValue;
  }
  return value === undefined ? timeline.current : value;
}

export interface Segment {
  from: number;
  to: number;
  value: unknown;
}

/** The window [from, to) cut where the value changes, each piece with its value. */
export function segmentsOf(timeline: FieldTimeline, from: number, to: number): Segment[] {
  const cuts = timeline.changes.map((change) => ms(change.at)).filter((at) => at > from && at < to);
  const edges = [from, ...cuts, to];
  const segments: Segment[] = [];
  for (let index = 0; index < edges.length - 1; index += 1) {
    const start = edges[index] ?? from;
    const end = edges[index + 1] ?? to;
    if (end > start) segments.push({ from: start, to: end, value: valueAt(timeline, start) });
  }
  return segments;
}

/** The ids of the changes observed inside [from, to). */
export function changeIdsWithin(timeline: FieldTimeline, from: number, to: number): string[] {
  return timeline.changes.filter((change) => ms(change.at) >= from && ms(change.at) < to).map((change) => change.id);
}
