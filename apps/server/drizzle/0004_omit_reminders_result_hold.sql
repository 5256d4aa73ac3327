CREATE TABLE "omit_reminders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"lottery_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"threshold" integer NOT NULL,
	"positions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "omit_reminders_kind_chk" CHECK ("omit_reminders"."kind" between 1 and 2),
	CONSTRAINT "omit_reminders_threshold_chk" CHECK ("omit_reminders"."threshold" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "settle_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "omit_reminders" ADD CONSTRAINT "omit_reminders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "omit_reminders" ADD CONSTRAINT "omit_reminders_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "omit_reminders_member_lottery_kind_uq" ON "omit_reminders" USING btree ("member_id","lottery_id","kind");--> statement-breakpoint
CREATE INDEX "omit_reminders_lottery_idx" ON "omit_reminders" USING btree ("lottery_id","id");