ALTER TABLE "dw_orders" ADD COLUMN "request_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "money_moves" ADD COLUMN "request_hash" varchar(64);