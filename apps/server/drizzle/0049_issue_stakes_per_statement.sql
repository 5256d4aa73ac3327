-- Issue #30: an order that stops counting toward its member's total on its issue (cancelled,
-- refunded, abandoned) or counts again (a re-settlement) moved its amount through a row trigger
-- (migration 0024): one plpgsql call per order, so a cancelled issue's refund pass of 100,000
-- orders made 100,000 calls in its 100,000-row updates, as did a cancellation or re-settlement.
-- The trigger is now a statement trigger over the statement's old and new rows, as settled_totals'
-- is (migration 0042): one call per update statement, whatever it touched. What moved is gathered
-- per member and issue as a signed sum (+ the rows that count after, - those that counted
-- before); a row that counts on both sides (settling 1 → 3) adds nothing, and a statement where no
-- row is on the non-counting side, before or after (a settlement batch), stops before summing.
-- Additions go in key order (two statements that meet lock their rows in the same order). As
-- before: an order of a cancelled issue takes its member's row for the issue away whole (the
-- console marks the issue cancelled before reversing its orders), and a total that would go below
-- zero (it no longer matches its orders) fails the statement through issue_stakes_nonneg. A
-- transition table cannot go with `UPDATE OF status`, so the trigger runs for every update of
-- orders; the early stop is what an update that moves no order between the sides costs.
DROP TRIGGER "orders_stakes_moved" ON "orders";--> statement-breakpoint
DROP FUNCTION "issue_stakes_moved"();--> statement-breakpoint
CREATE FUNCTION "issue_stakes_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved issue_stakes[];
  missing int;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM moved_in WHERE status > 4) AND NOT EXISTS (SELECT 1 FROM moved_out WHERE status > 4) THEN
    RETURN NULL;
  END IF;
  -- (member, issue, signed sum); the row type only carries the three values.
  SELECT coalesce(array_agg(ROW(d.member_id, d.issue_id, d.delta)::issue_stakes ORDER BY d.member_id, d.issue_id), '{}') INTO moved
  FROM (
    SELECT x.member_id, x.issue_id, sum(x.n * x.amount_milli) AS delta
    FROM (
      SELECT member_id, issue_id, 1 AS n, amount_milli FROM moved_in WHERE status <= 4
      UNION ALL
      SELECT member_id, issue_id, -1, amount_milli FROM moved_out WHERE status <= 4) x
    GROUP BY 1, 2
    HAVING sum(x.n * x.amount_milli) <> 0) d;
  IF cardinality(moved) = 0 THEN
    RETURN NULL;
  END IF;
  -- A cancelled issue's totals go whole.
  DELETE FROM issue_stakes s USING unnest(moved) k, issues i
    WHERE s.member_id = k.member_id AND s.issue_id = k.issue_id AND k.staked_milli < 0 AND i.id = k.issue_id AND i.status = 4;
  -- Orders that stopped counting, elsewhere: their member's row exists (it counted them when they
  -- were placed, or the backfill did). An upsert cannot take away: PostgreSQL checks the row it
  -- proposes, the negative sum, against issue_stakes_nonneg before it meets the row.
  WITH k AS (
    SELECT k.* FROM unnest(moved) k
    WHERE k.staked_milli < 0 AND NOT EXISTS (SELECT 1 FROM issues i WHERE i.id = k.issue_id AND i.status = 4)),
  up AS (
    UPDATE issue_stakes s SET staked_milli = s.staked_milli + k.staked_milli FROM k
    WHERE s.member_id = k.member_id AND s.issue_id = k.issue_id
    RETURNING 1)
  SELECT (SELECT count(*) FROM k) - (SELECT count(*) FROM up) INTO missing;
  IF missing > 0 THEN
    RAISE EXCEPTION 'issue_stakes: % totals missing for orders that stopped counting', missing;
  END IF;
  -- Orders that count again.
  INSERT INTO issue_stakes AS s (member_id, issue_id, staked_milli)
    SELECT k.member_id, k.issue_id, k.staked_milli FROM unnest(moved) k WHERE k.staked_milli > 0 ORDER BY 1, 2
  ON CONFLICT (member_id, issue_id) DO UPDATE SET staked_milli = s.staked_milli + excluded.staked_milli;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_stakes_moved" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS moved_out NEW TABLE AS moved_in
  FOR EACH STATEMENT EXECUTE FUNCTION "issue_stakes_moved"();
