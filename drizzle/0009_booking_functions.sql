-- A save's two computations, kept in the database so the save statement sends its booking once and is prepared once
-- (server/db/save-statement.ts). Pure functions of their arguments, in PL/pgSQL: it keeps each body's plan for the
-- connection's life, where a LANGUAGE sql function that cannot be inlined is planned again in every statement.

-- The new "data" of a save: the client's booking, keeping the server's own fields it left out (locationId, and the
-- terms with the time they were accepted); a save with termsAccepted true keeps an earlier acceptance's time, one with
-- false clears it; an unchanged move date keeps the time it was chosen.
CREATE OR REPLACE FUNCTION booking_stored_data(incoming jsonb, stored jsonb) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN
    (CASE WHEN NOT incoming ? 'locationId' AND stored ? 'locationId'
      THEN jsonb_build_object('locationId', stored -> 'locationId') ELSE '{}'::jsonb END)
    || (CASE WHEN NOT incoming ? 'termsAccepted' AND stored ? 'termsAccepted'
      THEN jsonb_build_object('termsAccepted', stored -> 'termsAccepted') ELSE '{}'::jsonb END)
    || (CASE WHEN NOT incoming ? 'termsAcceptedAt' AND coalesce(incoming -> 'termsAccepted', 'null'::jsonb) <> 'false'::jsonb
        AND stored ? 'termsAcceptedAt'
      THEN jsonb_build_object('termsAcceptedAt', stored -> 'termsAcceptedAt') ELSE '{}'::jsonb END)
    || incoming
    || (CASE WHEN incoming -> 'termsAccepted' = 'true'::jsonb AND stored ->> 'termsAccepted' = 'true' AND stored ? 'termsAcceptedAt'
      THEN jsonb_build_object('termsAcceptedAt', stored -> 'termsAcceptedAt') ELSE '{}'::jsonb END)
    || (CASE WHEN jsonb_typeof(incoming -> 'moveDate') = 'string' AND jsonb_typeof(incoming -> 'moveDateChosen') = 'object'
        AND stored -> 'moveDateChosen' ->> 'date' = incoming ->> 'moveDate'
      THEN jsonb_build_object('moveDateChosen', stored -> 'moveDateChosen') ELSE '{}'::jsonb END);
END
$$;
--> statement-breakpoint

-- An event's payload: what the call was, and when the stored data changed, "changed": each top-level field whose value
-- changed, with its new value (null: removed). No "changed" when nothing did.
CREATE OR REPLACE FUNCTION booking_event_payload(payload jsonb, before jsonb, after jsonb) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN payload || coalesce(
    (SELECT jsonb_build_object('changed', jsonb_object_agg(k, after -> k))
       FROM (SELECT jsonb_object_keys(after) UNION SELECT jsonb_object_keys(coalesce(before, '{}'::jsonb))) keys(k)
      WHERE (before -> k) IS DISTINCT FROM (after -> k)
     HAVING count(*) > 0),
    '{}'::jsonb);
END
$$;
