-- Issue #30: the credits an order's settlement brought — its prize (`win:`), push refund (`push:`)
-- and rebates (`rebate:`), of the first settlement or a re-settlement (`rs<n>:`) — are found by the
-- order when its issue is cancelled or settled again (settlement/cancel.ts heldCredits, the only
-- read of money_moves by its reference). money_moves is not partitioned, and without an index on
-- the reference that read scanned the whole table: every bet's, deposit's and refund's move of
-- every month. The index is partial, over exactly the moves that read asks for: a bet's move
-- (type 'bet') and a stake refund (`refund:`) add no entry, so placing a bet and the refund pass of
-- a cancelled issue write no more than before; only settlement's prizes, push refunds and rebates
-- do (docs/decisions.md "Finding an order's credits").
CREATE INDEX "money_moves_order_credit_idx" ON "money_moves" USING btree ("ref_id")
  WHERE "ref_type" = 'order' AND "type" IN ('payout', 'bet_refund', 'rebate') AND "idempotency_key" ~ '^(rs[0-9]+:)?(win|push|rebate):';
