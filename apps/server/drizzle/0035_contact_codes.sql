ALTER TABLE "sms_codes" RENAME COLUMN "mobile" TO "recipient";--> statement-breakpoint
ALTER TABLE "sms_codes" ALTER COLUMN "recipient" SET DATA TYPE varchar(254);--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "purpose" varchar(16) DEFAULT 'bind' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;
