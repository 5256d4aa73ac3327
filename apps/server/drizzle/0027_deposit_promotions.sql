CREATE TABLE "promo_deposit_rules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"host" varchar(253) DEFAULT '*' NOT NULL,
	"kind" varchar(8) NOT NULL,
	"percent_bp" integer NOT NULL,
	"cap_milli" bigint NOT NULL,
	"min_deposit_milli" bigint NOT NULL,
	"turnover_multiple" smallint DEFAULT 1 NOT NULL,
	"review" boolean DEFAULT false NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_deposit_rules_kind_chk" CHECK ("promo_deposit_rules"."kind" in ('first', 'reload')),
	CONSTRAINT "promo_deposit_rules_percent_chk" CHECK ("promo_deposit_rules"."percent_bp" between 1 and 10000),
	CONSTRAINT "promo_deposit_rules_amounts_chk" CHECK ("promo_deposit_rules"."cap_milli" > 0 and "promo_deposit_rules"."min_deposit_milli" >= 0 and "promo_deposit_rules"."turnover_multiple" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "promo_bonuses" ALTER COLUMN "period" SET DATA TYPE varchar(32);--> statement-breakpoint
ALTER TABLE "dw_orders" ADD COLUMN "host" varchar(253);--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "rule_kind" varchar(16);--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "rule_id" bigint;--> statement-breakpoint
ALTER TABLE "promo_bonuses" ADD COLUMN "rule_id" bigint;--> statement-breakpoint
ALTER TABLE "promo_bonuses" ADD COLUMN "turnover_milli" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_bonuses_first_once" ON "promo_bonuses" USING btree ("member_id") WHERE "promo_bonuses"."kind" = 'first';