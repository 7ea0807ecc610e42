-- Boxes already available when first_available_at arrived (the `available` free-time clock start) take the first
-- time their history shows them becoming available, else their last observation (the earliest instant known
-- to have seen them available). Data only: the schema is unchanged.
UPDATE containers c SET first_available_at = COALESCE(
  (SELECT min(ch.observed_at) FROM container_changes ch
   WHERE ch.workspace_id = c.workspace_id AND ch.container_upstream_id = c.upstream_id
     AND ch.field = 'available_for_pickup' AND ch.new_value = 'true'::jsonb),
  c.observed_at)
WHERE c.available_for_pickup AND c.first_available_at IS NULL;
