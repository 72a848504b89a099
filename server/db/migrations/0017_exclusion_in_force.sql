-- The member's time-outs and self-exclusions in force at p_now: started and not ended (a permanent one
-- never ends). The one home of that rule: money moves ask it through protection_refusal, and the
-- member's screens and sign-in through server/modules/protection/enforce.ts.
CREATE FUNCTION protection_exclusions_in_force(p_member_id bigint, p_now timestamptz) RETURNS SETOF bigint LANGUAGE sql STABLE AS $$
  SELECT id FROM protection_exclusion WHERE member_id = p_member_id AND starts_at <= p_now AND (ends_at IS NULL OR ends_at > p_now)
$$;
--> statement-breakpoint
-- As in migration 0016, with the exclusion read through protection_exclusions_in_force.
CREATE OR REPLACE FUNCTION protection_refusal(p_member_id bigint, p_kinds text[], p_amount bigint, p_time_zone text, p_now timestamptz) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_limit record;
  v_locked boolean := false;
BEGIN
  IF EXISTS (SELECT 1 FROM protection_exclusions_in_force(p_member_id, p_now)) THEN
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
