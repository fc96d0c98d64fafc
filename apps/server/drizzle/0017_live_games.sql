CREATE TABLE "live_games" (
	"id" text PRIMARY KEY NOT NULL,
	"pin" text NOT NULL,
	"quiz_set_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"room_id" text NOT NULL,
	"title" text NOT NULL,
	"map_type" text NOT NULL,
	"map_image_url" text,
	"quiz_list" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"phase" text DEFAULT 'lobby' NOT NULL,
	"question_index" integer DEFAULT -1 NOT NULL,
	"question_opened_at" timestamp (3) with time zone,
	"window_ms" integer DEFAULT 0 NOT NULL,
	"deadline" timestamp (3) with time zone,
	"paused_remaining_ms" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "live_game_players" (
	"id" text PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"attempt_id" text NOT NULL,
	"user_id" text,
	"nickname" text NOT NULL,
	"nickname_key" text NOT NULL,
	"token_hash" text NOT NULL,
	"team" smallint,
	"removed_at" timestamp (3) with time zone,
	"joined_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_game_answers" (
	"game_id" text NOT NULL,
	"player_id" text NOT NULL,
	"question_id" text NOT NULL,
	"question_index" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"is_correct" boolean NOT NULL,
	"points" integer NOT NULL,
	"elapsed_ms" integer NOT NULL,
	"answered_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_game_answers_game_id_player_id_question_id_pk" PRIMARY KEY("game_id","player_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "live_games" ADD CONSTRAINT "live_games_quiz_set_id_quiz_sets_id_fk" FOREIGN KEY ("quiz_set_id") REFERENCES "public"."quiz_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_games" ADD CONSTRAINT "live_games_room_id_quiz_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."quiz_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_game_players" ADD CONSTRAINT "live_game_players_game_id_live_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."live_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_game_players" ADD CONSTRAINT "live_game_players_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_game_answers" ADD CONSTRAINT "live_game_answers_game_id_live_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."live_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_game_answers" ADD CONSTRAINT "live_game_answers_player_id_live_game_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."live_game_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_games_pin_running_uq" ON "live_games" USING btree ("pin") WHERE "live_games"."phase" <> 'ended';--> statement-breakpoint
CREATE INDEX "live_games_due_idx" ON "live_games" USING btree ("deadline") WHERE "live_games"."phase" = 'question';--> statement-breakpoint
CREATE UNIQUE INDEX "live_game_players_nickname_uq" ON "live_game_players" USING btree ("game_id","nickname_key");--> statement-breakpoint
CREATE UNIQUE INDEX "live_game_players_token_uq" ON "live_game_players" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "live_game_answers_question_idx" ON "live_game_answers" USING btree ("game_id","question_id");
