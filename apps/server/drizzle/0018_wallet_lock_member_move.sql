ALTER TABLE "wallets" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
-- Issue #16: an operator moves a subtree to another agent (console, "for future orders only").
-- The move sets lotus.member_move for its own transaction; any other change of parent, path or
-- depth is still refused. A registration reads its parent's path under FOR KEY SHARE, so it waits
-- for a move of that parent (which locks the subtree FOR UPDATE first) and takes the new path.
CREATE OR REPLACE FUNCTION members_keep_path() RETURNS trigger AS $$
BEGIN
  IF (NEW.parent_id IS DISTINCT FROM OLD.parent_id OR NEW.path <> OLD.path OR NEW.depth <> OLD.depth)
     AND coalesce(current_setting('lotus.member_move', true), '') <> 'on' THEN
    RAISE EXCEPTION 'members: parent and path do not change';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION members_set_path() RETURNS trigger AS $$
DECLARE
  parent_path text;
  parent_depth smallint;
BEGIN
  IF NEW.parent_id IS NULL THEN
    NEW.path := '/' || NEW.id || '/';
    NEW.depth := 0;
  ELSE
    SELECT path, depth INTO parent_path, parent_depth FROM members WHERE id = NEW.parent_id FOR KEY SHARE;
    IF parent_path IS NULL THEN
      RAISE EXCEPTION 'members: parent % not found', NEW.parent_id;
    END IF;
    NEW.path := parent_path || NEW.id || '/';
    NEW.depth := parent_depth + 1;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
