-- The seamless wallet's money path, cheaper for the database's CPU; the rules and answers are those of
-- migrations 0015 and 0016.
-- - SQL-language helpers called from PL/pgSQL were parsed and planned again in every transaction;
--   as PL/pgSQL, their plans are kept for the connection.
-- - A posting locks each account by updating it, in ascending id order (so two postings never
--   deadlock), instead of locking all, checking, then updating. A member's account that would go
--   below zero fails the balance check of ledger_account itself; nothing of the transfer stays.
-- - A win with the bet's txId reads that bet by the unique index of the id alone; with the member
--   in the query, the planner could take the member's round index and read all their bets.
-- - A settled bet's change to the team's betting figures is one queued row (the difference), not two.

-- As in migration 0016, the same text hashed.
CREATE OR REPLACE FUNCTION ledger_fingerprint(p_kind text, p_member_id bigint, p_legs jsonb) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN encode(sha256(convert_to(
    '[' || to_json(p_kind)::text || ',' || coalesce(p_member_id::text, 'null') || ',['
      || coalesce((SELECT string_agg(to_json(leg)::text, ',' ORDER BY leg COLLATE "C")
                   FROM (SELECT (l->>0) || ':' || (l->>1) AS leg FROM jsonb_array_elements(p_legs) l) legs), '')
      || ']]', 'UTF8')), 'hex');
