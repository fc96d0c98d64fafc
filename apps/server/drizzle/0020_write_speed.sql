-- Issue 20 item 2 "Writes": search_bigrams stops being a generated column. quizset_title_bigrams over
-- a whole search text (up to 8000 characters; ~1,100 for 20 short questions) was the largest part of
-- the database's CPU per quiz set create: splitting, pairing and sorting in SQL cost about as much as
-- the rest of the insert with its four GIN indexes. The app's saves now send the bigrams themselves
-- (features/quizsets/search-text.ts searchBigramsLiteral and lowerBigrams: the distinct character pairs from Node as an
-- array literal, lower-cased here by lower() of that literal, so both backends lower-case as before).
-- Every other write of search_text (the bulk seed, hand-written SQL, tests) still gets the column from
-- the function, through the trigger below. Stored rows keep their values (DROP EXPRESSION keeps them).
ALTER TABLE "quiz_sets" ALTER COLUMN "search_bigrams" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_sets" ALTER COLUMN "search_bigrams" DROP EXPRESSION;--> statement-breakpoint
-- NULL bigrams (an insert that left them out, or an explicit NULL), or an update that changed
-- search_text but not its bigrams: computed from search_text, as the generated column did.
CREATE FUNCTION quiz_sets_fill_search_bigrams() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW.search_bigrams IS NULL
    OR (TG_OP = 'UPDATE' AND NEW.search_text IS DISTINCT FROM OLD.search_text
      AND NEW.search_bigrams IS NOT DISTINCT FROM OLD.search_bigrams) THEN
    NEW.search_bigrams := quizset_title_bigrams(NEW.search_text);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER quiz_sets_fill_search_bigrams
BEFORE INSERT OR UPDATE OF search_text, search_bigrams ON quiz_sets
FOR EACH ROW EXECUTE FUNCTION quiz_sets_fill_search_bigrams();
