CREATE TABLE "classroom_attempt_links" (
	"attempt_id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"item_id" text NOT NULL,
	"attachment_id" text NOT NULL,
	"submission_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classroom_attempt_links" ADD CONSTRAINT "classroom_attempt_links_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classroom_attempt_links_submission_idx" ON "classroom_attempt_links" USING btree ("course_id","item_id","attachment_id","submission_id");