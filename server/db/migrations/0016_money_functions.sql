-- The ledger's posting rules, the player-protection check and the seamless wallet's bet and win
-- live here as functions, so a money call holds its locks for one round trip instead of ten.
-- Refusals a caller answers are raised with SQLSTATE TL000 and the answer's code as the message;
-- a member account that would go below zero raises the balance check's own error.

-- What a transfer asks for, independent of leg order: sha256 of ["kind",member,["account:amount",...]]
-- with the legs sorted, exactly as the transfers written before this migration were fingerprinted.
CREATE FUNCTION ledger_fingerprint(p_kind text, p_member_id bigint, p_legs jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(
    '[' || to_json(p_kind)::text || ',' || coalesce(p_member_id::text, 'null') || ',['
      || coalesce((SELECT string_agg(to_json(leg)::text, ',' ORDER BY leg COLLATE "C")
                   FROM (SELECT (l->>0) || ':' || (l->>1) AS leg FROM jsonb_array_elements(p_legs) l) legs), '')
      || ']]', 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- The account's id, created on first use; safe when two calls create it at once. A member's account
-- and a system account are looked up apart, so each read uses its own unique index.
CREATE FUNCTION ledger_account_id(p_ledger text, p_member_id bigint, p_code text, p_currency text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  FOR attempt IN 1..2 LOOP
    IF p_member_id IS NULL THEN
      SELECT id INTO v_id FROM ledger_account WHERE ledger = p_ledger AND code = p_code AND member_id IS NULL;
    ELSE
      SELECT id INTO v_id FROM ledger_account WHERE ledger = p_ledger AND member_id = p_member_id AND code = p_code;
    END IF;
    IF v_id IS NOT NULL THEN RETURN v_id; END IF;
    IF attempt = 1 THEN
      INSERT INTO ledger_account (ledger, member_id, code, currency) VALUES (p_ledger, p_member_id, p_code, p_currency) ON CONFLICT DO NOTHING;
    END IF;
  END LOOP;
  RAISE EXCEPTION 'ledger account %/% could not be created', p_ledger, p_code;
END $$;
--> statement-breakpoint
-- The same for a key as the server writes it: {"ledger", "memberId" (absent for a system account), "code", "currency"}.
CREATE FUNCTION ledger_account_for(p_key jsonb) RETURNS bigint LANGUAGE sql AS $$
  SELECT ledger_account_id(p_key->>'ledger', (p_key->>'memberId')::bigint, p_key->>'code', p_key->>'currency')
$$;
--> statement-breakpoint
-- One double-entry transfer in the caller's transaction. p_legs is [[account id, "amount"], ...].
-- The key is claimed first, before any account is locked: a concurrent duplicate waits on it, then
-- replays the first transfer (the same request) or is refused (IDEMPOTENCY_KEY_REUSED). The accounts
-- are then locked in ascending id order and checked; the balances and the entries (each with the
-- balance after it) are written by the next statement, under those locks.
CREATE FUNCTION ledger_post(p_ledger text, p_kind text, p_key text, p_member_id bigint, p_metadata jsonb, p_legs jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_fingerprint text := ledger_fingerprint(p_kind, p_member_id, p_legs);
  v_transfer_id bigint;
  v_existing ledger_transfer;
  v_accounts bigint[];
  v_amounts bigint[];
  v_found int;
  v_off_ledger int;
  v_below_zero int;
  v_balances jsonb;
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
  -- `= ANY (array)` keeps every read of the accounts on their primary key.
  WITH sums AS (SELECT g.account_id, sum(g.amount) AS delta FROM unnest(v_accounts, v_amounts) AS g(account_id, amount) GROUP BY g.account_id),
  locked AS (SELECT a.id, a.ledger, a.member_id, a.balance FROM ledger_account a WHERE a.id = ANY (v_accounts) ORDER BY a.id FOR UPDATE)
  SELECT count(*), count(*) FILTER (WHERE l.ledger <> p_ledger), count(*) FILTER (WHERE l.member_id IS NOT NULL AND l.balance + s.delta < 0)
  INTO v_found, v_off_ledger, v_below_zero
  FROM locked l JOIN sums s ON s.account_id = l.id;
  IF v_found <> (SELECT count(DISTINCT g) FROM unnest(v_accounts) g) OR v_off_ledger > 0 THEN
    RAISE EXCEPTION 'an account of the transfer is missing or not on the % ledger', p_ledger;
  END IF;
  IF v_below_zero > 0 THEN
    RAISE EXCEPTION 'INSUFFICIENT_FUNDS' USING ERRCODE = '23514', CONSTRAINT = 'ledger_account_member_not_negative';
  END IF;

  WITH legs AS (SELECT g.ord, g.account_id, g.amount FROM unnest(v_accounts, v_amounts) WITH ORDINALITY AS g(account_id, amount, ord)),
  sums AS (SELECT account_id, sum(amount) AS delta FROM legs GROUP BY account_id),
  updated AS (UPDATE ledger_account a SET balance = a.balance + s.delta FROM sums s WHERE a.id = ANY (v_accounts) AND a.id = s.account_id RETURNING a.id, a.balance),
  entries AS (
    INSERT INTO ledger_entry (transfer_id, account_id, amount, balance_after)
    SELECT v_transfer_id, g.account_id, g.amount,
      u.balance - coalesce(sum(g.amount) OVER (PARTITION BY g.account_id ORDER BY g.ord DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
    FROM legs g JOIN updated u ON u.id = g.account_id
    ORDER BY g.ord
    RETURNING 1
  )
  SELECT jsonb_object_agg(u.id::text, u.balance::text) INTO v_balances FROM updated u;
  RETURN jsonb_build_object('transferId', v_transfer_id, 'replayed', false, 'balances', v_balances, 'metadata', p_metadata);
END $$;
--> statement-breakpoint
-- How much of a money limit the member used since `p_since`, in minor units: deposits requested or
-- credited; stakes of real-money bets; the net loss of those bets, an open bet counting as lost.
CREATE FUNCTION protection_used(p_member_id bigint, p_kind text, p_since timestamptz) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT CASE p_kind
    WHEN 'deposit' THEN (SELECT coalesce(sum(amount), 0) FROM deposit_request
      WHERE member_id = p_member_id AND status IN ('pending', 'approved') AND created_at >= p_since)
    WHEN 'wager' THEN (SELECT coalesce(sum(stake), 0) FROM bet_record
      WHERE member_id = p_member_id AND NOT play_money AND status <> 'void' AND placed_at >= p_since)
    ELSE (SELECT greatest(coalesce(sum(stake - payout), 0), 0) FROM bet_record
      WHERE member_id = p_member_id AND NOT play_money AND status <> 'void' AND placed_at >= p_since)
  END::bigint
$$;
--> statement-breakpoint
-- The start of the day, week (Monday) or month `p_now` falls in, in the operator's time zone.
CREATE FUNCTION protection_period_start(p_period text, p_time_zone text, p_now timestamptz) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT date_trunc(p_period, p_now AT TIME ZONE p_time_zone) AT TIME ZONE p_time_zone
$$;
--> statement-breakpoint
-- Whether a money move of p_amount may happen at p_now: {"reason":"excluded"} during a time-out or
-- self-exclusion, {"reason":"limit",...} when it would take a limit of p_kinds past its value in the
-- current period, null when it may. The member's limit checks take turns (an advisory lock on the
-- member), so parallel moves never pass a limit together.
CREATE FUNCTION protection_refusal(p_member_id bigint, p_kinds text[], p_amount bigint, p_time_zone text, p_now timestamptz) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_limit record;
  v_locked boolean := false;
BEGIN
  IF EXISTS (SELECT 1 FROM protection_exclusion WHERE member_id = p_member_id AND starts_at <= p_now AND (ends_at IS NULL OR ends_at > p_now)) THEN
    RETURN '{"reason":"excluded"}'::jsonb;
  END IF;
  FOR v_limit IN SELECT kind, period, value FROM protection_limit
    WHERE member_id = p_member_id AND value IS NOT NULL AND kind = ANY (p_kinds) ORDER BY kind, period
  LOOP
    IF NOT v_locked THEN
      PERFORM pg_advisory_xact_lock(72415101, p_member_id::int);
      v_locked := true;
    END IF;
    IF protection_used(p_member_id, v_limit.kind, protection_period_start(v_limit.period, p_time_zone, p_now)) + p_amount > v_limit.value THEN
      RETURN jsonb_build_object('reason', 'limit', 'kind', v_limit.kind, 'period', v_limit.period);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Takes (vendor, operation, txId) for a vendor's call: {"id":...} when it is new, else the row that
-- has it ({"row":{...}}). A concurrent repeat waits on the unique index until the first commits. The
-- answer written with a claim is replaced by the real one before its transaction commits.
CREATE FUNCTION vendor_claim(p_vendor text, p_operation text, p_tx_id text, p_member_id bigint, p_fingerprint text,
  p_tombstone boolean DEFAULT false, p_answer jsonb DEFAULT NULL) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_row vendor_transaction;
BEGIN
  INSERT INTO vendor_transaction (vendor, operation, tx_id, member_id, fingerprint, tombstone, answer)
  VALUES (p_vendor, p_operation, p_tx_id, p_member_id, p_fingerprint, coalesce(p_tombstone, false),
    coalesce(p_answer, '{"status":"OK","balance":null,"currency":null}'))
  ON CONFLICT (vendor, operation, tx_id) DO NOTHING
  RETURNING id INTO v_id;
  IF v_id IS NOT NULL THEN RETURN jsonb_build_object('id', v_id); END IF;
  SELECT * INTO v_row FROM vendor_transaction WHERE vendor = p_vendor AND operation = p_operation AND tx_id = p_tx_id;
  RETURN jsonb_build_object('row', jsonb_build_object('memberId', v_row.member_id, 'fingerprint', v_row.fingerprint, 'tombstone', v_row.tombstone, 'answer', v_row.answer));
END $$;
--> statement-breakpoint
-- The vendor's answer of a posted game transfer: the member side's balance after it, in units.
CREATE FUNCTION vendor_answer(p_posted jsonb, p_member_account bigint, p_currency text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('status', 'OK', 'balance', round(coalesce((p_posted->'balances'->>p_member_account::text)::numeric, 0) / 100, 2),
    'currency', p_currency, 'reference', 'T' || (p_posted->>'transferId'))
$$;
--> statement-breakpoint
-- A seamless bet (server/modules/vendors/seamless.ts builds p): the claim of its txId, the member's
-- limits and exclusions (not for play money), the betting record, then the transfer from the
-- member's side to the house's, and the answer kept for a repeat.
CREATE FUNCTION vendor_bet(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_member_id bigint := (p->>'memberId')::bigint;
  v_stake bigint := (p->>'stake')::bigint;
  v_now timestamptz := (p->>'now')::timestamptz;
  v_claim jsonb;
  v_member bigint;
  v_house bigint;
  v_answer jsonb;
BEGIN
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
--> statement-breakpoint
-- A seamless win: the claim of its txId; the member's bets it settles (one by its txId, or every
-- bet of the round), locked, sharing the payout by stake with the rounding remainder on the last;
-- the points and the wagering turnover of bets settled for the first time (real money only; a bet
-- earns once, its key being the bet); then the transfer from the house's side to the member's.
CREATE FUNCTION vendor_win(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_member_id bigint := (p->>'memberId')::bigint;
  v_payout bigint := (p->>'payout')::bigint;
  v_now timestamptz := (p->>'now')::timestamptz;
  v_claim jsonb;
  v_bets bet_record[] := '{}';
  v_bet bet_record;
  v_stakes bigint := 0;
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
    FOR v_bet IN SELECT * FROM bet_record WHERE vendor = p->>'vendor' AND tx_id = p->>'betTxId' AND member_id = v_member_id AND status <> 'void' ORDER BY id FOR UPDATE LOOP
      v_bets := v_bets || v_bet;
    END LOOP;
  ELSE
    FOR v_bet IN SELECT * FROM bet_record WHERE vendor = p->>'vendor' AND member_id = v_member_id AND round_id = p->>'roundId' AND status <> 'void' ORDER BY id FOR UPDATE LOOP
      v_bets := v_bets || v_bet;
    END LOOP;
  END IF;
  IF cardinality(v_bets) = 0 THEN RAISE EXCEPTION 'NOT_FOUND' USING ERRCODE = 'TL000'; END IF;

  SELECT sum(b.stake) INTO v_stakes FROM unnest(v_bets) b;
  WITH shares AS (
    SELECT b.id, (v_payout * b.stake) / v_stakes AS share, row_number() OVER (ORDER BY b.id DESC) = 1 AS last FROM unnest(v_bets) b
  ), given AS (SELECT sum(share) AS total FROM shares),
  totals AS (SELECT s.id, s.share + CASE WHEN s.last THEN v_payout - g.total ELSE 0 END AS share FROM shares s, given g)
  UPDATE bet_record r SET payout = r.payout + t.share, status = CASE WHEN r.payout + t.share > 0 THEN 'won' ELSE 'lost' END, settled_at = v_now
  FROM totals t WHERE r.id = t.id;

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
