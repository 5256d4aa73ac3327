-- Issue #30, the money audit checks settled_totals (migration 0042) against the orders it sums
-- (modules/ledger/audit.ts, kind `settled_totals`). A month detached for archive takes its orders
-- away and leaves their totals (the reports of an archived month still read them), so archiveMonth
-- records here what the month's settled orders added to each totals row, as ledger_archived
-- records what its ledger rows added to each account: the audit compares settled_totals with the
-- attached orders plus these. An issue whose orders span two archived months adds both.
CREATE TABLE "settled_archived" (
	"issue_id" bigint NOT NULL,
	"play_id" integer NOT NULL,
	"shard" smallint NOT NULL,
	"lottery_id" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"stake_milli" bigint DEFAULT 0 NOT NULL,
	"refund_milli" bigint DEFAULT 0 NOT NULL,
	"win_milli" bigint DEFAULT 0 NOT NULL,
	"rebate_milli" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "settled_archived_issue_id_play_id_shard_pk" PRIMARY KEY("issue_id","play_id","shard")
);
