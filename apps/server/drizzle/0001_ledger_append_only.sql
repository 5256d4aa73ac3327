-- The ledger is append-only (ARCHITECTURE.md "The money ledger"): corrections are new moves.
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'ledger is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_no_update BEFORE UPDATE OR DELETE ON ledger FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER money_moves_no_update BEFORE UPDATE OR DELETE ON money_moves FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
