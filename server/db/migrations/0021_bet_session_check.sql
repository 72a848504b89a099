-- A seamless bet reads its game session's end and its member's status in its own transaction. The
-- server keeps only what a session's token stands for from launch on (the member, the game, the
-- money), so a vendor's calls need no lookup of their own; a sign-out or a suspension still refuses
-- the next bet at once, in every API process. As in migration 0016 otherwise: the session's checks
-- come first, so a refused bet claims nothing.
CREATE OR REPLACE FUNCTION vendor_bet(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_member_id bigint := (p->>'memberId')::bigint;
  v_stake bigint := (p->>'stake')::bigint;
  v_now timestamptz := (p->>'now')::timestamptz;
  v_ends timestamptz;
  v_status text;
  v_claim jsonb;
  v_member bigint;
  v_house bigint;
  v_answer jsonb;
BEGIN
  SELECT s.expires_at, m.status INTO v_ends, v_status
  FROM game_session s JOIN member m ON m.id = s.member_id
  WHERE s.token_hash = p->>'sessionTokenHash' AND s.member_id = v_member_id;
  IF NOT FOUND OR v_ends <= v_now THEN RAISE EXCEPTION 'SESSION_EXPIRED' USING ERRCODE = 'TL000'; END IF;
  IF v_status <> 'active' THEN RAISE EXCEPTION 'NOT_ALLOWED' USING ERRCODE = 'TL000'; END IF;
  v_claim := vendor_claim(p->>'vendor', 'bet', p->>'txId', v_member_id, p->>'fingerprint');
  IF v_claim ? 'row' THEN RETURN v_claim; END IF;
  IF NOT (p->>'playMoney')::boolean AND protection_refusal(v_member_id, ARRAY['wager', 'loss'], v_stake, p->>'timeZone', v_now) IS NOT NULL THEN
    RAISE EXCEPTION 'NOT_ALLOWED' USING ERRCODE = 'TL000';
  END IF;
  IF p->>'gameVendor' IS NULL THEN RAISE EXCEPTION 'INVALID_REQUEST' USING ERRCODE = 'TL000'; END IF;
  -- The betting record first, so the ledger's row locks are held for the posting and the answer only.
  INSERT INTO bet_record (member_id, vendor, game_vendor, category, game_code, round_id, tx_id, stake, play_money, placed_at)
  VALUES (v_member_id, p->>'vendor', p->>'gameVendor', p->>'category', p->>'gameCode', p->>'roundId', p->>'txId', v_stake, (p->>'playMoney')::boolean, v_now);
  v_member := ledger_account_for(p->'member');
  v_house := ledger_account_for(p->'house');
  v_answer := vendor_answer(
    ledger_post('money', 'bet', p->>'ledgerKey', v_member_id, p->'metadata', jsonb_build_array(jsonb_build_array(v_member, (-v_stake)::text), jsonb_build_array(v_house, v_stake::text))),
    v_member, p->>'currency');
  UPDATE vendor_transaction SET answer = v_answer WHERE id = (v_claim->>'id')::bigint;
  RETURN jsonb_build_object('answer', v_answer);
END $$;
