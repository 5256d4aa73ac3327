CREATE TABLE "chases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"lottery_id" integer NOT NULL,
	"stop_on_win" boolean NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"issue_count" integer NOT NULL,
	"total_milli" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lottery_id" integer NOT NULL,
	"issue_no" varchar(32) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"chain_id" bigint,
	"chain_index" integer,
	"commitment" varchar(64),
	"seed" varchar(64),
	"result" text,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"settled_through" bigint,
	"cancel_reason" varchar(64),
	CONSTRAINT "issues_status_chk" CHECK ("issues"."status" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "lotteries" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(48) NOT NULL,
	"family" varchar(32) NOT NULL,
	"category" smallint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"hot_label" smallint DEFAULT 0 NOT NULL,
	"draw_kind" varchar(16) NOT NULL,
	"schedule" jsonb NOT NULL,
	"tz_offset_min" integer DEFAULT 420 NOT NULL,
	"is_suspended" boolean DEFAULT false NOT NULL,
	"grace_minutes" integer DEFAULT 30 NOT NULL,
	"min_stake_milli" bigint DEFAULT 1 NOT NULL,
	"max_stake_milli" bigint DEFAULT 1000000000 NOT NULL,
	"max_issue_stake_milli" bigint DEFAULT 5000000000 NOT NULL,
	"double_min_milli" bigint DEFAULT 1000 NOT NULL,
	"double_max_milli" bigint DEFAULT 100000000 NOT NULL,
	"max_order_win_milli" bigint DEFAULT 2000000000 NOT NULL,
	"max_issue_win_milli" bigint DEFAULT 5000000000 NOT NULL,
	"ties" jsonb,
	"odds" jsonb,
	CONSTRAINT "lotteries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"lottery_id" integer NOT NULL,
	"issue_id" bigint NOT NULL,
	"issue_no" varchar(32) NOT NULL,
	"kind" smallint NOT NULL,
	"play_id" integer NOT NULL,
	"content" text NOT NULL,
	"selection" jsonb NOT NULL,
	"money_mode" smallint,
	"multiple" integer DEFAULT 1 NOT NULL,
	"bet_count" integer NOT NULL,
	"unit_amount_milli" bigint,
	"amount_milli" bigint NOT NULL,
	"prize_group" integer NOT NULL,
	"possible_win_milli" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"win_milli" bigint DEFAULT 0 NOT NULL,
	"refund_milli" bigint DEFAULT 0 NOT NULL,
	"rebate_milli" bigint DEFAULT 0 NOT NULL,
	"chase_id" bigint,
	"batch_key" varchar(80) NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "orders_status_chk" CHECK ("orders"."status" between 1 and 7),
	CONSTRAINT "orders_amount_pos" CHECK ("orders"."amount_milli" > 0)
);
--> statement-breakpoint
CREATE TABLE "seed_chains" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lottery_id" integer NOT NULL,
	"terminal_seed" varchar(64) NOT NULL,
	"anchor" varchar(64) NOT NULL,
	"length" integer NOT NULL,
	"next_index" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chases" ADD CONSTRAINT "chases_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chases" ADD CONSTRAINT "chases_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_chain_id_seed_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."seed_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_chase_id_chases_id_fk" FOREIGN KEY ("chase_id") REFERENCES "public"."chases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_chains" ADD CONSTRAINT "seed_chains_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chases_member_idx" ON "chases" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "issues_lottery_no_uq" ON "issues" USING btree ("lottery_id","issue_no");--> statement-breakpoint
CREATE INDEX "issues_lottery_end_idx" ON "issues" USING btree ("lottery_id","end_at");--> statement-breakpoint
CREATE INDEX "issues_status_idx" ON "issues" USING btree ("status","end_at");--> statement-breakpoint
CREATE INDEX "orders_issue_status_idx" ON "orders" USING btree ("issue_id","status","id");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "orders_member_hash_idx" ON "orders" USING btree ("member_id","content_hash","created_at");--> statement-breakpoint
CREATE INDEX "orders_batch_idx" ON "orders" USING btree ("member_id","batch_key");--> statement-breakpoint
CREATE INDEX "orders_member_issue_idx" ON "orders" USING btree ("member_id","issue_id");--> statement-breakpoint
CREATE INDEX "orders_chase_idx" ON "orders" USING btree ("chase_id");--> statement-breakpoint
CREATE INDEX "seed_chains_lottery_idx" ON "seed_chains" USING btree ("lottery_id","id");