-- The team roll-up's queue filled by the posting itself, not by a statement trigger on ledger_entry.
-- The trigger built a transition table and ran a query over it for every posting, the points
-- postings included, which queue nothing: about a twentieth of the database's time on a bet and its
-- win. ledger_post knows each account's ledger, member and code from the update that moves its
-- balance, so it queues the entries in the statement that writes them. Every other writer of entries
-- (server/modules/ledger/batch.ts) calls team_rollup_enqueue_transfers.

-- Which entries the team figures count: those on a member's real money, not play money.
CREATE FUNCTION team_rollup_counts(p_ledger text, p_member_id bigint, p_code text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT p_member_id IS NOT NULL AND p_ledger = 'money' AND p_code <> 'play'
$$;
--> statement-breakpoint
-- Queues the counted entries of these transfers, for writers of entries other than ledger_post.
CREATE FUNCTION team_rollup_enqueue_transfers(p_transfer_ids bigint[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO team_rollup_queue (entry_id)
  SELECT e.id FROM ledger_entry e JOIN ledger_account a ON a.id = e.account_id
  WHERE e.transfer_id = ANY(p_transfer_ids) AND team_rollup_counts(a.ledger, a.member_id, a.code)
$$;
--> statement-breakpoint
DROP TRIGGER team_rollup_enqueue ON ledger_entry;
--> statement-breakpoint
DROP FUNCTION team_rollup_enqueue();
--> statement-breakpoint
-- As in migration 0022 (its comment holds), with the entries the team figures count queued as they are written.
CREATE OR REPLACE FUNCTION ledger_post(p_ledger text, p_kind text, p_key text, p_member_id bigint, p_metadata jsonb, p_legs jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_fingerprint text := ledger_fingerprint(p_kind, p_member_id, p_legs);
  v_transfer_id bigint;
  v_existing ledger_transfer;
  v_accounts bigint[];
  v_amounts bigint[];
  v_two boolean;
  v_ids bigint[];
  v_deltas bigint[];
  v_ledger text;
  v_balance bigint;
  v_counts boolean;
  v_counted bigint[] := '{}';
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

  IF jsonb_array_length(p_legs) = 2 THEN
    v_accounts := ARRAY[(p_legs->0->>0)::bigint, (p_legs->1->>0)::bigint];
    v_amounts := ARRAY[(p_legs->0->>1)::bigint, (p_legs->1->>1)::bigint];
  ELSE
    SELECT array_agg((e.l->>0)::bigint ORDER BY e.ord), array_agg((e.l->>1)::bigint ORDER BY e.ord) INTO v_accounts, v_amounts
    FROM jsonb_array_elements(p_legs) WITH ORDINALITY AS e(l, ord);
  END IF;
  v_two := cardinality(v_accounts) = 2 AND v_accounts[1] <> v_accounts[2];
  IF v_two AND v_accounts[1] < v_accounts[2] THEN
    v_ids := v_accounts;
    v_deltas := v_amounts;
  ELSIF v_two THEN
    v_ids := ARRAY[v_accounts[2], v_accounts[1]];
    v_deltas := ARRAY[v_amounts[2], v_amounts[1]];
  ELSE
    SELECT array_agg(s.account_id ORDER BY s.account_id), array_agg(s.delta ORDER BY s.account_id) INTO v_ids, v_deltas
    FROM (SELECT g.account_id, sum(g.amount)::bigint AS delta FROM unnest(v_accounts, v_amounts) AS g(account_id, amount) GROUP BY g.account_id) s;
  END IF;
  FOR i IN 1..cardinality(v_ids) LOOP
    UPDATE ledger_account SET balance = balance + v_deltas[i] WHERE id = v_ids[i]
    RETURNING ledger, balance, team_rollup_counts(ledger, member_id, code) INTO v_ledger, v_balance, v_counts;
    IF NOT FOUND OR v_ledger <> p_ledger THEN
      RAISE EXCEPTION 'an account of the transfer is missing or not on the % ledger', p_ledger;
    END IF;
    v_balances := v_balances || jsonb_build_object(v_ids[i]::text, v_balance::text);
    IF v_counts THEN v_counted := v_counted || v_ids[i]; END IF;
  END LOOP;
  IF v_two THEN
    -- One leg an account: each entry's balance after it is its account's new balance.
    WITH written AS (
      INSERT INTO ledger_entry (transfer_id, account_id, amount, balance_after) VALUES
        (v_transfer_id, v_accounts[1], v_amounts[1], (v_balances->>v_accounts[1]::text)::bigint),
        (v_transfer_id, v_accounts[2], v_amounts[2], (v_balances->>v_accounts[2]::text)::bigint)
      RETURNING id, account_id)
    INSERT INTO team_rollup_queue (entry_id) SELECT id FROM written WHERE account_id = ANY(v_counted);
  ELSE
    WITH written AS (
      INSERT INTO ledger_entry (transfer_id, account_id, amount, balance_after)
      SELECT v_transfer_id, g.account_id, g.amount,
        (v_balances->>g.account_id::text)::bigint - coalesce(sum(g.amount) OVER (PARTITION BY g.account_id ORDER BY g.ord DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
      FROM unnest(v_accounts, v_amounts) WITH ORDINALITY AS g(account_id, amount, ord)
      ORDER BY g.ord
      RETURNING id, account_id)
    INSERT INTO team_rollup_queue (entry_id) SELECT id FROM written WHERE account_id = ANY(v_counted);
  END IF;
  RETURN jsonb_build_object('transferId', v_transfer_id, 'replayed', false, 'balances', v_balances, 'metadata', p_metadata);
END $$;
