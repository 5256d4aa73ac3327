CREATE TABLE "bank_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" varchar(16) NOT NULL,
	"feed_id" varchar(64) NOT NULL,
	"bank" varchar(64),
	"account_no" varchar(32) NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"content" varchar(500) NOT NULL,
	"reference_code" varchar(64),
	"transferred_at" timestamp with time zone,
	"status" varchar(16) NOT NULL,
	"reason" varchar(16),
	"order_no" varchar(32),
	"member_id" bigint,
	"proposed_by" bigint,
	"proposed_target" varchar(48),
	"resolved_by" bigint,
	"resolved_at" timestamp with time zone,
	"note" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_amount_pos" CHECK ("bank_transfers"."amount_vnd" > 0)
);
--> statement-breakpoint
ALTER TABLE "pay_orders" ADD COLUMN "transfer_code" varchar(16);--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_feed_idx" ON "bank_transfers" USING btree ("source","feed_id");--> statement-breakpoint
CREATE INDEX "bank_transfers_status_idx" ON "bank_transfers" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_orders_transfer_code_idx" ON "pay_orders" USING btree ("transfer_code");