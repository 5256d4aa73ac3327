DROP INDEX "orders_issue_status_idx";--> statement-breakpoint
DROP INDEX "orders_open_issue_idx";--> statement-breakpoint
CREATE INDEX "orders_issue_idx" ON "orders" USING btree ("issue_id","id");--> statement-breakpoint
-- Room on each page for a settled order's new row version (a HOT update: status is in no index
-- now). Applies to pages written from now on; an existing table takes it at its next rewrite
-- (VACUUM FULL or pg_repack), docs/performance.md "Settlement".
ALTER TABLE "orders" SET (fillfactor = 50);
