-- Issue #32: a bet's orders no longer pay for four foreign-key checks per row.
--
-- Each inserted order ran four RI triggers: one query per row against members, lotteries,
-- issues (and chases, skipped when null), each taking a FOR KEY SHARE lock on the row it found.
-- A batch of 30 bets ran about 90 of them: 0.66 ms of a 7.5-ms batch statement in EXPLAIN
-- ANALYZE, for rows the statement has already proved exist (docs/decisions.md "The orders
-- without foreign keys"). The money audit checks the references instead (`order_orphan`).
ALTER TABLE "orders" DROP CONSTRAINT "orders_member_id_members_id_fk";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_lottery_id_lotteries_id_fk";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_issue_id_issues_id_fk";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_chase_id_chases_id_fk";
