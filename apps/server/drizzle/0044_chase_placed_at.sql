-- Issue #30, lookups that prune month partitions: a chase's orders are all written by the one
-- statement that writes the chase, with that statement's instant as created_at (ledger/bet.ts).
-- `placed_at` keeps that instant, so cancelling or stopping a chase reads its orders in their one
-- month partition (ledger/partitions.ts chasePlacedWithin) instead of orders_chase_idx in every
-- month. Null when unknown (no bound is then used): a chase written before this migration gets it
-- only if all its orders share one created_at.
ALTER TABLE "chases" ADD COLUMN "placed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "chases" c SET "placed_at" = o.lo
  FROM (SELECT "chase_id", min("created_at") AS lo, max("created_at") AS hi FROM "orders" WHERE "chase_id" IS NOT NULL GROUP BY 1) o
  WHERE o."chase_id" = c."id" AND o.lo = o.hi;
