ALTER TABLE "operators" ADD COLUMN "created_by" bigint;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "changed_by" bigint;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;