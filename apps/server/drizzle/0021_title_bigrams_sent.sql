-- Issue 20 item 2 "Writes": title_bigrams stops being a generated column, as search_bigrams did in
-- migration 0020. Its expression, the SQL function quizset_title_bigrams, cannot be inlined (it
-- aggregates), so every insert had the database parse and plan the function's body when the
-- executor started and again when it ran it: about 15% of the database's CPU per quiz set create,
-- more than the title itself ever costs. The app's saves now send the title's bigrams as they send
-- the search text's (features/quizsets/search-text.ts searchBigramsLiteral and lowerBigrams). Every
-- other write of the title (the seeds, hand-written SQL, tests) still gets them from the function,
-- through the trigger below, which now fills both bigram columns. Stored rows keep their values.
ALTER TABLE "quiz_sets" ALTER COLUMN "title_bigrams" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_sets" ALTER COLUMN "title_bigrams" DROP EXPRESSION;--> statement-breakpoint
DROP TRIGGER quiz_sets_fill_search_bigrams ON quiz_sets;--> statement-breakpoint
DROP FUNCTION quiz_sets_fill_search_bigrams();--> statement-breakpoint
-- NULL bigrams (an insert that left them out, or an explicit NULL), or an update that changed the
-- text but not its bigrams: computed from the text, as the generated columns did.
CREATE FUNCTION quiz_sets_fill_bigrams() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW.search_bigrams IS NULL
    OR (TG_OP = 'UPDATE' AND NEW.search_text IS DISTINCT FROM OLD.search_text
      AND NEW.search_bigrams IS NOT DISTINCT FROM OLD.search_bigrams) THEN
    NEW.search_bigrams := quizset_title_bigrams(NEW.search_text);
  END IF;
  IF NEW.title_bigrams IS NULL
    OR (TG_OP = 'UPDATE' AND NEW.title IS DISTINCT FROM OLD.title
      AND NEW.title_bigrams IS NOT DISTINCT FROM OLD.title_bigrams) THEN
    NEW.title_bigrams := quizset_title_bigrams(NEW.title);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER quiz_sets_fill_bigrams
BEFORE INSERT OR UPDATE OF search_text, search_bigrams, title, title_bigrams ON quiz_sets
FOR EACH ROW EXECUTE FUNCTION quiz_sets_fill_bigrams();
