-- The country of a sign-in, as the trusted proxy in front of the server names it (issue #33:
-- a sign-in from a new country alerts the member).
ALTER TABLE "login_history" ADD COLUMN "country" varchar(2);
