ALTER TABLE "ledger" DROP CONSTRAINT "ledger_move_id_money_moves_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger" DROP CONSTRAINT "ledger_member_id_members_id_fk";
