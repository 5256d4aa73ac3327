CREATE TABLE "issue_stakes" (
	"member_id" bigint NOT NULL,
	"issue_id" bigint NOT NULL,
	"staked_milli" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "issue_stakes_member_id_issue_id_pk" PRIMARY KEY("member_id","issue_id"),
	CONSTRAINT "issue_stakes_nonneg" CHECK ("issue_stakes"."staked_milli" >= 0)
);

--> statement-breakpoint
INSERT INTO "issue_stakes" ("member_id", "issue_id", "staked_milli")
  SELECT "member_id", "issue_id", sum("amount_milli") FROM "orders" WHERE "status" <= 4 GROUP BY "member_id", "issue_id";
--> statement-breakpoint
-- Each insert into orders adds its counting rows, one row per member and issue, in key order (so
-- two statements that meet lock their rows in the same order). The upsert reads the total as it
-- stands under the row lock, so a member's concurrent bets, each of which passed the limit against
-- the total its context read, cannot pass it together: the statement that would take a total past
-- its lottery's limit fails with LS001 and writes nothing (orders/place-sql.ts refuses that bet).
CREATE FUNCTION "issue_stakes_added"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  over_limit int;
BEGIN
  WITH up AS (
    INSERT INTO issue_stakes (member_id, issue_id, staked_milli)
      SELECT member_id, issue_id, sum(amount_milli) FROM added WHERE status <= 4
      GROUP BY member_id, issue_id ORDER BY member_id, issue_id
    ON CONFLICT (member_id, issue_id) DO UPDATE SET staked_milli = issue_stakes.staked_milli + excluded.staked_milli
    RETURNING issue_id, staked_milli)
  SELECT count(*) INTO over_limit FROM up
    JOIN issues i ON i.id = up.issue_id JOIN lotteries l ON l.id = i.lottery_id
    WHERE up.staked_milli > l.max_issue_stake_milli;
  IF over_limit > 0 THEN
    RAISE EXCEPTION 'a member''s total on an issue would pass the lottery''s limit' USING ERRCODE = 'LS001';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_stakes_added" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "issue_stakes_added"();
--> statement-breakpoint
-- An order that stops counting (cancelled, refunded, abandoned) or counts again (a resettle) moves
-- its amount. The WHEN clause is evaluated before any function is called, so settling an order
-- (1 or 2 to 3 or 4) costs nothing here.
CREATE FUNCTION "issue_stakes_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <= 4 THEN
    INSERT INTO issue_stakes (member_id, issue_id, staked_milli) VALUES (NEW.member_id, NEW.issue_id, NEW.amount_milli)
    ON CONFLICT (member_id, issue_id) DO UPDATE SET staked_milli = issue_stakes.staked_milli + excluded.staked_milli;
  ELSIF EXISTS (SELECT 1 FROM issues WHERE id = NEW.issue_id AND status = 4) THEN
    -- A cancelled issue takes no more bets, and all its orders stop counting: its totals go
    -- whole. (Taking each order off one by one updates a member's row once per order in one
    -- transaction, and each update walks the row's versions before it: 100,000 orders of one
    -- member took 30 s to refund.) The issue is marked cancelled before its orders are.
    DELETE FROM issue_stakes WHERE member_id = NEW.member_id AND issue_id = NEW.issue_id;
  ELSE
    -- The row exists: the order was counted when it was placed (or by the backfill). Should it not,
    -- the check constraint refuses the statement rather than let the total drift.
    UPDATE issue_stakes SET staked_milli = staked_milli - NEW.amount_milli
      WHERE member_id = NEW.member_id AND issue_id = NEW.issue_id;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'issue_stakes: no total for member % issue %', NEW.member_id, NEW.issue_id;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_stakes_moved" AFTER UPDATE OF "status" ON "orders"
  FOR EACH ROW WHEN ((OLD."status" <= 4) IS DISTINCT FROM (NEW."status" <= 4))
  EXECUTE FUNCTION "issue_stakes_moved"();