END $$;
--> statement-breakpoint
-- One double-entry transfer in the caller's transaction, p_legs [[account id, "amount"], ...]. The key
-- is claimed first, before any account is locked: a concurrent duplicate waits on it, then replays
-- the first transfer or is refused (IDEMPOTENCY_KEY_REUSED). Each account's legs are summed and the
-- account updated, lowest id first; the entries then carry each leg's balance after it.
CREATE OR REPLACE FUNCTION ledger_post(p_ledger text, p_kind text, p_key text, p_member_id bigint, p_metadata jsonb, p_legs jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_fingerprint text := ledger_fingerprint(p_kind, p_member_id, p_legs);
  v_transfer_id bigint;
  v_existing ledger_transfer;
  v_accounts bigint[];
  v_amounts bigint[];
  v_ids bigint[];
  v_deltas bigint[];
  v_ledger text;
  v_balance bigint;
  v_balances jsonb := '{}';
BEGIN
  INSERT INTO ledger_transfer (ledger, kind, idempotency_key, fingerprint, member_id, metadata)
  VALUES (p_ledger, p_kind, p_key, v_fingerprint, p_member_id, p_metadata)
  ON CONFLICT (ledger, idempotency_key) DO NOTHING
  RETURNING id INTO v_transfer_id;
  IF v_transfer_id IS NULL THEN
    SELECT * INTO v_existing FROM ledger_transfer WHERE ledger = p_ledger AND idempotency_key = p_key;
    IF v_existing.fingerprint <> v_fingerprint THEN RAISE EXCEPTION 'IDEMPOTENCY_KEY_REUSED' USING ERRCODE = 'TL000'; END IF;
    SELECT jsonb_object_agg(account_id::text, balance_after::text ORDER BY id) INTO v_balances FROM ledger_entry WHERE transfer_id = v_existing.id;
    RETURN jsonb_build_object('transferId', v_existing.id, 'replayed', true, 'balances', coalesce(v_balances, '{}'), 'metadata', v_existing.metadata);
  END IF;

  SELECT array_agg((e.l->>0)::bigint ORDER BY e.ord), array_agg((e.l->>1)::bigint ORDER BY e.ord) INTO v_accounts, v_amounts
  FROM jsonb_array_elements(p_legs) WITH ORDINALITY AS e(l, ord);
  SELECT array_agg(s.account_id ORDER BY s.account_id), array_agg(s.delta ORDER BY s.account_id) INTO v_ids, v_deltas
  FROM (SELECT g.account_id, sum(g.amount)::bigint AS delta FROM unnest(v_accounts, v_amounts) AS g(account_id, amount) GROUP BY g.account_id) s;
  FOR i IN 1..cardinality(v_ids) LOOP
    UPDATE ledger_account SET balance = balance + v_deltas[i] WHERE id = v_ids[i] RETURNING ledger, balance INTO v_ledger, v_balance;
    IF NOT FOUND OR v_ledger <> p_ledger THEN
      RAISE EXCEPTION 'an account of the transfer is missing or not on the % ledger', p_ledger;
    END IF;
    v_balances := v_balances || jsonb_build_object(v_ids[i]::text, v_balance::text);
  END LOOP;
  INSERT INTO ledger_entry (transfer_id, account_id, amount, balance_after)
  SELECT v_transfer_id, g.account_id, g.amount,
    (v_balances->>g.account_id::text)::bigint - coalesce(sum(g.amount) OVER (PARTITION BY g.account_id ORDER BY g.ord DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
  FROM unnest(v_accounts, v_amounts) WITH ORDINALITY AS g(account_id, amount, ord)
  ORDER BY g.ord;
  RETURN jsonb_build_object('transferId', v_transfer_id, 'replayed', false, 'balances', v_balances, 'metadata', p_metadata);
END $$;
--> statement-breakpoint
-- As in migration 0016: the member side's balance after a posted game transfer, in units.
CREATE OR REPLACE FUNCTION vendor_answer(p_posted jsonb, p_member_account bigint, p_currency text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN jsonb_build_object('status', 'OK', 'balance', round(coalesce((p_posted->'balances'->>p_member_account::text)::numeric, 0) / 100, 2),
    'currency', p_currency, 'reference', 'T' || (p_posted->>'transferId'));
END $$;
--> statement-breakpoint
-- As in migration 0016 (its comment holds), with the bet read by its txId alone and the shares
-- counted in PL/pgSQL.
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
  v_ids bigint[] := '{}';
  v_shares bigint[] := '{}';
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
  -- Shared by stake; the last bet (the highest id) takes what rounding down left.
  FOR i IN 1..cardinality(v_bets) LOOP
    v_share := CASE WHEN i = cardinality(v_bets) THEN v_payout - v_given ELSE (v_payout * v_bets[i].stake) / v_stakes END;
    v_given := v_given + v_share;
    v_ids := v_ids || v_bets[i].id;
    v_shares := v_shares || v_share;
  END LOOP;
  UPDATE bet_record r SET payout = r.payout + t.share, status = CASE WHEN r.payout + t.share > 0 THEN 'won' ELSE 'lost' END, settled_at = v_now
  FROM unnest(v_ids, v_shares) AS t(id, share) WHERE r.id = t.id;

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
--> statement-breakpoint
-- As in migration 0015, an update queueing the difference of each changed bet in one row.
CREATE OR REPLACE FUNCTION team_bets_enqueue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO team_bet_queue (member_id, placed_at, category, game_vendor, bets, stake, valid_bet, payout)
    SELECT member_id, placed_at, category, game_vendor, sum(bets), sum(stake), sum(valid_bet), sum(payout)
    FROM (
      SELECT member_id, placed_at, category, game_vendor, -1 AS bets, -stake AS stake, CASE WHEN status = 'void' THEN 0 ELSE -stake END AS valid_bet, -payout AS payout
      FROM old_bets WHERE NOT play_money
      UNION ALL
      SELECT member_id, placed_at, category, game_vendor, 1, stake, CASE WHEN status = 'void' THEN 0 ELSE stake END, payout
      FROM new_bets WHERE NOT play_money
    ) change
    GROUP BY member_id, placed_at, category, game_vendor
    HAVING sum(bets) <> 0 OR sum(stake) <> 0 OR sum(valid_bet) <> 0 OR sum(payout) <> 0;
    RETURN NULL;
  END IF;
  INSERT INTO team_bet_queue (member_id, placed_at, category, game_vendor, bets, stake, valid_bet, payout)
  SELECT member_id, placed_at, category, game_vendor, 1, stake, CASE WHEN status = 'void' THEN 0 ELSE stake END, payout
  FROM new_bets WHERE NOT play_money;
  RETURN NULL;
END $$;