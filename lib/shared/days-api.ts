// The contract of GET /api/containers/{id}/days: a box's day records (lib/domain/days/day-record.ts), oldest day
// first. Every record ever written is returned: `current` marks the one that stands for its day, and a correction
// names the record it supersedes (both stay: day records are append-only).
import type { DayRecordContent } from "@/lib/domain/days/day-record";

export type { DayRecordContent };

export type DayRecordView = {
  id: string;
  date: string;
  recordedAt: string;
  /** Written after the day from history (the box first seen later, or a worker that was down). */
  reconstructed: boolean;
  /** The record this one corrects; null for the day's first. */
  supersedes: string | null;
  current: boolean;
  record: DayRecordContent;
};

export type ContainerDaysResponse = { data: DayRecordView[] };
