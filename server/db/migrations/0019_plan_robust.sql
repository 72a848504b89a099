-- Plans that stay right whatever the tables held when they were made. PL/pgSQL keeps a statement's
-- generic plan for the life of the connection, made from the tables' sizes and statistics of that
-- moment; with no ANALYZE since (autovacuum off, or not yet run) a plan made on an almost empty
-- table is kept while the table grows. Three of the money path's plans then read more with every bet:
-- - a win's bet, looked up by vendor and txId, through bet_record_round (vendor, member, round),
--   with only the vendor as its condition: every bet of the vendor. Led by the member, that index no
--   longer matches a lookup without one.
-- - a win's settlement, an update joined to the bets' ids, as a hash join over the whole betting
--   record. Each bet is now updated by its primary key.
-- - the team roll-up's queue, filled by joining the new entries to every member's money account.
--   Each entry now looks its own account up by primary key.
CREATE INDEX "bet_record_member_round" ON "bet_record" USING btree ("member_id","vendor","round_id");--> statement-breakpoint
DROP INDEX "bet_record_round";--> statement-breakpoint
-- As in migration 0015: every entry on a member's real money (not play money) waits here until the
-- team figures count it.
CREATE OR REPLACE FUNCTION team_rollup_enqueue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_rollup_queue (entry_id)
  SELECT n.id FROM new_entries n
  WHERE (SELECT a.member_id IS NOT NULL AND a.ledger = 'money' AND a.code <> 'play' FROM ledger_account a WHERE a.id = n.account_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- As in migration 0018, with each settled bet updated by its primary key.
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
    -- Rates are points per 1.00 in hundredths; the points round down.
    v_points := v_bet.stake * coalesce((p->'earn'->'rates'->>v_bet.category)::bigint, 0) / 10000;
    CONTINUE WHEN v_points <= 0;
    PERFORM ledger_post('points', p->'earn'->>'kind', (p->'earn'->>'keyPrefix') || v_bet.id, v_member_id,
      jsonb_build_object('betId', v_bet.id, 'vendor', v_bet.vendor, 'category', v_bet.category, 'remark', v_bet.category || ' ' || v_bet.game_code),
      jsonb_build_array(
        jsonb_build_array(ledger_account_for(p->'earn'->'from'), (-v_points)::text),
        jsonb_build_array(ledger_account_for(p->'earn'->'to'), v_points::text)));
  END LOOP;

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