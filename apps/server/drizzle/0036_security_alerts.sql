-- Security and operator alerts (issue #33): the member's language (alerts are written in it), his
-- messages in the member centre, and the queue orders the operators were already told about.
CREATE TABLE "member_inbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"template" varchar(48) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ops_queue_alerts" (
	"order_no" varchar(32) PRIMARY KEY NOT NULL,
	"alerted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "lang" varchar(4);--> statement-breakpoint
ALTER TABLE "member_inbox" ADD CONSTRAINT "member_inbox_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_inbox_member_idx" ON "member_inbox" USING btree ("member_id","id");