CREATE TABLE "risk_blacklist" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"value" varchar(64) NOT NULL,
	"note" varchar(200),
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_holds" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"lottery_id" integer NOT NULL,
	"issue_no" varchar(32) NOT NULL,
	"amount_milli" bigint NOT NULL,
	"win_milli" bigint NOT NULL,
	"reasons" jsonb NOT NULL,
	"streak" smallint DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"note" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "risk_holds" ADD CONSTRAINT "risk_holds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "risk_blacklist_kind_value_idx" ON "risk_blacklist" USING btree ("kind","value");--> statement-breakpoint
CREATE INDEX "risk_holds_status_idx" ON "risk_holds" USING btree ("status","order_id");--> statement-breakpoint
CREATE INDEX "risk_holds_member_idx" ON "risk_holds" USING btree ("member_id","order_id");