ALTER TABLE "protection_states" ADD COLUMN "review_ack_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "protection_states" ADD COLUMN "limit_prompt_ack_at" timestamp with time zone;