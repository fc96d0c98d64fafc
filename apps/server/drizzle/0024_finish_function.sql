-- Issue 20 item 3, a class finishing together: a finish in one statement (rooms/finish-attempt.ts).
-- It took BEGIN, the attempt's lock, the scoring UPDATE and COMMIT, four round trips through a busy
-- API process, each finish holding its pooled connection (and the attempt's lock) for all four.
--
-- The lock and the scoring stay two statements: in a VOLATILE function each statement takes a fresh
-- snapshot, so the count after the lock sees every answer batch that locked the attempt first and has
-- committed (answer-batch.ts); a batch that comes later finds the attempt finished and stores nothing.
--
-- status: 'finished' (closed here), 'raced' (already finished: its stored result), 'linked' (a
-- Classroom submission is linked and `stop_if_linked`: nothing changed, the caller finishes it in a
-- transaction of its own that also queues the grade). No row: no such attempt.
CREATE FUNCTION quizset_finish_attempt(the_attempt_id text, the_max_score integer, points_per_question integer, stop_if_linked boolean)
RETURNS TABLE (status text, linked boolean, score integer, max_score integer, correct_count integer, duration_ms integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  locked record;
  is_linked boolean;
BEGIN
  SELECT a.finished_at, a.score, a.max_score, a.correct_count, a.duration_ms INTO locked
    FROM quiz_attempts a WHERE a.id = the_attempt_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  is_linked := EXISTS (SELECT 1 FROM classroom_attempt_links l WHERE l.attempt_id = the_attempt_id);
  IF locked.finished_at IS NOT NULL THEN
    RETURN QUERY SELECT 'raced'::text, is_linked, locked.score, locked.max_score, locked.correct_count, locked.duration_ms;
    RETURN;
  END IF;
  IF is_linked AND stop_if_linked THEN
    RETURN QUERY SELECT 'linked'::text, true, NULL::integer, NULL::integer, NULL::integer, NULL::integer;
    RETURN;
  END IF;
  RETURN QUERY
  WITH counted AS (
    SELECT (count(*) FILTER (WHERE ans.is_correct))::int AS correct
    FROM quiz_attempt_answers ans WHERE ans.attempt_id = the_attempt_id
  )
  UPDATE quiz_attempts a SET
    finished_at = now(),
    duration_ms = GREATEST(0, round(extract(epoch from (now() - a.started_at)) * 1000))::int,
    score = (SELECT correct FROM counted) * points_per_question,
    max_score = the_max_score,
    correct_count = (SELECT correct FROM counted)
  WHERE a.id = the_attempt_id
  RETURNING 'finished'::text, is_linked, a.score, a.max_score, a.correct_count, a.duration_ms;
END
$$;
