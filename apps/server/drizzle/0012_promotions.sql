CREATE TABLE "promo_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"period" varchar(16) NOT NULL,
	"level" smallint NOT NULL,
	"amount_milli" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"reason" varchar(255),
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"claimable_until" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_bonuses_status_chk" CHECK ("promo_bonuses"."status" between 1 and 5),
	CONSTRAINT "promo_bonuses_amount_pos" CHECK ("promo_bonuses"."amount_milli" > 0)
);
--> statement-breakpoint
CREATE TABLE "promo_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"day" varchar(10) NOT NULL,
	"chance" smallint NOT NULL,
	"streak" smallint DEFAULT 0 NOT NULL,
	"tier" smallint DEFAULT 0 NOT NULL,
	"prize_index" smallint NOT NULL,
	"amount_milli" bigint NOT NULL,
	"hmac" varchar(64) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_invite_chances" (
	"invitee_id" bigint PRIMARY KEY NOT NULL,
	"inviter_id" bigint NOT NULL,
	"day" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_members" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"supreme" boolean DEFAULT false NOT NULL,
	"credit_value" integer DEFAULT 0 NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"period" varchar(16) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"generated" integer DEFAULT 0 NOT NULL,
	"total_milli" bigint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promo_seeds" (
	"kind" varchar(8) NOT NULL,
	"day" varchar(10) NOT NULL,
	"seed" varchar(64) NOT NULL,
	"commitment" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_seeds_kind_day_pk" PRIMARY KEY("kind","day")
);
--> statement-breakpoint
CREATE TABLE "promo_sign_ins" (
	"member_id" bigint NOT NULL,
	"day" varchar(10) NOT NULL,
	"streak" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_sign_ins_member_id_day_pk" PRIMARY KEY("member_id","day"),
	CONSTRAINT "promo_sign_ins_streak_chk" CHECK ("promo_sign_ins"."streak" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "promo_tables" (
	"key" varchar(32) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_valid_bets" (
	"member_id" bigint NOT NULL,
	"day" varchar(10) NOT NULL,
	"valid_milli" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "promo_valid_bets_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
ALTER TABLE "promo_bonuses" ADD CONSTRAINT "promo_bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_draws" ADD CONSTRAINT "promo_draws_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_invite_chances" ADD CONSTRAINT "promo_invite_chances_invitee_id_members_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_invite_chances" ADD CONSTRAINT "promo_invite_chances_inviter_id_members_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_members" ADD CONSTRAINT "promo_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_sign_ins" ADD CONSTRAINT "promo_sign_ins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_valid_bets" ADD CONSTRAINT "promo_valid_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_bonuses_unique" ON "promo_bonuses" USING btree ("member_id","kind","period");--> statement-breakpoint
CREATE INDEX "promo_bonuses_status_idx" ON "promo_bonuses" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "promo_bonuses_member_idx" ON "promo_bonuses" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_draws_unique" ON "promo_draws" USING btree ("member_id","kind","day","chance");--> statement-breakpoint
CREATE INDEX "promo_draws_member_idx" ON "promo_draws" USING btree ("member_id","kind","id");--> statement-breakpoint
CREATE INDEX "promo_invite_chances_inviter_idx" ON "promo_invite_chances" USING btree ("inviter_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_runs_unique" ON "promo_runs" USING btree ("kind","period");