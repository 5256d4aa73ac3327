ALTER TABLE "members" ADD COLUMN "last_device_id" varchar(64);--> statement-breakpoint
ALTER TABLE "login_history" ADD COLUMN "device_id" varchar(64);--> statement-breakpoint
ALTER TABLE "promo_draws" ADD COLUMN "prize_table" jsonb;--> statement-breakpoint
ALTER TABLE "promo_draws" ADD COLUMN "multiplier" smallint DEFAULT 1 NOT NULL;