-- The betting record's changes queued for the team figures by row triggers, not statement triggers.
-- A statement trigger built transition tables and, for an update, grouped the old and new rows to
-- queue their difference: a query of its own on every bet and every settlement. A row trigger
-- computes the same difference from OLD and NEW in expressions and queues it with one insert; the
-- queue's sums are the same, and a bulk update (a rollback voiding a round's bets) queues one row
-- per bet instead of one per group. Play money is left out by the triggers' conditions, as before.
CREATE FUNCTION team_bets_enqueue_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_old_valid bigint;
  v_new_valid bigint := CASE WHEN NEW.status = 'void' THEN 0 ELSE NEW.stake END;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    v_old_valid := CASE WHEN OLD.status = 'void' THEN 0 ELSE OLD.stake END;
    -- The same member, day and game: one row, the difference (a settlement is its payout).
    IF NOT OLD.play_money AND NOT NEW.play_money AND OLD.member_id = NEW.member_id AND OLD.placed_at = NEW.placed_at
       AND OLD.category = NEW.category AND OLD.game_vendor = NEW.game_vendor THEN
      IF NEW.stake <> OLD.stake OR v_new_valid <> v_old_valid OR NEW.payout <> OLD.payout THEN
        INSERT INTO team_bet_queue (member_id, placed_at, category, game_vendor, bets, stake, valid_bet, payout)
        VALUES (NEW.member_id, NEW.placed_at, NEW.category, NEW.game_vendor, 0, NEW.stake - OLD.stake, v_new_valid - v_old_valid, NEW.payout - OLD.payout);
      END IF;
      RETURN NULL;
    END IF;
    IF NOT OLD.play_money THEN
      INSERT INTO team_bet_queue (member_id, placed_at, category, game_vendor, bets, stake, valid_bet, payout)
      VALUES (OLD.member_id, OLD.placed_at, OLD.category, OLD.game_vendor, -1, -OLD.stake, -v_old_valid, -OLD.payout);
    END IF;
  END IF;
  IF NOT NEW.play_money THEN
    INSERT INTO team_bet_queue (member_id, placed_at, category, game_vendor, bets, stake, valid_bet, payout)
    VALUES (NEW.member_id, NEW.placed_at, NEW.category, NEW.game_vendor, 1, NEW.stake, v_new_valid, NEW.payout);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER team_bets_insert ON bet_record;
--> statement-breakpoint
DROP TRIGGER team_bets_update ON bet_record;
--> statement-breakpoint
DROP FUNCTION team_bets_enqueue();
--> statement-breakpoint
CREATE TRIGGER team_bets_insert AFTER INSERT ON bet_record FOR EACH ROW WHEN (NOT NEW.play_money) EXECUTE FUNCTION team_bets_enqueue_row();
--> statement-breakpoint
CREATE TRIGGER team_bets_update AFTER UPDATE ON bet_record FOR EACH ROW WHEN (NOT (OLD.play_money AND NEW.play_money)) EXECUTE FUNCTION team_bets_enqueue_row();
