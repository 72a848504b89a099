-- An account key may carry its account's id. The server keeps the ids it has read
-- (server/modules/ledger/known-accounts.ts), so a seamless bet and its win name their six accounts
-- by id instead of looking each one up: six of the pair's thirty-one statements, and a ninth of
-- PostgreSQL's time on it (README, Performance). A key without an id is looked up, and its account
-- created on first use, as before; ledger_post still refuses an account off the transfer's ledger.
CREATE OR REPLACE FUNCTION ledger_account_for(p_key jsonb) RETURNS bigint LANGUAGE sql AS $$
  SELECT coalesce((p_key->>'id')::bigint, ledger_account_id(p_key->>'ledger', (p_key->>'memberId')::bigint, p_key->>'code', p_key->>'currency'))
$$;
--> statement-breakpoint
-- A kept id stays right because the account table keeps what an id stands for: an account is never
-- deleted, and its id, ledger, member, code and currency never change. Only its balance moves.
CREATE FUNCTION ledger_accounts_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger accounts are never deleted and only their balance changes';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_account_never_deleted BEFORE DELETE ON "ledger_account" FOR EACH ROW EXECUTE FUNCTION ledger_accounts_kept();
--> statement-breakpoint
CREATE TRIGGER ledger_account_never_truncated BEFORE TRUNCATE ON "ledger_account" FOR EACH STATEMENT EXECUTE FUNCTION ledger_accounts_kept();
--> statement-breakpoint
CREATE TRIGGER ledger_account_key_kept BEFORE UPDATE OF "id", "ledger", "member_id", "code", "currency" ON "ledger_account" FOR EACH ROW
  WHEN ((OLD.id, OLD.ledger, OLD.member_id, OLD.code, OLD.currency) IS DISTINCT FROM (NEW.id, NEW.ledger, NEW.member_id, NEW.code, NEW.currency))
  EXECUTE FUNCTION ledger_accounts_kept();
--> statement-breakpoint
-- As in migration 0017, with the member's exclusions in force and limits of the kinds asked read by
-- one query: a member with neither, most members, is answered by it alone, where the loop over the
-- limits was a second query on every bet.
CREATE OR REPLACE FUNCTION protection_refusal(p_member_id bigint, p_kinds text[], p_amount bigint, p_time_zone text, p_now timestamptz) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_excluded boolean;
  v_limited boolean;
  v_limit record;
  v_locked boolean := false;
BEGIN
  SELECT EXISTS (SELECT 1 FROM protection_exclusions_in_force(p_member_id, p_now)),
    EXISTS (SELECT 1 FROM protection_limit WHERE member_id = p_member_id AND value IS NOT NULL AND kind = ANY (p_kinds))
  INTO v_excluded, v_limited;
  IF v_excluded THEN
    RETURN '{"reason":"excluded"}'::jsonb;
  END IF;
  IF NOT v_limited THEN
    RETURN NULL;
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
