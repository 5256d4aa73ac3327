-- Issue #30, "tables that grow for years": orders and the ledger become tables partitioned by
-- month of created_at (UTC months), with a default partition that takes any row no month
-- partition covers yet (docs/decisions.md "Orders and the ledger partitioned by month"). The
-- primary keys become (id, created_at), as PostgreSQL requires the partition key in them; ids stay
-- unique because only their sequences make them. No foreign key, unique index or ON CONFLICT
-- names either table's id, so nothing else changes.
--
-- lotus_month_partition(parent, month) creates parent_pYYYYMM for the UTC month of `month` if it
-- does not exist, with the storage options of the parent's default partition (orders: fillfactor
-- 50, migration 0022). Should the default partition hold rows of that month (the scheduler was
-- down, a clock far ahead), it is rebuilt: detached, a new default and the month created, its rows
-- copied straight into the partitions (no trigger of the parent fires: issue_stakes already
-- counts them), the old one dropped. A transaction-level advisory lock makes two callers (two
-- scheduler nodes, a node and the CLI) take turns; the second finds the month there and returns
-- false. The scheduler calls it for this month and the next two (modules/ledger/partitions.ts).
CREATE FUNCTION "lotus_month_partition"(parent text, month date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  lo timestamptz := (to_char(month, 'YYYY-MM') || '-01 00:00:00+00')::timestamptz;
  hi timestamptz := (to_char(month + interval '1 month', 'YYYY-MM') || '-01 00:00:00+00')::timestamptz;
  part text := parent || '_p' || to_char(month, 'YYYYMM');
  dflt text := parent || '_default';
  opts text;
  moving boolean;
BEGIN
  PERFORM pg_advisory_xact_lock(7415102);
  IF to_regclass(quote_ident(part)) IS NOT NULL THEN
    RETURN false;
  END IF;
  SELECT coalesce(' WITH (' || array_to_string(c.reloptions, ', ') || ')', '') INTO opts
    FROM pg_class c WHERE c.oid = to_regclass(quote_ident(dflt));
  EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE created_at >= $1 AND created_at < $2)', dflt) INTO moving USING lo, hi;
  IF moving THEN
    EXECUTE format('ALTER TABLE %I DETACH PARTITION %I', parent, dflt);
    EXECUTE format('ALTER TABLE %I RENAME TO %I', dflt, dflt || '_moving');
    EXECUTE format('CREATE TABLE %I PARTITION OF %I DEFAULT', dflt, parent) || opts;
  END IF;
  EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)', part, parent, lo, hi) || opts;
  IF moving THEN
    EXECUTE format('INSERT INTO %I SELECT * FROM %I WHERE created_at >= $1 AND created_at < $2', part, dflt || '_moving') USING lo, hi;
    EXECUTE format('INSERT INTO %I SELECT * FROM %I WHERE NOT (created_at >= $1 AND created_at < $2)', dflt, dflt || '_moving') USING lo, hi;
    EXECUTE format('DROP TABLE %I', dflt || '_moving');
  END IF;
  RETURN true;
END $$;
--> statement-breakpoint
-- Orders: the old table is renamed, its indexes and triggers dropped (their names are reused), the
-- partitioned table made like it, its rows copied, the old table dropped. The triggers that keep
-- issue_stakes come back after the copy (the totals already count the copied rows).
ALTER TABLE "orders" RENAME TO "orders_unpartitioned";--> statement-breakpoint
ALTER TABLE "orders_unpartitioned" RENAME CONSTRAINT "orders_pkey" TO "orders_unpartitioned_pkey";--> statement-breakpoint
DROP TRIGGER "orders_stakes_added" ON "orders_unpartitioned";--> statement-breakpoint
DROP TRIGGER "orders_stakes_moved" ON "orders_unpartitioned";--> statement-breakpoint
DROP INDEX "orders_issue_idx";--> statement-breakpoint
DROP INDEX "orders_member_idx";--> statement-breakpoint
DROP INDEX "orders_member_hash_idx";--> statement-breakpoint
DROP INDEX "orders_batch_idx";--> statement-breakpoint
DROP INDEX "orders_member_issue_idx";--> statement-breakpoint
DROP INDEX "orders_chase_idx";--> statement-breakpoint
ALTER SEQUENCE "orders_id_seq" OWNED BY NONE;--> statement-breakpoint
CREATE TABLE "orders" (
  LIKE "orders_unpartitioned" INCLUDING DEFAULTS INCLUDING CONSTRAINTS,
  CONSTRAINT "orders_pkey" PRIMARY KEY ("id", "created_at")
) PARTITION BY RANGE ("created_at");--> statement-breakpoint
CREATE TABLE "orders_default" PARTITION OF "orders" DEFAULT WITH (fillfactor = 50);--> statement-breakpoint
SELECT "lotus_month_partition"('orders', m::date) FROM generate_series(
  date_trunc('month', least(now(), coalesce((SELECT min("created_at") FROM "orders_unpartitioned"), now())) AT TIME ZONE 'UTC'),
  date_trunc('month', now() AT TIME ZONE 'UTC') + interval '2 months', interval '1 month') m;--> statement-breakpoint
