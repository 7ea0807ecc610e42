-- The board's default order puts what can still be saved first (lib/domain/urgency-sort.ts SORT_BUCKETS) and
-- orders the past-LFD group by money at risk, not by its LFD date. The stored sort keys of every box are
-- rewritten once here: the evaluation writes the same values from now on.
UPDATE "containers" SET
  "bucket_rank" = CASE "bucket"
    WHEN 'lfd_today' THEN 0
    WHEN 'lfd_tomorrow' THEN 1
    WHEN 'ready' THEN 2
    WHEN 'past_lfd' THEN 3
    WHEN 'blocked' THEN 4
    WHEN 'not_available' THEN 5
    WHEN 'needs_return' THEN 6
    WHEN 'stale' THEN 7
    WHEN 'on_rail' THEN 8
    WHEN 'arriving' THEN 9
    WHEN 'done' THEN 10
    ELSE 11
  END,
  "urgency_date" = CASE WHEN "bucket" = 'past_lfd' THEN NULL ELSE "urgency_date" END;
