-- Alert identity by container number, not by the cache row's id (a resync makes new rows for the same boxes).
-- Facts recorded under a row id are renamed to the number, so what was told before the upgrade is not told
-- again. Where two rows of one number named the same fact, the first keeps the new name and the rest keep
-- their old one (still unique, and never derived again).
WITH renamed AS (
  SELECT id, workspace_id, replace(dedupe_key, container_id::text, container_number) AS new_key,
    row_number() OVER (PARTITION BY workspace_id, replace(dedupe_key, container_id::text, container_number) ORDER BY id) AS rank
  FROM alert_events
  WHERE container_id IS NOT NULL AND container_number IS NOT NULL AND strpos(dedupe_key, container_id::text) > 0
)
UPDATE alert_events e
SET dedupe_key = r.new_key,
  data = CASE WHEN e.data ? 'notifyKey'
    THEN jsonb_set(e.data, '{notifyKey}', to_jsonb(replace(e.data->>'notifyKey', e.container_id::text, e.container_number)))
    ELSE e.data END
FROM renamed r
WHERE e.id = r.id AND r.rank = 1
  AND NOT EXISTS (SELECT 1 FROM alert_events x WHERE x.workspace_id = r.workspace_id AND x.dedupe_key = r.new_key);

WITH renamed AS (
  SELECT n.id, n.user_id, replace(n.dedupe_key, n.container_id::text, e.container_number) AS new_key,
    row_number() OVER (PARTITION BY n.user_id, replace(n.dedupe_key, n.container_id::text, e.container_number) ORDER BY n.id) AS rank
  FROM notifications n JOIN alert_events e ON e.id = n.event_id
  WHERE n.container_id IS NOT NULL AND e.container_number IS NOT NULL AND strpos(n.dedupe_key, n.container_id::text) > 0
)
UPDATE notifications n
SET dedupe_key = r.new_key
FROM renamed r
WHERE n.id = r.id AND r.rank = 1
  AND NOT EXISTS (SELECT 1 FROM notifications x WHERE x.user_id = r.user_id AND x.dedupe_key = r.new_key);
