-- Seamless bets and wins of one partition of members, in the order given, in one transaction
-- (server/modules/vendors/batches.ts sends them): each call is vendor_bet or vendor_win in a
-- subtransaction of its own, so a call that raises (a refusal, a lack of funds) rolls back alone and
-- is answered with its error, {"error": {"code", "message", "constraint"}}, while the others commit
-- together, with one commit for all. A cancelled statement is not caught: the whole batch fails.
CREATE FUNCTION vendor_calls(p_calls jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_call jsonb;
  v_answer jsonb;
  v_answers jsonb[] := '{}';
  v_code text;
  v_message text;
  v_constraint text;
BEGIN
  FOR v_call IN SELECT value FROM jsonb_array_elements(p_calls) LOOP
    BEGIN
      v_answer := CASE v_call->>'operation' WHEN 'bet' THEN vendor_bet(v_call->'call') WHEN 'win' THEN vendor_win(v_call->'call') END;
      IF v_answer IS NULL THEN RAISE EXCEPTION 'INVALID_REQUEST' USING ERRCODE = 'TL000'; END IF;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS v_code = RETURNED_SQLSTATE, v_message = MESSAGE_TEXT, v_constraint = CONSTRAINT_NAME;
      v_answer := jsonb_build_object('error', jsonb_build_object('code', v_code, 'message', v_message, 'constraint', nullif(v_constraint, '')));
    END;
    v_answers := v_answers || v_answer;
  END LOOP;
  RETURN to_jsonb(v_answers);
END $$;
