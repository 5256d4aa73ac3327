-- Issue #30, lookups that prune month partitions: a risk hold keeps its order's created_at (to the
-- millisecond, as settlement read it), so that releasing or rejecting the hold and the holds' list
-- read the order in its one month partition (ledger/partitions.ts placedWithin) instead of probing
-- every month's primary key by order_id. Null when unknown: the hold of an order no longer attached.
ALTER TABLE "risk_holds" ADD COLUMN "order_placed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "risk_holds" h SET "order_placed_at" = date_trunc('milliseconds', o."created_at") FROM "orders" o WHERE o."id" = h."order_id";
