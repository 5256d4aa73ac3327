CREATE TABLE "dw_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"status" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"actual_amount" bigint NOT NULL,
	"channel_id" integer,
	"channel_type" varchar(16),
	"card_id" bigint,
	"card_tail" varchar(8),
	"payer_name" varchar(64),
	"tx_hash" varchar(128),
	"remark" varchar(255),
	"request_key" varchar(96) NOT NULL,
	"review_reason" varchar(255),
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dw_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "dw_orders_kind_chk" CHECK ("dw_orders"."kind" in (1, 2)),
	CONSTRAINT "dw_orders_status_chk" CHECK ("dw_orders"."status" in (1, 2, 3, 4)),
	CONSTRAINT "dw_orders_amount_pos" CHECK ("dw_orders"."amount" > 0 and "dw_orders"."fee" >= 0 and "dw_orders"."actual_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" varchar(96) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"bank_code" varchar(32) NOT NULL,
	"bank_name" varchar(64) NOT NULL,
	"branch" varchar(64),
	"card_no" varchar(128) NOT NULL,
	"holder_name" varchar(64) NOT NULL,
	"usable_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_cards_kind_chk" CHECK ("member_cards"."kind" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_configs" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "turnover" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "turnover_required" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dw_orders" ADD CONSTRAINT "dw_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dw_orders" ADD CONSTRAINT "dw_orders_card_id_member_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."member_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_configs" ADD CONSTRAINT "user_configs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dw_orders_request_unique" ON "dw_orders" USING btree ("member_id","kind","request_key");--> statement-breakpoint
CREATE INDEX "dw_orders_member_idx" ON "dw_orders" USING btree ("member_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "dw_orders_status_idx" ON "dw_orders" USING btree ("kind","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_cards_unique" ON "member_cards" USING btree ("member_id","kind","card_no");--> statement-breakpoint
CREATE INDEX "sms_codes_member_idx" ON "sms_codes" USING btree ("member_id","created_at");