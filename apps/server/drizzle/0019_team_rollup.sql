CREATE TABLE "member_active_days" (
	"member_id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"day" date NOT NULL,
	"prev_day" date,
	CONSTRAINT "member_active_days_member_id_kind_day_pk" PRIMARY KEY("member_id","kind","day")
);
--> statement-breakpoint
CREATE TABLE "team_active_days" (
	"ancestor_id" bigint NOT NULL,
	"scope" smallint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"day" date NOT NULL,
	"prev_day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "team_active_days_ancestor_id_scope_kind_day_prev_day_pk" PRIMARY KEY("ancestor_id","scope","kind","day","prev_day")
);
--> statement-breakpoint
CREATE TABLE "team_days" (
	"ancestor_id" bigint NOT NULL,
	"scope" smallint NOT NULL,
	"day" date NOT NULL,
	"type" varchar(32) NOT NULL,
	"credit" bigint NOT NULL,
	"debit" bigint NOT NULL,
	CONSTRAINT "team_days_ancestor_id_scope_day_type_pk" PRIMARY KEY("ancestor_id","scope","day","type")
);
--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "xact" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_member_xact_idx" ON "ledger" USING btree ("xact") WHERE "ledger"."member_id" is not null;