-- Hand-written (issue 7 "Search"): the character bigrams of a title, lower-cased, for the
-- generated column quiz_sets.title_bigrams (next migration) and its GIN index. A two-character
-- needle such as '수학' holds no whole trigram, so pg_trgm cannot find it inside '고등수학'; as one
-- bigram it is a single GIN key: `title_bigrams @> ARRAY['수학']`. IMMUTABLE so a generated column
-- may call it; the body is SQL so PGlite and PostgreSQL compute the same lower().
CREATE OR REPLACE FUNCTION quizset_title_bigrams(title text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(DISTINCT substr(lower(title), i, 2)), '{}'::text[])
  FROM generate_series(1, char_length(title) - 1) AS i
$$;
