-- Saved tools double as the user's favorites.
CREATE TABLE saved_tools (
  -- ON DELETE CASCADE on both sides: the saved row only links a user to a tool.
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tool_id    integer NOT NULL REFERENCES tools (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, tool_id)
);
CREATE INDEX saved_tools_tool_id_idx ON saved_tools (tool_id);

CREATE TABLE saved_bundles (
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  bundle_id  integer NOT NULL REFERENCES bundles (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, bundle_id)
);
CREATE INDEX saved_bundles_bundle_id_idx ON saved_bundles (bundle_id);

-- Kits from the Magic Kit Builder. A random uuid id makes the public share link /kits/{id} unguessable.
CREATE TABLE kits (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- ON DELETE CASCADE: saved kits are private data of their owner.
  user_id     integer REFERENCES users (id) ON DELETE CASCADE,
  name        text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 5000),
  prompt      text NOT NULL CHECK (length(btrim(prompt)) BETWEEN 1 AND 2000),
  budget      text NOT NULL DEFAULT 'mixed' CHECK (budget IN ('mixed', 'free', 'paid')),
  complexity  text NOT NULL DEFAULT 'intermediate' CHECK (complexity IN ('beginner', 'intermediate', 'advanced')),
  kit_size    integer NOT NULL DEFAULT 7 CHECK (kit_size IN (5, 7, 10)),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kits_user_id_idx ON kits (user_id, created_at DESC) WHERE user_id IS NOT NULL;
CREATE TRIGGER kits_set_updated_at BEFORE UPDATE ON kits FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE kit_tools (
  -- ON DELETE CASCADE on both sides: a kit lists tools; a deleted tool drops out of saved kits.
  kit_id   uuid NOT NULL REFERENCES kits (id) ON DELETE CASCADE,
  tool_id  integer NOT NULL REFERENCES tools (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  -- Why the recommender picked this tool (the need it covers, the words that matched).
  reason   text NOT NULL DEFAULT '' CHECK (length(reason) <= 1000),
  PRIMARY KEY (kit_id, tool_id)
);
CREATE INDEX kit_tools_tool_id_idx ON kit_tools (tool_id);
