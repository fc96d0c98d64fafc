DROP INDEX "quiz_attempts_open_guest_unique";--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "guest_name_key" text;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "rejoin_code" text;--> statement-breakpoint
ALTER TABLE "quiz_rooms" ADD COLUMN "max_attempts_per_player" integer;--> statement-breakpoint
ALTER TABLE "quiz_rooms" ADD COLUMN "counted_attempt" text DEFAULT 'best' NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_rooms" ADD COLUMN "closes_at" timestamp (3) with time zone;--> statement-breakpoint
-- Existing rooms keep their rule: no retries is one attempt per player (issue 15 item 2).
UPDATE "quiz_rooms" SET "max_attempts_per_player" = 1 WHERE "allow_retries" = false;--> statement-breakpoint
-- Existing guest attempts get a comparison key of their nickname (case-folded; new ones use the skeleton).
UPDATE "quiz_attempts" SET "guest_name_key" = lower("guest_name") WHERE "guest_name" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_open_guest_name_unique" ON "quiz_attempts" USING btree ("room_id","guest_name_key") WHERE "quiz_attempts"."finished_at" IS NULL AND "quiz_attempts"."guest_name_key" IS NOT NULL;