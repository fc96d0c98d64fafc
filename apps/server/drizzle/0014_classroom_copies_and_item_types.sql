CREATE TABLE "classroom_course_teachers" (
	"course_id" text NOT NULL,
	"user_id" text NOT NULL,
	"seen_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classroom_course_teachers_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "classroom_attachments" ADD COLUMN "item_type" text DEFAULT 'courseWork' NOT NULL;--> statement-breakpoint
ALTER TABLE "classroom_attachments" ADD COLUMN "room_id" text;--> statement-breakpoint
ALTER TABLE "classroom_attachments" ADD COLUMN "copied_from_id" text;--> statement-breakpoint
ALTER TABLE "classroom_course_teachers" ADD CONSTRAINT "classroom_course_teachers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_attachments" ADD CONSTRAINT "classroom_attachments_room_id_quiz_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."quiz_rooms"("id") ON DELETE set null ON UPDATE no action;