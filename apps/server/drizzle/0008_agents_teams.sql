CREATE TABLE "invite_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agent_id" bigint NOT NULL,
	"code" varchar(20) NOT NULL,
	"member_type" smallint NOT NULL,
	"prize_group" integer NOT NULL,
	"valid_days" smallint NOT NULL,
	"expires_at" timestamp with time zone,
	"memo" varchar(16),
	"visits" integer DEFAULT 0 NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_links_code_unique" UNIQUE("code"),
	CONSTRAINT "invite_links_type_chk" CHECK ("invite_links"."member_type" in (1, 2)),
	CONSTRAINT "invite_links_days_chk" CHECK ("invite_links"."valid_days" in (0, 1, 5, 10, 30))
);
--> statement-breakpoint
CREATE TABLE "prize_quotas" (
	"member_id" bigint NOT NULL,
	"prize_group" integer NOT NULL,
	"remaining" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prize_quotas_member_id_prize_group_pk" PRIMARY KEY("member_id","prize_group"),
	CONSTRAINT "prize_quotas_nonneg" CHECK ("prize_quotas"."remaining" >= 0)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "path" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "depth" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rebate_chain" jsonb;--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_quotas" ADD CONSTRAINT "prize_quotas_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invite_links_agent_idx" ON "invite_links" USING btree ("agent_id","id");--> statement-breakpoint
CREATE INDEX "members_path_idx" ON "members" USING btree ("path" text_pattern_ops);