INSERT INTO "orders" SELECT * FROM "orders_unpartitioned";--> statement-breakpoint
DROP TABLE "orders_unpartitioned";--> statement-breakpoint
ALTER SEQUENCE "orders_id_seq" OWNED BY "orders"."id";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_chase_id_chases_id_fk" FOREIGN KEY ("chase_id") REFERENCES "public"."chases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_issue_idx" ON "orders" USING btree ("issue_id","id");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "orders_member_hash_idx" ON "orders" USING btree ("member_id","content_hash","created_at");--> statement-breakpoint
CREATE INDEX "orders_batch_idx" ON "orders" USING btree ("member_id","batch_key");--> statement-breakpoint
CREATE INDEX "orders_member_issue_idx" ON "orders" USING btree ("member_id","issue_id");--> statement-breakpoint
CREATE INDEX "orders_chase_idx" ON "orders" USING btree ("chase_id");--> statement-breakpoint
CREATE TRIGGER "orders_stakes_added" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "issue_stakes_added"();--> statement-breakpoint
CREATE TRIGGER "orders_stakes_moved" AFTER UPDATE OF "status" ON "orders"
  FOR EACH ROW WHEN ((OLD."status" <= 4) IS DISTINCT FROM (NEW."status" <= 4))
  EXECUTE FUNCTION "issue_stakes_moved"();--> statement-breakpoint
-- The ledger, the same way; its append-only trigger is cloned to every partition.
ALTER TABLE "ledger" RENAME TO "ledger_unpartitioned";--> statement-breakpoint
ALTER TABLE "ledger_unpartitioned" RENAME CONSTRAINT "ledger_pkey" TO "ledger_unpartitioned_pkey";--> statement-breakpoint
DROP TRIGGER "ledger_no_update" ON "ledger_unpartitioned";--> statement-breakpoint
DROP INDEX "ledger_member_xact_idx";--> statement-breakpoint
DROP INDEX "ledger_member_idx";--> statement-breakpoint
DROP INDEX "ledger_move_idx";--> statement-breakpoint
DROP INDEX "ledger_house_idx";--> statement-breakpoint
ALTER SEQUENCE "ledger_id_seq" OWNED BY NONE;--> statement-breakpoint
CREATE TABLE "ledger" (
  LIKE "ledger_unpartitioned" INCLUDING DEFAULTS INCLUDING CONSTRAINTS,
  CONSTRAINT "ledger_pkey" PRIMARY KEY ("id", "created_at")
) PARTITION BY RANGE ("created_at");--> statement-breakpoint
CREATE TABLE "ledger_default" PARTITION OF "ledger" DEFAULT;--> statement-breakpoint
SELECT "lotus_month_partition"('ledger', m::date) FROM generate_series(
  date_trunc('month', least(now(), coalesce((SELECT min("created_at") FROM "ledger_unpartitioned"), now())) AT TIME ZONE 'UTC'),
  date_trunc('month', now() AT TIME ZONE 'UTC') + interval '2 months', interval '1 month') m;--> statement-breakpoint
INSERT INTO "ledger" SELECT * FROM "ledger_unpartitioned";--> statement-breakpoint
DROP TABLE "ledger_unpartitioned";--> statement-breakpoint
ALTER SEQUENCE "ledger_id_seq" OWNED BY "ledger"."id";--> statement-breakpoint
CREATE INDEX "ledger_member_xact_idx" ON "ledger" USING btree ("xact") WHERE "ledger"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_member_idx" ON "ledger" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_move_idx" ON "ledger" USING btree ("move_id");--> statement-breakpoint
CREATE INDEX "ledger_house_idx" ON "ledger" USING btree ("house_code","house_shard","id");--> statement-breakpoint
CREATE TRIGGER "ledger_no_update" BEFORE UPDATE OR DELETE ON "ledger" FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
-- What an archived month took away (modules/ledger/partitions.ts archiveMonth): per account, the
-- sum and count of the ledger rows of the month, so the money audit still checks every balance
-- against its rows (archived sum + the rows still attached).
CREATE TABLE "ledger_archived" (
	"month" date NOT NULL,
	"member_id" bigint,
	"house_code" varchar(32),
	"house_shard" smallint,
	"amount" bigint NOT NULL,
	"rows" bigint NOT NULL,
	"archived_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_archived_one_account" CHECK (("ledger_archived"."member_id" is null) <> ("ledger_archived"."house_code" is null))
);--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_archived_member_idx" ON "ledger_archived" USING btree ("member_id","month") WHERE "ledger_archived"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_archived_house_idx" ON "ledger_archived" USING btree ("house_code","house_shard","month") WHERE "ledger_archived"."house_code" is not null;--> statement-breakpoint
ANALYZE "orders";--> statement-breakpoint
ANALYZE "ledger";
