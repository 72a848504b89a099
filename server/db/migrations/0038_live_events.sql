-- Live events (server/modules/events): each change a signed-in client follows announces itself on
-- the channel tala_events with pg_notify, inside the transaction that makes it. PostgreSQL (and
-- PGlite) deliver a notification only when that transaction commits, and never for one rolled back,
-- so every process LISTENing learns of a change exactly when others can read it. The triggers add
-- no statement and no round trip to the money path; a transaction's identical payloads are sent once.
-- Payloads are short texts the server parses (server/modules/events/notification.ts).

-- balance: "b:<member>" after any movement on a member's money account, whoever writes it
-- (ledger_post, the batched postings, an operator's correction).
CREATE FUNCTION live_balance_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tala_events', 'b:' || NEW.member_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_balance AFTER UPDATE OF balance ON ledger_account FOR EACH ROW
  WHEN (NEW.member_id IS NOT NULL AND NEW.ledger = 'money' AND NEW.balance IS DISTINCT FROM OLD.balance)
  EXECUTE FUNCTION live_balance_notify();
--> statement-breakpoint
-- inbox: "i:<member>" for each member whose inbox changed (a message delivered, read or deleted);
-- "i:*" once when a statement reached more members than are worth naming (a message to everyone).
CREATE FUNCTION live_inbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_members bigint[];
BEGIN
  SELECT array_agg(s.member_id) INTO v_members FROM (SELECT DISTINCT member_id FROM changed LIMIT 501) s;
  IF cardinality(v_members) > 500 THEN
    PERFORM pg_notify('tala_events', 'i:*');
  ELSIF v_members IS NOT NULL THEN
    PERFORM pg_notify('tala_events', 'i:' || m) FROM unnest(v_members) AS m;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_inbox_added AFTER INSERT ON inbox_delivery REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION live_inbox_notify();
--> statement-breakpoint
CREATE TRIGGER live_inbox_changed AFTER UPDATE ON inbox_delivery REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION live_inbox_notify();
--> statement-breakpoint
-- notice: "n:<id>" when a popup announcement is written or changed while enabled.
CREATE FUNCTION live_notice_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tala_events', 'n:' || NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_notice AFTER INSERT OR UPDATE ON notice FOR EACH ROW
  WHEN (NEW.type = 'PU' AND NEW.enabled)
  EXECUTE FUNCTION live_notice_notify();
--> statement-breakpoint
-- payment: "p:<member>:<d|w>:<id>:<status>" when a deposit or withdrawal request is made or changes
-- state, and "q" for the back office's queue counts.
CREATE FUNCTION live_payment_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status THEN RETURN NULL; END IF;
  PERFORM pg_notify('tala_events', 'p:' || NEW.member_id || ':' || TG_ARGV[0] || ':' || NEW.id || ':' || NEW.status);
  PERFORM pg_notify('tala_events', 'q');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_deposit AFTER INSERT OR UPDATE OF status ON deposit_request FOR EACH ROW EXECUTE FUNCTION live_payment_notify('d');
--> statement-breakpoint
CREATE TRIGGER live_withdrawal AFTER INSERT OR UPDATE OF status ON withdrawal_request FOR EACH ROW EXECUTE FUNCTION live_payment_notify('w');
--> statement-breakpoint
-- session: "s:<session>" when a session is ended (logout, logout elsewhere, suspension, password
-- change, closing the account): its streams are told and closed.
CREATE FUNCTION live_session_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tala_events', 's:' || NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_session AFTER UPDATE OF revoked_at ON session FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION live_session_notify();
