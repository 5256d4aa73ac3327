CREATE TABLE "team_join_days" (
	"ancestor_id" bigint NOT NULL,
	"scope" smallint NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "team_join_days_ancestor_id_scope_day_pk" PRIMARY KEY("ancestor_id","scope","day")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "xact" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL;--> statement-breakpoint
CREATE INDEX "members_xact_idx" ON "members" USING btree ("xact");