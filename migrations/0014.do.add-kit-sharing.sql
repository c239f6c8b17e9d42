-- A saved kit is private to its owner until shared: its prompt can say more than the owner wants public.
-- A shared kit is readable by anyone with its link (/kits/{id}); visitors who are not signed in can share a
-- kit too, which stores it without an owner (user_id NULL), shared from the start.
ALTER TABLE kits ADD COLUMN is_shared boolean NOT NULL DEFAULT false;
ALTER TABLE kits ADD CONSTRAINT kits_ownerless_are_shared CHECK (user_id IS NOT NULL OR is_shared);
