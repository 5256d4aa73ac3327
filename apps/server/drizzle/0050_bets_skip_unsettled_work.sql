-- Issue #32: two costs every bet paid for orders it never has.
--
-- orders_chase_idx held an entry for every order, though only a chase's orders have a chase_id:
-- every bet's insert added a NULL entry (all of them at the index's right edge). It now holds the
-- chase orders alone. Every reader of it asks for one chase or a list of them (chase_id = …, IN
-- (…), or = an outer chase's id), which implies chase_id IS NOT NULL, so the partial index serves
-- them all.
--
-- settled_totals_moved (migration 0045), run after every insert of orders, grouped the inserted
-- rows to find none settled before stopping. An insert with no settled order now stops at once.
-- Same results (modules/reports/totals.test.ts).
DROP INDEX "orders_chase_idx";--> statement-breakpoint
CREATE INDEX "orders_chase_idx" ON "orders" USING btree ("chase_id") WHERE "chase_id" IS NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "settled_totals_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  drifted int;
  came settled_totals[] := '{}';
  went settled_totals[] := '{}';
BEGIN
  -- A bet: no inserted order is settled. One probe that stops at the first settled row, instead
  -- of grouping every inserted row to find there is nothing to add. (Nested: a delete's trigger
  -- has no moved_in, and a statement naming it could not be planned there.)
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM moved_in WHERE status IN (3, 4)) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT coalesce(array_agg(ROW(issue_id, play_id, shard, lottery_id, n, stake, refund, win, rebate)::settled_totals), '{}') INTO came
    FROM (SELECT issue_id, play_id, (member_id % 16)::smallint AS shard, min(lottery_id) AS lottery_id, count(*)::int AS n,
        sum(amount_milli) AS stake, sum(refund_milli) AS refund, sum(win_milli) AS win, sum(rebate_milli) AS rebate
      FROM moved_in WHERE status IN (3, 4) GROUP BY 1, 2, 3) g;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(array_agg(ROW(issue_id, play_id, shard, lottery_id, -n, -stake, -refund, -win, -rebate)::settled_totals), '{}') INTO went
    FROM (SELECT issue_id, play_id, (member_id % 16)::smallint AS shard, min(lottery_id) AS lottery_id, count(*)::int AS n,
        sum(amount_milli) AS stake, sum(refund_milli) AS refund, sum(win_milli) AS win, sum(rebate_milli) AS rebate
      FROM moved_out WHERE status IN (3, 4) GROUP BY 1, 2, 3) g;
  END IF;
  IF cardinality(came) + cardinality(went) = 0 THEN
    RETURN NULL;
  END IF;
  WITH up AS (
    INSERT INTO settled_totals AS t (issue_id, play_id, shard, lottery_id, orders, stake_milli, refund_milli, win_milli, rebate_milli)
      SELECT issue_id, play_id, shard, min(lottery_id), sum(orders), sum(stake_milli), sum(refund_milli), sum(win_milli), sum(rebate_milli)
      FROM unnest(came || went) d
      GROUP BY 1, 2, 3
      HAVING sum(orders) <> 0 OR sum(stake_milli) <> 0 OR sum(refund_milli) <> 0 OR sum(win_milli) <> 0 OR sum(rebate_milli) <> 0
      ORDER BY 1, 2, 3
    ON CONFLICT (issue_id, play_id, shard) DO UPDATE SET orders = t.orders + excluded.orders,
      stake_milli = t.stake_milli + excluded.stake_milli, refund_milli = t.refund_milli + excluded.refund_milli,
      win_milli = t.win_milli + excluded.win_milli, rebate_milli = t.rebate_milli + excluded.rebate_milli
    RETURNING t.*)
  SELECT count(*) INTO drifted FROM up
    WHERE up.orders < 0 OR up.stake_milli < 0 OR up.refund_milli < 0 OR up.win_milli < 0 OR up.rebate_milli < 0;
  IF drifted > 0 THEN
    RAISE EXCEPTION 'settled_totals: a total would go below zero (it no longer matches its orders)';
  END IF;
  -- A total whose orders all left is deleted; only rows moved out can empty one.
  DELETE FROM settled_totals t USING unnest(went) k
    WHERE t.issue_id = k.issue_id AND t.play_id = k.play_id AND t.shard = k.shard
      AND t.orders = 0 AND t.stake_milli = 0 AND t.refund_milli = 0 AND t.win_milli = 0 AND t.rebate_milli = 0;
  RETURN NULL;
END $$;
