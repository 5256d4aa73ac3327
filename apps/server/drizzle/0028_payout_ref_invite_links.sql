-- An agent's own invitation code becomes an ordinary permanent link of his (#27 M6): listed on
-- his "Invitation links", counted, and giving a member at a group he may give by link (his own,
-- but no quota group above the setting agentQuotaAbove, default 1950).
INSERT INTO "invite_links" ("agent_id", "code", "member_type", "prize_group", "valid_days", "created_at")
SELECT m."id", m."invite_code", 1,
  LEAST(m."prize_group", COALESCE((SELECT s."value"::int FROM "settings" s WHERE s."key" = 'agentQuotaAbove'), 1950)),
  0, now()
FROM "members" m
WHERE m."invite_code" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "invite_links" l WHERE lower(l."code") = lower(m."invite_code"));--> statement-breakpoint
ALTER TABLE "members" DROP CONSTRAINT "members_invite_code_unique";--> statement-breakpoint
ALTER TABLE "dw_orders" ADD COLUMN "payout_ref" varchar(128);--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "invite_code";