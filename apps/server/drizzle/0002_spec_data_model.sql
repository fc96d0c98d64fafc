-- Issue 7: the data model of spec §3. New columns are added first, filled from the old shape, and the
-- old columns dropped last, so every quiz set saved before still opens, plays back and updates.
CREATE TABLE "ai_tutor_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"has_new_tag" boolean DEFAULT false NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"avatar_src" text NOT NULL,
	"serialized_localize" jsonb NOT NULL
);
--> statement-breakpoint
-- Publisher options now come from the domain per country (spec §3 "Publisher option"); nothing reads this.
DROP TABLE "publishers" CASCADE;--> statement-breakpoint
ALTER TABLE "quiz_sets" ALTER COLUMN "show_incorrect_answer" SET DEFAULT false;--> statement-breakpoint
-- Map templates (spec §3 "Map template"). The seed rewrites every row on start; this keeps rows valid until then.
ALTER TABLE "map_templates" ADD COLUMN "type" text;--> statement-breakpoint
ALTER TABLE "map_templates" ADD COLUMN "template_plan_type" text;--> statement-breakpoint
ALTER TABLE "map_templates" ADD COLUMN "priority" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "map_templates" ADD COLUMN "has_new_tag" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "map_templates" ADD COLUMN "thumbnail_image" text;--> statement-breakpoint
ALTER TABLE "map_templates" ADD COLUMN "details_image" text;--> statement-breakpoint
ALTER TABLE "map_templates" ADD COLUMN "serialized_localize" jsonb;--> statement-breakpoint
UPDATE "map_templates" SET
	"type" = CASE "map_type" WHEN 'ROUND' THEN 'round' WHEN 'TEAM' THEN 'team' WHEN 'ESCAPE' THEN 'free' ELSE 'linear' END,
	"template_plan_type" = "plan_type",
	"priority" = 1000 - "sort_order",
	"has_new_tag" = "is_new",
	"thumbnail_image" = "thumbnail_url",
	"details_image" = "thumbnail_url",
	"serialized_localize" = jsonb_build_object(
		'ko', jsonb_build_object('name', "name_ko", 'description', jsonb_build_array("description_ko"), 'previewPlayUrl', NULL),
		'en', jsonb_build_object('name', "name_en", 'description', jsonb_build_array("description_en"), 'previewPlayUrl', NULL)
	);--> statement-breakpoint
ALTER TABLE "map_templates" ALTER COLUMN "type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "map_templates" ALTER COLUMN "template_plan_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "map_templates" ALTER COLUMN "thumbnail_image" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "map_templates" ALTER COLUMN "details_image" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "map_templates" ALTER COLUMN "serialized_localize" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_sets" ADD COLUMN "category_tree_id" text;--> statement-breakpoint
ALTER TABLE "quiz_sets" ADD COLUMN "school_semester" text;--> statement-breakpoint
ALTER TABLE "quiz_sets" ADD COLUMN "publisher" text;--> statement-breakpoint
ALTER TABLE "quiz_sets" ADD COLUMN "is_allow_pass" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_sets" ADD COLUMN "is_last_school_info_saved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_sets" ADD COLUMN "is_ai_translation_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_sets" ADD COLUMN "ai_translation_languages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_sets" ADD COLUMN "ai_tutor_id" text;--> statement-breakpoint
ALTER TABLE "quiz_sets" ADD COLUMN "materials" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_sets" ADD COLUMN "is_next_quizset_available" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_sets" ADD COLUMN "next_quizset_id" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "last_quiz_set_creation_info" jsonb;--> statement-breakpoint
ALTER TABLE "quiz_sets" ADD CONSTRAINT "quiz_sets_ai_tutor_id_ai_tutor_templates_id_fk" FOREIGN KEY ("ai_tutor_id") REFERENCES "public"."ai_tutor_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Old category ids were school type (3) + grade (2) + semester (2: 01, 02, or a hidden 00) + subject
-- (2). The subject now hangs under the grade (spec §3: subject = first 7 characters) and the semester
-- travels apart as 1 / 2. A partial old id keeps its school type and grade. The publisher is the
-- option's value, or the custom name itself.
UPDATE "quiz_sets" SET
	"category_tree_id" = CASE
		WHEN "category_id" IS NULL THEN NULL
		WHEN length("category_id") = 9 THEN substr("category_id", 1, 5) || substr("category_id", 8, 2)
		ELSE substr("category_id", 1, 5)
	END,
	"school_semester" = CASE
		WHEN length("category_id") >= 7 AND substr("category_id", 6, 2) = '01' THEN '1'
		WHEN length("category_id") >= 7 AND substr("category_id", 6, 2) = '02' THEN '2'
		ELSE NULL
	END,
	"publisher" = CASE WHEN "publisher_id" = 'CUSTOM' THEN NULLIF(btrim("custom_publisher"), '') ELSE "publisher_id" END,
	"is_allow_pass" = "allow_pass";--> statement-breakpoint
