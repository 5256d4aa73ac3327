CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" varchar(8) NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"template" varchar(48) NOT NULL,
	"lang" varchar(4) NOT NULL,
	"subject" varchar(200),
	"body" text NOT NULL,
	"member_id" bigint,
	"host" varchar(253),
	"request_ip" varchar(64),
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"provider" varchar(16),
	"provider_id" varchar(128),
	"last_error" varchar(300),
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "outbox_ip_idx" ON "outbox" USING btree ("request_ip","created_at");