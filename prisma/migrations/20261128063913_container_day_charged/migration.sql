-- AlterTable
ALTER TABLE "container_day_state" ADD COLUMN     "charged" JSONB NOT NULL DEFAULT '[]';

-- Boxes whose day records were written before this column get their chargeable days from their current records
-- (the newest record of each day), as runs of consecutive days with consecutive day numbers, as
-- lib/domain/incurred-days.ts runsOf writes them.
WITH cur AS (
  SELECT DISTINCT ON (container_id, date) container_id, date, record
  FROM container_days ORDER BY container_id, date, id DESC
),
charged AS (
  SELECT cur.container_id, cur.date,
    CASE WHEN ch->>'kind' = 'detention' THEN 'out' ELSE 'terminal' END AS clock,
    (ch->>'dayNumber')::int AS n
  FROM cur CROSS JOIN LATERAL jsonb_array_elements(
    CASE WHEN jsonb_typeof(cur.record->'charges') = 'array' THEN cur.record->'charges' ELSE '[]'::jsonb END) AS ch
  WHERE ch->>'status' = 'chargeable' AND jsonb_typeof(ch->'dayNumber') = 'number' AND (ch->>'dayNumber')::int >= 1
),
marked AS (
  SELECT charged.*,
    CASE WHEN lag(date) OVER w = date - 1 AND lag(n) OVER w = n - 1 THEN 0 ELSE 1 END AS starts
  FROM charged WINDOW w AS (PARTITION BY container_id, clock ORDER BY date)
),
numbered AS (
  SELECT marked.*, sum(starts) OVER (PARTITION BY container_id, clock ORDER BY date) AS run FROM marked
),
runs AS (
  SELECT container_id, clock, min(date) AS from_date, max(date) AS to_date, min(n) AS day
  FROM numbered GROUP BY container_id, clock, run
)
UPDATE container_day_state s SET charged = r.runs
FROM (
  SELECT container_id,
    jsonb_agg(jsonb_build_object('clock', clock, 'from', from_date::text, 'to', to_date::text, 'day', day)
      ORDER BY from_date, clock) AS runs
  FROM runs GROUP BY container_id
) r
WHERE s.container_id = r.container_id;
