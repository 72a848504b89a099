CREATE TABLE "points_earn_carry" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"carry" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "points_earn_carry_below_one" CHECK ("points_earn_carry"."carry" >= 0 and "points_earn_carry"."carry" < 10000)
);
--> statement-breakpoint
ALTER TABLE "points_earn_carry" ADD CONSTRAINT "points_earn_carry_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- As in migration 0019, with a member's fractions of a point carried from bet to bet instead of
-- rounded away with each bet.
CREATE OR REPLACE FUNCTION vendor_win(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_member_id bigint := (p->>'memberId')::bigint;
  v_payout bigint := (p->>'payout')::bigint;
  v_now timestamptz := (p->>'now')::timestamptz;
  v_claim jsonb;
  v_bets bet_record[] := '{}';
  v_bet bet_record;
  v_stakes bigint := 0;
  v_share bigint;
  v_given bigint := 0;
  v_turnover bigint := 0;
  v_points bigint;
  v_earned bigint;
  v_carry bigint;
  v_requirement record;
  v_taken bigint;
  v_member bigint;
  v_house bigint;
  v_answer jsonb;
BEGIN
  v_claim := vendor_claim(p->>'vendor', 'win', p->>'txId', v_member_id, p->>'fingerprint');
  IF v_claim ? 'row' THEN RETURN v_claim; END IF;
  -- Two queries, not one with a condition on the call, so each keeps its own index.
  IF p ? 'betTxId' THEN
    -- By the unique index of the bet's txId alone: the member's other bets are not read.
    SELECT * INTO v_bet FROM bet_record WHERE vendor = p->>'vendor' AND tx_id = p->>'betTxId' FOR UPDATE;
    IF FOUND AND v_bet.member_id = v_member_id AND v_bet.status <> 'void' THEN v_bets := ARRAY[v_bet]; END IF;
  ELSE
    FOR v_bet IN SELECT * FROM bet_record WHERE vendor = p->>'vendor' AND member_id = v_member_id AND round_id = p->>'roundId' AND status <> 'void' ORDER BY id FOR UPDATE LOOP
      v_bets := v_bets || v_bet;
    END LOOP;
  END IF;
  IF cardinality(v_bets) = 0 THEN RAISE EXCEPTION 'NOT_FOUND' USING ERRCODE = 'TL000'; END IF;

  FOREACH v_bet IN ARRAY v_bets LOOP
    v_stakes := v_stakes + v_bet.stake;
  END LOOP;
  -- Shared by stake; the last bet (the highest id) takes what rounding down left. Each bet is settled
  -- by its primary key.
  FOR i IN 1..cardinality(v_bets) LOOP
    v_share := CASE WHEN i = cardinality(v_bets) THEN v_payout - v_given ELSE (v_payout * v_bets[i].stake) / v_stakes END;
    v_given := v_given + v_share;
    UPDATE bet_record SET payout = payout + v_share, status = CASE WHEN payout + v_share > 0 THEN 'won' ELSE 'lost' END, settled_at = v_now
    WHERE id = v_bets[i].id;
  END LOOP;

  FOREACH v_bet IN ARRAY v_bets LOOP
    CONTINUE WHEN v_bet.status <> 'open' OR v_bet.play_money;
    v_turnover := v_turnover + v_bet.stake;
    -- Rates are points per 1.00 in hundredths, so a stake earns ten-thousandths of a point. They are
    -- added to what the member's earlier bets left over, and the whole points of the sum credited.
    v_earned := v_bet.stake * coalesce((p->'earn'->'rates'->>v_bet.category)::bigint, 0);
    CONTINUE WHEN v_earned <= 0;
    IF v_carry IS NULL THEN
      -- The row first, so a concurrent win of the same member waits for this one's carry.
      INSERT INTO points_earn_carry (member_id) VALUES (v_member_id) ON CONFLICT (member_id) DO NOTHING;
      SELECT carry INTO v_carry FROM points_earn_carry WHERE member_id = v_member_id FOR UPDATE;
    END IF;
    v_carry := v_carry + v_earned;
    v_points := v_carry / 10000;
    v_carry := v_carry % 10000;
    CONTINUE WHEN v_points <= 0;
    PERFORM ledger_post('points', p->'earn'->>'kind', (p->'earn'->>'keyPrefix') || v_bet.id, v_member_id,
      jsonb_build_object('betId', v_bet.id, 'vendor', v_bet.vendor, 'category', v_bet.category, 'remark', v_bet.category || ' ' || v_bet.game_code),
      jsonb_build_array(
        jsonb_build_array(ledger_account_for(p->'earn'->'from'), (-v_points)::text),
        jsonb_build_array(ledger_account_for(p->'earn'->'to'), v_points::text)));
  END LOOP;

  IF v_carry IS NOT NULL THEN
    UPDATE points_earn_carry SET carry = v_carry WHERE member_id = v_member_id;
  END IF;

  -- Oldest open requirement first; a stake counts once.
  IF v_turnover > 0 THEN
    FOR v_requirement IN SELECT id, required, done FROM wagering_requirement WHERE member_id = v_member_id AND status = 'open' ORDER BY id FOR UPDATE LOOP
      EXIT WHEN v_turnover <= 0;
      v_taken := least(v_requirement.required - v_requirement.done, v_turnover);
      v_turnover := v_turnover - v_taken;
      IF v_requirement.done + v_taken >= v_requirement.required THEN
        UPDATE wagering_requirement SET done = v_requirement.done + v_taken, status = 'done', closed_at = v_now WHERE id = v_requirement.id;
      ELSE
        UPDATE wagering_requirement SET done = v_requirement.done + v_taken WHERE id = v_requirement.id;
      END IF;
    END LOOP;
  END IF;

  v_member := ledger_account_for(p->'member');
  IF v_payout = 0 THEN
    v_answer := jsonb_build_object('status', 'OK', 'balance', round((SELECT balance FROM ledger_account WHERE id = v_member)::numeric / 100, 2), 'currency', p->>'currency');
  ELSE
    v_house := ledger_account_for(p->'house');
    v_answer := vendor_answer(
      ledger_post('money', 'win', p->>'ledgerKey', v_member_id, p->'metadata', jsonb_build_array(jsonb_build_array(v_house, (-v_payout)::text), jsonb_build_array(v_member, v_payout::text))),
      v_member, p->>'currency');
  END IF;
  UPDATE vendor_transaction SET answer = v_answer WHERE id = (v_claim->>'id')::bigint;
  RETURN jsonb_build_object('answer', v_answer);
END $$;