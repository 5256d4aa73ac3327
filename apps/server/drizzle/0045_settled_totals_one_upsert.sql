-- Issue #30: the function that keeps settled_totals (migration 0042) had one upsert per trigger
-- event, three near copies of the same statement. It now has one. What each statement moved is
-- gathered first, as totals rows of signed differences: the rows it moved into the settled
-- statuses (moved_in, +) and those it moved out (moved_out, -). An insert's trigger has no old rows
-- and a delete's no new ones, and a statement naming a transition table its trigger does not
-- declare cannot be planned, so each side is read only when the event has it. The one upsert then
-- adds their sum per key, in key order. (Running the one upsert by EXECUTE over the sources the
-- event has was tried: it re-plans at every statement, 0.09 → 0.9 ms per single-order insert on
-- this machine, on the bet path.) A statement that moved no settled order (a bet) now stops
-- before the upsert; an insert now also meets the below-zero check. Same triggers, same results
-- (modules/reports/totals.test.ts).
CREATE OR REPLACE FUNCTION "settled_totals_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  drifted int;
  came settled_totals[] := '{}';
  went settled_totals[] := '{}';
BEGIN
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
