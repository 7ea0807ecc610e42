-- A new personal alert kind, "reassigned": a teammate took your box. Whoever chose to hear of assignments hears
-- of this too (the role defaults list every personal kind).
UPDATE "alert_subscriptions" SET "kinds" = array_append("kinds", 'reassigned')
WHERE 'assigned' = ANY("kinds") AND NOT ('reassigned' = ANY("kinds"));
