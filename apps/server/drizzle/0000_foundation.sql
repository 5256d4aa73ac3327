CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_kind" varchar(16) NOT NULL,
	"actor_id" varchar(64) NOT NULL,
	"action" varchar(64) NOT NULL,
	"target" varchar(128),
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_accounts" (
	"code" varchar(32) NOT NULL,
	"shard" smallint NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_accounts_code_shard_pk" PRIMARY KEY("code","shard")
);
--> statement-breakpoint
CREATE TABLE "ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"move_id" bigint NOT NULL,
	"member_id" bigint,
	"house_code" varchar(32),
	"house_shard" smallint,
	"type" varchar(32) NOT NULL,
	"amount" bigint NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_one_account" CHECK (("ledger"."member_id" is null) <> ("ledger"."house_code" is null)),
	CONSTRAINT "ledger_arith" CHECK ("ledger"."balance_after" = "ledger"."balance_before" + "ledger"."amount")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" varchar(16) NOT NULL,
	"password_hash" text NOT NULL,
	"fund_password_hash" text,
	"nickname" varchar(10),
	"real_name" varchar(64),
	"mobile" varchar(20),
	"email" varchar(254),
	"qq" varchar(20),
	"avatar" varchar(255),
	"member_type" smallint DEFAULT 1 NOT NULL,
	"parent_id" bigint,
	"invite_code" varchar(16),
	"prize_group" integer DEFAULT 1960 NOT NULL,
	"vip_level" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	"last_login_ip" varchar(45),
	"last_login_address" varchar(128),
	"last_login_device" smallint,
	"login_password_changed_at" timestamp with time zone,
	"fund_password_changed_at" timestamp with time zone,
	CONSTRAINT "members_account_unique" UNIQUE("account"),
	CONSTRAINT "members_invite_code_unique" UNIQUE("invite_code"),
	CONSTRAINT "members_type_chk" CHECK ("members"."member_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "money_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" varchar(128) NOT NULL,
	"type" varchar(32) NOT NULL,
	"amount" bigint NOT NULL,
	"ref_type" varchar(32),
	"ref_id" varchar(64),
	"remark" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_moves_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "money_moves_amount_pos" CHECK ("money_moves"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"operator_id" bigint NOT NULL,
	"ip" varchar(45),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "operator_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" varchar(32) NOT NULL,
	"password_hash" text NOT NULL,
	"role" varchar(32) DEFAULT 'admin' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_account_unique" UNIQUE("account")
);
--> statement-breakpoint
CREATE TABLE "platform_config" (
	"host" varchar(253) NOT NULL,
	"key" varchar(32) NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "platform_config_host_key_pk" PRIMARY KEY("host","key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"member_id" bigint NOT NULL,
	"device" smallint DEFAULT 1 NOT NULL,
	"ip" varchar(45),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "system_state" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"frozen" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_nonneg" CHECK ("wallets"."balance" >= 0),
	CONSTRAINT "wallets_frozen_nonneg" CHECK ("wallets"."frozen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_move_id_money_moves_id_fk" FOREIGN KEY ("move_id") REFERENCES "public"."money_moves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_member_idx" ON "ledger" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_move_idx" ON "ledger" USING btree ("move_id");--> statement-breakpoint
CREATE INDEX "ledger_house_idx" ON "ledger" USING btree ("house_code","house_shard","id");--> statement-breakpoint
CREATE INDEX "members_parent_idx" ON "members" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");