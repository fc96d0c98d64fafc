-- Issue 20 item 3, a class at the bell: a guest's join counts the attempts under their nickname and
-- finds the open one (rooms/join-statements.ts). Without this index PostgreSQL read every guest
-- attempt of the room for it (a sequential or room-index scan), so each join cost more as the
-- class played on.
CREATE INDEX "quiz_attempts_guest_idx" ON "quiz_attempts" USING btree ("room_id","guest_name_key") WHERE "quiz_attempts"."guest_name_key" IS NOT NULL;--> statement-breakpoint
-- Every join stores its attempt's copy of the set's questions (~7 kB of jsonb, over the TOAST
-- threshold): lz4 as for quiz_sets.quiz_list (0022), where the server has it.
DO $$
BEGIN
  ALTER TABLE quiz_attempts ALTER COLUMN quiz_list SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END
$$;
