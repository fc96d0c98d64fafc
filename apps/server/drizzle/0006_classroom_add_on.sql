CREATE TABLE "classroom_attachments" (
	"id" text NOT NULL,
	"course_id" text NOT NULL,
	"item_id" text NOT NULL,
	"teacher_user_id" text NOT NULL,
	"title" text NOT NULL,
	"max_points" double precision,
	"teacher_view_uri" text NOT NULL,
	"student_view_uri" text NOT NULL,
	"student_work_review_uri" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classroom_attachments_course_id_item_id_id_pk" PRIMARY KEY("course_id","item_id","id")
);
--> statement-breakpoint
CREATE TABLE "grade_passback_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"item_id" text NOT NULL,
	"attachment_id" text NOT NULL,
	"submission_id" text NOT NULL,
	"score" double precision NOT NULL,
	"max_score" double precision NOT NULL,
	"max_points" double precision NOT NULL,
	"points_earned" double precision NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp (3) with time zone,
	"last_error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classroom_attachments" ADD CONSTRAINT "classroom_attachments_teacher_user_id_user_id_fk" FOREIGN KEY ("teacher_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grade_passback_submission_idx" ON "grade_passback_outbox" USING btree ("course_id","item_id","attachment_id","submission_id");--> statement-breakpoint
CREATE INDEX "grade_passback_due_idx" ON "grade_passback_outbox" USING btree ("status","next_attempt_at");