CREATE TABLE "login_challenges" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"answer_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"ip" varchar(45) NOT NULL,
	"device" smallint NOT NULL,
	"success" boolean NOT NULL,
	"reason" varchar(16),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_totp" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"secret" varchar(64) NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_step" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_limits" (
	"member_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"period" varchar(4) NOT NULL,
	"value" bigint,
	"pending_value" bigint,
	"pending_remove" boolean DEFAULT false NOT NULL,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "protection_limits_member_id_kind_period_pk" PRIMARY KEY("member_id","kind","period")
);
--> statement-breakpoint
CREATE TABLE "protection_states" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"block_kind" varchar(12),
	"block_from" timestamp with time zone,
	"block_until" timestamp with time zone,
	"reality_check_minutes" smallint DEFAULT 60 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_history" ADD CONSTRAINT "login_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_totp" ADD CONSTRAINT "member_totp_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limits" ADD CONSTRAINT "protection_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_states" ADD CONSTRAINT "protection_states_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_challenges_expiry_idx" ON "login_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_history_member_idx" ON "login_history" USING btree ("member_id","created_at");