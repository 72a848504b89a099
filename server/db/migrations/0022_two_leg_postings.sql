-- A transfer of two legs on two accounts, the shape of every bet, win, rollback and points earning,
-- posted with PL/pgSQL expressions instead of queries: the legs read, the accounts put in order and
-- the entries written without a query each. Each query run inside a function costs its own start and
-- end; for a two-leg transfer those were a third of the posting's time. Any other shape (one leg,
-- more than two, one account twice) takes the path of migration 0018, and the hashed text, the
-- balances, the entries and their order are the same on both paths.

-- As in migration 0018: sha256 of ["kind",member,["account:amount",...]] with the legs sorted ("C").
CREATE OR REPLACE FUNCTION ledger_fingerprint(p_kind text, p_member_id bigint, p_legs jsonb) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  v_first text;
  v_second text;
  v_legs text;
BEGIN
  IF jsonb_array_length(p_legs) = 2 THEN
    v_first := (p_legs->0->>0) || ':' || (p_legs->0->>1);
    v_second := (p_legs->1->>0) || ':' || (p_legs->1->>1);
  END IF;
  IF v_first IS NOT NULL AND v_second IS NOT NULL THEN
    v_legs := CASE WHEN v_second COLLATE "C" < v_first COLLATE "C"
      THEN to_json(v_second)::text || ',' || to_json(v_first)::text
      ELSE to_json(v_first)::text || ',' || to_json(v_second)::text END;
  ELSE
    v_legs := coalesce((SELECT string_agg(to_json(leg)::text, ',' ORDER BY leg COLLATE "C")
                        FROM (SELECT (l->>0) || ':' || (l->>1) AS leg FROM jsonb_array_elements(p_legs) l) legs), '');
  END IF;
  RETURN encode(sha256(convert_to('[' || to_json(p_kind)::text || ',' || coalesce(p_member_id::text, 'null') || ',[' || v_legs || ']]', 'UTF8')), 'hex');
END $$;
--> statement-breakpoint
-- As in migration 0018 (its comment holds), with the two-leg path.
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
    UPDATE ledger_account SET balance = balance + v_deltas[i] WHERE id = v_ids[i] RETURNING ledger, balance INTO v_ledger, v_balance;
    IF NOT FOUND OR v_ledger <> p_ledger THEN
      RAISE EXCEPTION 'an account of the transfer is missing or not on the % ledger', p_ledger;
    END IF;
    v_balances := v_balances || jsonb_build_object(v_ids[i]::text, v_balance::text);
  END LOOP;
  IF v_two THEN
    -- One leg an account: each entry's balance after it is its account's new balance.
    INSERT INTO ledger_entry (transfer_id, account_id, amount, balance_after) VALUES
      (v_transfer_id, v_accounts[1], v_amounts[1], (v_balances->>v_accounts[1]::text)::bigint),
      (v_transfer_id, v_accounts[2], v_amounts[2], (v_balances->>v_accounts[2]::text)::bigint);
  ELSE
    INSERT INTO ledger_entry (transfer_id, account_id, amount, balance_after)
    SELECT v_transfer_id, g.account_id, g.amount,
      (v_balances->>g.account_id::text)::bigint - coalesce(sum(g.amount) OVER (PARTITION BY g.account_id ORDER BY g.ord DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
    FROM unnest(v_accounts, v_amounts) WITH ORDINALITY AS g(account_id, amount, ord)
    ORDER BY g.ord;
  END IF;
  RETURN jsonb_build_object('transferId', v_transfer_id, 'replayed', false, 'balances', v_balances, 'metadata', p_metadata);
END $$;
