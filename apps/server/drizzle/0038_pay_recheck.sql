-- The re-check of VNPay deposits whose IPN never came (issue #28): when each order was last asked
-- (querydr), and the unpaid orders by the time they were opened.
ALTER TABLE "pay_orders" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "pay_orders_unpaid_created_idx" ON "pay_orders" USING btree ("created_at") WHERE "pay_orders"."paid_at" is null;
