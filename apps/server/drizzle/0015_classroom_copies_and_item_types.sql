ALTER TABLE "classroom_attachments" ADD COLUMN "item_type" text DEFAULT 'courseWork' NOT NULL;--> statement-breakpoint
ALTER TABLE "classroom_attachments" ADD COLUMN "room_id" text;--> statement-breakpoint
ALTER TABLE "classroom_attachments" ADD COLUMN "copied_from_id" text;--> statement-breakpoint
ALTER TABLE "classroom_attachments" ADD CONSTRAINT "classroom_attachments_room_id_quiz_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."quiz_rooms"("id") ON DELETE set null ON UPDATE no action;