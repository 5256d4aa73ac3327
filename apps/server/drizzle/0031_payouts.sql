-- Payouts through a provider and reconciliation (issue #28 §3): one payout row per withdrawal (its
-- idempotency key sent with every attempt), and the verified amount of each callback.
CREATE TABLE "pay_payouts" (
	"order_no" varchar(32) PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"channel_id" integer NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"provider_amount" bigint NOT NULL,
	"currency" varchar(8) NOT NULL,
	"status" varchar(16) NOT NULL,
	"paid_provider_amount" bigint,
	"provider_ref" varchar(64),
	"error" varchar(255),
	"attempts" integer DEFAULT 0 NOT NULL,
	"requested_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "pay_payouts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "pay_payouts_status_chk" CHECK ("pay_payouts"."status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "pay_payouts_amount_pos" CHECK ("pay_payouts"."amount" > 0 and "pay_payouts"."provider_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "pay_callbacks" ADD COLUMN "provider_amount" bigint;--> statement-breakpoint
CREATE INDEX "pay_payouts_paid_idx" ON "pay_payouts" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "pay_callbacks_created_idx" ON "pay_callbacks" USING btree ("created_at");