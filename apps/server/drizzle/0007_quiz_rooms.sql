CREATE TABLE "quiz_attempt_answers" (
	"attempt_id" text NOT NULL,
	"quiz_id" text NOT NULL,
	"answer" jsonb,
	"passed" boolean DEFAULT false NOT NULL,
	"is_correct" boolean NOT NULL,
	"elapsed_ms" integer NOT NULL,
	"answered_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_attempt_answers_attempt_id_quiz_id_pk" PRIMARY KEY("attempt_id","quiz_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"room_id" text NOT NULL,
	"quiz_set_id" text NOT NULL,
	"user_id" text,
	"guest_name" text,
	"guest_key_hash" text,
	"set_version" timestamp (3) with time zone NOT NULL,
	"quiz_list" jsonb NOT NULL,
	"question_order" jsonb NOT NULL,
	"score" integer,
	"max_score" integer NOT NULL,
	"correct_count" integer,
	"started_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone,
	"duration_ms" integer
);
--> statement-breakpoint
CREATE TABLE "quiz_room_guests" (
	"room_id" text NOT NULL,
	"name_key" text NOT NULL,
	"guest_key_hash" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_room_guests_room_id_name_key_pk" PRIMARY KEY("room_id","name_key")
);
--> statement-breakpoint
CREATE TABLE "quiz_rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"quiz_set_id" text NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"allow_guests" boolean DEFAULT true NOT NULL,
	"allow_retries" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quiz_attempt_answers" ADD CONSTRAINT "quiz_attempt_answers_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_room_id_quiz_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."quiz_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_room_guests" ADD CONSTRAINT "quiz_room_guests_room_id_quiz_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."quiz_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_rooms" ADD CONSTRAINT "quiz_rooms_quiz_set_id_quiz_sets_id_fk" FOREIGN KEY ("quiz_set_id") REFERENCES "public"."quiz_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_attempts_room_idx" ON "quiz_attempts" USING btree ("room_id","started_at");--> statement-breakpoint
CREATE INDEX "quiz_attempts_set_idx" ON "quiz_attempts" USING btree ("quiz_set_id","started_at");--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_idx" ON "quiz_attempts" USING btree ("room_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_open_user_unique" ON "quiz_attempts" USING btree ("room_id","user_id") WHERE "quiz_attempts"."finished_at" IS NULL AND "quiz_attempts"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_open_guest_unique" ON "quiz_attempts" USING btree ("room_id","guest_key_hash") WHERE "quiz_attempts"."finished_at" IS NULL AND "quiz_attempts"."guest_key_hash" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "quiz_rooms_quiz_set_idx" ON "quiz_rooms" USING btree ("quiz_set_id","created_at" DESC NULLS LAST);