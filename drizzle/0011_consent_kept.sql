-- The booking's consent record (docs/DECISIONS.md, "Consent as data") is the server's: a save whose booking carries no
-- "consent" keeps the stored one; a save that carries one lays it over the stored one (the landing submit records the
-- texts agreed, a "Stop messages" save only its withdrawal), and a withdrawal keeps the time it was first made.
-- Otherwise as 0009_booking_functions.sql.
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
      THEN jsonb_build_object('moveDateChosen', stored -> 'moveDateChosen') ELSE '{}'::jsonb END)
    || (CASE
      WHEN jsonb_typeof(incoming -> 'consent') = 'object' THEN jsonb_build_object('consent',
        (CASE WHEN jsonb_typeof(stored -> 'consent') = 'object' THEN stored -> 'consent' ELSE '{}'::jsonb END)
        || (incoming -> 'consent')
        || (CASE WHEN jsonb_typeof(incoming -> 'consent' -> 'withdrawnAt') = 'string'
            AND jsonb_typeof(stored -> 'consent' -> 'withdrawnAt') = 'string'
          THEN jsonb_build_object('withdrawnAt', stored -> 'consent' -> 'withdrawnAt') ELSE '{}'::jsonb END))
      WHEN jsonb_typeof(stored -> 'consent') = 'object' THEN jsonb_build_object('consent', stored -> 'consent')
      ELSE '{}'::jsonb END);
END
$$;
