-- Issue #30, the reports at a year of history: what the settled orders (won, not won) of each
-- issue add up to, per play and per shard (member_id % 16), so the console's P&L reports read one
-- row per issue and play instead of every order of the range (docs/decisions.md "Settled totals").
-- Kept by the database, as issue_stakes is (migration 0024): statement triggers on orders take the
-- rows each insert, update or delete moves out of the settled statuses (their old values) and into
-- them (their new values) and add the difference, grouped, in the statement's transaction. So a
-- settlement batch adds its outcomes in the batch's transaction, and a re-settlement, a
-- cancellation, a rejected risk hold or any later path that changes a settled order's status or
-- amounts corrects the totals by construction. The shard is the house shard's (member_id % 16):
-- parallel settlement slices (settlement/service.ts SettleSlice) own disjoint shards, so their
-- batches never wait on each other's totals rows. A month partition detached for archive leaves
-- its totals: the reports of an archived month still read them.
CREATE TABLE "settled_totals" (
	"issue_id" bigint NOT NULL,
	"play_id" integer NOT NULL,
	"shard" smallint NOT NULL,
	"lottery_id" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"stake_milli" bigint DEFAULT 0 NOT NULL,
	"refund_milli" bigint DEFAULT 0 NOT NULL,
	"win_milli" bigint DEFAULT 0 NOT NULL,
	"rebate_milli" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "settled_totals_issue_id_play_id_shard_pk" PRIMARY KEY("issue_id","play_id","shard")
);
--> statement-breakpoint
-- The orders settled before this migration.
INSERT INTO "settled_totals" ("issue_id", "play_id", "shard", "lottery_id", "orders", "stake_milli", "refund_milli", "win_milli", "rebate_milli")
  SELECT "issue_id", "play_id", ("member_id" % 16)::smallint, min("lottery_id"), count(*), sum("amount_milli"), sum("refund_milli"),
    sum("win_milli"), sum("rebate_milli")
  FROM "orders" WHERE "status" IN (3, 4) GROUP BY 1, 2, 3;
--> statement-breakpoint
-- One function for the three triggers: `moved_in` and `moved_out` are the statement's new and old
-- rows (an insert has no old rows, a delete no new ones). The differences are added in key order,
-- so two statements that meet lock their totals rows in the same order. A total can only go below
-- zero if it had drifted from its orders (an order taken away that it never counted): the
-- statement then fails rather than let the reports drift further. (A check constraint cannot say
-- it: PostgreSQL checks the row an upsert proposes, a negative difference, before it meets the
-- row it adds to.) A total whose orders all left (a cancelled issue) is deleted, so the reports
-- see only issues and plays with settled orders.
CREATE FUNCTION "settled_totals_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  drifted int;
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH up AS (
    INSERT INTO settled_totals AS t (issue_id, play_id, shard, lottery_id, orders, stake_milli, refund_milli, win_milli, rebate_milli)
      SELECT issue_id, play_id, (member_id % 16)::smallint, min(lottery_id), count(*), sum(amount_milli), sum(refund_milli),
        sum(win_milli), sum(rebate_milli)
      FROM moved_in WHERE status IN (3, 4)
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (issue_id, play_id, shard) DO UPDATE SET orders = t.orders + excluded.orders,
      stake_milli = t.stake_milli + excluded.stake_milli, refund_milli = t.refund_milli + excluded.refund_milli,
      win_milli = t.win_milli + excluded.win_milli, rebate_milli = t.rebate_milli + excluded.rebate_milli
    RETURNING t.*)
  SELECT count(*) INTO drifted FROM up
    WHERE up.orders < 0 OR up.stake_milli < 0 OR up.refund_milli < 0 OR up.win_milli < 0 OR up.rebate_milli < 0;
    RETURN NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    WITH up AS (
    INSERT INTO settled_totals AS t (issue_id, play_id, shard, lottery_id, orders, stake_milli, refund_milli, win_milli, rebate_milli)
      SELECT issue_id, play_id, shard, min(lottery_id), sum(n), sum(n * amount_milli), sum(n * refund_milli), sum(n * win_milli), sum(n * rebate_milli)
      FROM (
        SELECT issue_id, play_id, (member_id % 16)::smallint AS shard, lottery_id, 1 AS n, amount_milli, refund_milli, win_milli, rebate_milli
          FROM moved_in WHERE status IN (3, 4)
        UNION ALL
        SELECT issue_id, play_id, (member_id % 16)::smallint, lottery_id, -1, amount_milli, refund_milli, win_milli, rebate_milli
          FROM moved_out WHERE status IN (3, 4)) d
      GROUP BY 1, 2, 3
      HAVING sum(n) <> 0 OR sum(n * amount_milli) <> 0 OR sum(n * refund_milli) <> 0 OR sum(n * win_milli) <> 0 OR sum(n * rebate_milli) <> 0
      ORDER BY 1, 2, 3
    ON CONFLICT (issue_id, play_id, shard) DO UPDATE SET orders = t.orders + excluded.orders,
      stake_milli = t.stake_milli + excluded.stake_milli, refund_milli = t.refund_milli + excluded.refund_milli,
      win_milli = t.win_milli + excluded.win_milli, rebate_milli = t.rebate_milli + excluded.rebate_milli
    RETURNING t.*)
  SELECT count(*) INTO drifted FROM up
    WHERE up.orders < 0 OR up.stake_milli < 0 OR up.refund_milli < 0 OR up.win_milli < 0 OR up.rebate_milli < 0;
  ELSE
    WITH up AS (
    INSERT INTO settled_totals AS t (issue_id, play_id, shard, lottery_id, orders, stake_milli, refund_milli, win_milli, rebate_milli)
      SELECT issue_id, play_id, (member_id % 16)::smallint, min(lottery_id), -count(*), -sum(amount_milli), -sum(refund_milli),
        -sum(win_milli), -sum(rebate_milli)
      FROM moved_out WHERE status IN (3, 4)
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (issue_id, play_id, shard) DO UPDATE SET orders = t.orders + excluded.orders,
      stake_milli = t.stake_milli + excluded.stake_milli, refund_milli = t.refund_milli + excluded.refund_milli,
      win_milli = t.win_milli + excluded.win_milli, rebate_milli = t.rebate_milli + excluded.rebate_milli
    RETURNING t.*)
  SELECT count(*) INTO drifted FROM up
    WHERE up.orders < 0 OR up.stake_milli < 0 OR up.refund_milli < 0 OR up.win_milli < 0 OR up.rebate_milli < 0;
  END IF;
  IF drifted > 0 THEN
    RAISE EXCEPTION 'settled_totals: a total would go below zero (it no longer matches its orders)';
  END IF;
  DELETE FROM settled_totals t USING (SELECT DISTINCT issue_id, play_id, (member_id % 16)::smallint AS shard FROM moved_out WHERE status IN (3, 4)) k
    WHERE t.issue_id = k.issue_id AND t.play_id = k.play_id AND t.shard = k.shard
      AND t.orders = 0 AND t.stake_milli = 0 AND t.refund_milli = 0 AND t.win_milli = 0 AND t.rebate_milli = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_settled_added" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS moved_in
  FOR EACH STATEMENT EXECUTE FUNCTION "settled_totals_moved"();
--> statement-breakpoint
CREATE TRIGGER "orders_settled_changed" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS moved_out NEW TABLE AS moved_in
  FOR EACH STATEMENT EXECUTE FUNCTION "settled_totals_moved"();
--> statement-breakpoint
CREATE TRIGGER "orders_settled_removed" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS moved_out
  FOR EACH STATEMENT EXECUTE FUNCTION "settled_totals_moved"();
