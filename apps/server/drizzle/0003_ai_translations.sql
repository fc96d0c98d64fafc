-- Issue 9 "Translation": the AI translations of a quiz set, one row per set and language, also the
-- job's outbox (see quizSetTranslations in src/db/schema.ts).
CREATE TABLE "quiz_set_translations" (
	"quiz_set_id" text NOT NULL,
	"language" text NOT NULL,
	"status" text NOT NULL,
	"source_version" timestamp (3) with time zone NOT NULL,
	"quiz_list" jsonb,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_set_translations_quiz_set_id_language_pk" PRIMARY KEY("quiz_set_id","language")
);
--> statement-breakpoint
ALTER TABLE "quiz_set_translations" ADD CONSTRAINT "quiz_set_translations_quiz_set_id_quiz_sets_id_fk" FOREIGN KEY ("quiz_set_id") REFERENCES "public"."quiz_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_set_translations_claim_idx" ON "quiz_set_translations" USING btree ("status","available_at");