-- Questions move to the saved form of spec §3: `quizId` → `id` (a missing one gets a stable 8-character
-- id), `order` from the position, type and hint type in lower case, the question image as
-- `questionImageUrl`. Choices and answers keep their shape (answer indexes stay numbers).
UPDATE "quiz_sets" SET "quiz_list" = COALESCE((
	SELECT jsonb_agg(
		("item" - 'quizId' - 'imageUrl' - 'type' - 'hint') || jsonb_build_object(
			'id', COALESCE("item"->>'quizId', substr(md5("quiz_sets"."id" || '-' || "position"), 1, 8)),
			'order', "position",
			'type', CASE "item"->>'type'
				WHEN 'MULTIPLE_CHOICE' THEN 'multiple'
				WHEN 'OX' THEN 'ox'
				WHEN 'SUBJECTIVE' THEN 'subjective'
				ELSE lower("item"->>'type')
			END,
			'questionImageUrl', COALESCE("item"->'questionImageUrl', "item"->'imageUrl', 'null'::jsonb),
			'hint', CASE WHEN jsonb_typeof("item"->'hint') = 'object'
				THEN jsonb_build_object('type', lower("item"->'hint'->>'type'), 'value', COALESCE("item"->'hint'->'value', '""'::jsonb))
				ELSE 'null'::jsonb
			END
		) ORDER BY "position")
	FROM jsonb_array_elements("quiz_sets"."quiz_list") WITH ORDINALITY AS "element"("item", "position")
), '[]'::jsonb);--> statement-breakpoint
-- recentQuizsetInfo is now spec §3's {createdAt, schoolGrade, schoolSemester, schoolType}; older memos go.
UPDATE "user" SET "recent_quizset_info" = NULL
	WHERE "recent_quizset_info" IS NOT NULL AND NOT ("recent_quizset_info" ? 'createdAt');--> statement-breakpoint
ALTER TABLE "map_templates" DROP COLUMN "name_ko";--> statement-breakpoint
ALTER TABLE "map_templates" DROP COLUMN "name_en";--> statement-breakpoint
ALTER TABLE "map_templates" DROP COLUMN "description_ko";--> statement-breakpoint
ALTER TABLE "map_templates" DROP COLUMN "description_en";--> statement-breakpoint
ALTER TABLE "map_templates" DROP COLUMN "map_type";--> statement-breakpoint
ALTER TABLE "map_templates" DROP COLUMN "plan_type";--> statement-breakpoint
ALTER TABLE "map_templates" DROP COLUMN "thumbnail_url";--> statement-breakpoint
ALTER TABLE "map_templates" DROP COLUMN "is_new";--> statement-breakpoint
ALTER TABLE "map_templates" DROP COLUMN "sort_order";--> statement-breakpoint
ALTER TABLE "quiz_sets" DROP COLUMN "category_id";--> statement-breakpoint
ALTER TABLE "quiz_sets" DROP COLUMN "publisher_id";--> statement-breakpoint
ALTER TABLE "quiz_sets" DROP COLUMN "custom_publisher";--> statement-breakpoint
ALTER TABLE "quiz_sets" DROP COLUMN "allow_pass";
