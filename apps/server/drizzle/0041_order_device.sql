-- Issue #31, device codes: every order records the device code its request reported (the
-- `device` header: 1 desktop web, 2 iOS app, 3 Android app, 4 mobile browser; null when the
-- caller sent none or an unknown one) and whether it came from the installed web app (the
-- `app: pwa` header; docs/decisions.md "Device codes"). Added on the partitioned parent, so every
-- month partition and the default one get both; a nullable column and a constant default change
-- the catalogue only, no partition is rewritten.
ALTER TABLE "orders" ADD COLUMN "device" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "installed" boolean DEFAULT false NOT NULL;
