-- Issue #31, device codes: a login record says whether the sign-in came from the installed web app
-- (the `app: pwa` header), as orders do since 0041 (docs/decisions.md "Device codes"); the console's
-- member devices list shows it. Earlier records are taken as the browser's.
ALTER TABLE "login_history" ADD COLUMN "installed" boolean DEFAULT false NOT NULL;
