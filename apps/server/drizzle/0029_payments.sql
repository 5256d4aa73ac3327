CREATE TABLE "pay_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"order_no" varchar(64),
	"outcome" varchar(16) NOT NULL,
	"answer" varchar(8) NOT NULL,
	"amount" varchar(32),
	"provider_ref" varchar(64),
	"remote_ip" varchar(64) NOT NULL,
	"raw" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_orders" (
	"order_no" varchar(32) PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"channel_id" integer NOT NULL,
	"terminal" varchar(64) NOT NULL,
	"provider_amount" bigint NOT NULL,
	"currency" varchar(8) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"provider_ref" varchar(64),
	"paid_at" timestamp with time zone,
	CONSTRAINT "pay_orders_amount_pos" CHECK ("pay_orders"."provider_amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "pay_callbacks_order_idx" ON "pay_callbacks" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "pay_callbacks_outcome_idx" ON "pay_callbacks" USING btree ("outcome","id");