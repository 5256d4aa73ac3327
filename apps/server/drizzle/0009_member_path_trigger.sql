-- Issue #14: members.path is the materialised path of ids from the top of the chain down to the
-- member ('/1/5/9/'), so "all subordinates" is one prefix scan of members_path_idx. It is set on
-- insert from the parent's path, whoever inserts the row; moving a member to another parent is
-- not an operation of the product, so a parent change is refused.
CREATE OR REPLACE FUNCTION members_set_path() RETURNS trigger AS $$
DECLARE
  parent_path text;
  parent_depth smallint;
BEGIN
  IF NEW.parent_id IS NULL THEN
    NEW.path := '/' || NEW.id || '/';
    NEW.depth := 0;
  ELSE
    SELECT path, depth INTO parent_path, parent_depth FROM members WHERE id = NEW.parent_id;
    IF parent_path IS NULL THEN
      RAISE EXCEPTION 'members: parent % not found', NEW.parent_id;
    END IF;
    NEW.path := parent_path || NEW.id || '/';
    NEW.depth := parent_depth + 1;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER members_path_insert BEFORE INSERT ON members FOR EACH ROW EXECUTE FUNCTION members_set_path();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION members_keep_path() RETURNS trigger AS $$
BEGIN
  IF NEW.parent_id IS DISTINCT FROM OLD.parent_id OR NEW.path <> OLD.path OR NEW.depth <> OLD.depth THEN
    RAISE EXCEPTION 'members: parent and path do not change';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Existing members: their paths from the parent links (depth-bounded walk, once).
WITH RECURSIVE tree(id, path, depth) AS (
  SELECT id, '/' || id || '/', 0 FROM members WHERE parent_id IS NULL
  UNION ALL
  SELECT m.id, t.path || m.id || '/', t.depth + 1 FROM members m JOIN tree t ON m.parent_id = t.id WHERE t.depth < 50
)
UPDATE members m SET path = tree.path, depth = tree.depth FROM tree WHERE tree.id = m.id;
--> statement-breakpoint
CREATE TRIGGER members_path_update BEFORE UPDATE ON members FOR EACH ROW EXECUTE FUNCTION members_keep_path();
--> statement-breakpoint
-- Open orders placed before the snapshot existed take the chain in force now.
UPDATE orders o SET rebate_chain = (
  SELECT jsonb_agg(jsonb_build_array(a.id::text, a.prize_group) ORDER BY a.depth DESC)
  FROM members b JOIN members a ON a.id = ANY (string_to_array(trim(both '/' from b.path), '/')::bigint[])
  WHERE b.id = o.member_id)
WHERE o.status IN (1, 2) AND o.rebate_chain IS NULL;
