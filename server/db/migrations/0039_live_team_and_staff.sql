-- Live events, as in migration 0038, for the agent center and the back office.

-- team: "t:<agent>" for each agent whose team gained a member (a registration anywhere below it, or
-- a member moved in), so its overview's counts follow; "t:*" once when a statement reached more
-- agents than are worth naming (an import).
CREATE FUNCTION live_team_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_agents bigint[];
BEGIN
  SELECT array_agg(s.ancestor_id) INTO v_agents FROM (SELECT DISTINCT ancestor_id FROM added WHERE depth > 0 LIMIT 501) s;
  IF cardinality(v_agents) > 500 THEN
    PERFORM pg_notify('tala_events', 't:*');
  ELSIF v_agents IS NOT NULL THEN
    PERFORM pg_notify('tala_events', 't:' || a) FROM unnest(v_agents) AS a;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_team AFTER INSERT ON member_team REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION live_team_notify();
--> statement-breakpoint
-- staff session: "S:<session>" when a back-office session ends (sign-out, the staff member disabled,
-- the second factor reset): its streams are told and closed.
CREATE FUNCTION live_staff_session_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tala_events', 'S:' || NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_staff_session AFTER UPDATE OF ended_at ON staff_session FOR EACH ROW
  WHEN (OLD.ended_at IS NULL AND NEW.ended_at IS NOT NULL)
  EXECUTE FUNCTION live_staff_session_notify();
