-- Hand-written (issue 20 item 2 "Writes"): the same bigrams as migration 0004's body, in linear time.
-- That body took substr(lower(title), i, 2) for every i: lower() of the whole text again and a walk
-- from its start to the i-th character each time, so the cost grew with the square of the length.
-- Harmless on a title, it became the main cost of every save once migration 0016 applied it to
-- search_text (up to 8000 characters): ~14 ms of database CPU for a 20-question set and 1.5 s for
-- a full one, which capped quiz set creates at ~150/s. Here the lower-cased text is split into its
-- characters once and each character is paired with the next (unnest of the array beside the array
-- without its first element). Same result for every input (NULL stays NULL through STRICT; texts
-- under two characters give '{}'), so the stored generated columns need no rewrite.
CREATE OR REPLACE FUNCTION quizset_title_bigrams(title text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(DISTINCT pair.first || pair.second), '{}'::text[])
  FROM (SELECT string_to_array(lower(title), NULL) AS characters) AS split,
    unnest(split.characters, split.characters[2:]) AS pair(first, second)
  WHERE pair.second IS NOT NULL
$$;
