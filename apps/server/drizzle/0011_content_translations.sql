ALTER TABLE "activities" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;