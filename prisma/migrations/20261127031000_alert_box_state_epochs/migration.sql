-- Every box state gets the epoch its first look would have given it (its cache row, 12 hex characters), so
-- the change facts it tells from now on are named apart from those renamed to the container number (and from
-- another row's of the same number). A state with no trusted values yet gets it at its first look.
UPDATE alert_box_states
SET trusted = jsonb_set(trusted, '{epoch}', to_jsonb(left(replace(container_id::text, '-', ''), 12)))
WHERE trusted IS NOT NULL AND jsonb_typeof(trusted) = 'object' AND coalesce(trusted->>'epoch', '') = '';
