CREATE TABLE "console_proposals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(32) NOT NULL,
	"target" varchar(128) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"proposed_by" bigint NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_logins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" varchar(32) NOT NULL,
	"ip" varchar(45),
	"outcome" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_roles" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"permissions" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_reviews" (
	"order_no" varchar(32) PRIMARY KEY NOT NULL,
	"locked_by" bigint,
	"locked_at" timestamp with time zone,
	"first_approved_by" bigint,
	"first_approved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "ip" varchar(45);--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD COLUMN "stage" varchar(8) DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_secret" varchar(64);--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "console_proposals_status_idx" ON "console_proposals" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "operator_logins_account_idx" ON "operator_logins" USING btree ("account","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");