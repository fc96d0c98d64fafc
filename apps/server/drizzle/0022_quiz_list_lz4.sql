-- Issue 20 item 2 "Writes": a 20-question set's quiz_list (~7 kB of jsonb) is over the TOAST
-- threshold, so every save compressed it with pglz, ~7% of the database's CPU per create (perf of the
-- backends under the create bench). lz4 compresses it several times faster and decompresses faster
-- for every read of a set; PostgreSQL 14+ builds have it (--with-lz4: Debian's, the official images,
-- the managed services). Values already stored stay pglz until rewritten; both are read alike. A
-- server built without lz4 (and PGlite, which has none) refuses the method with feature_not_supported:
-- the column then keeps the default compression.
DO $$
BEGIN
  ALTER TABLE quiz_sets ALTER COLUMN quiz_list SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END
$$;
