-- The transactions list filtered by kind: a member's bookings of one kind, newest first, as one
-- index range, so a rare kind (a fee) among millions of bookings is found without reading the others.
CREATE INDEX booking_stakeholder_kind_day_idx ON booking (stakeholder_id, kind, booked_on DESC, id DESC);

-- Text search ("contains", ILIKE) over millions of bookings: a trigram index finds a rare text without
-- reading the member's whole list. pg_trgm ships with PostgreSQL and is a trusted extension (13+), so the
-- database owner may create it; where it cannot be had (embedded PGlite loads no extension unless told, a
-- server without contrib), the search still works by reading the rows the other filters leave.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available; transaction text search reads rows without an index';
END
$$;

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX booking_text_trgm_idx ON booking USING gin (text gin_trgm_ops)';
  END IF;
END
$$;
