CREATE TABLE categories (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name        text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 120),
  slug        slug NOT NULL UNIQUE,
  description text CHECK (length(description) <= 2000),
  -- An emoji, or an http(s) image URL.
  icon        text CHECK (length(icon) <= 2048),
  tags        text[] NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER categories_set_updated_at BEFORE UPDATE ON categories FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE tools (
  id                integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name              text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  slug              slug NOT NULL UNIQUE,
  -- ON DELETE SET NULL: deleting a category leaves its tools in the directory, uncategorized.
  category_id       integer REFERENCES categories (id) ON DELETE SET NULL,
  -- NULL when the pricing is not known (much of the seed catalog); never guessed.
  pricing_model     text CHECK (pricing_model IN ('Free', 'Freemium', 'Paid')),
  is_paid           boolean GENERATED ALWAYS AS (pricing_model IS NOT DISTINCT FROM 'Paid') STORED,
  status            text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  is_featured       boolean NOT NULL DEFAULT false,
  short_description text NOT NULL CHECK (length(btrim(short_description)) BETWEEN 1 AND 500),
  description       text NOT NULL DEFAULT '' CHECK (length(description) <= 20000),
  website_url       http_url NOT NULL,
  logo_url          text CHECK (length(logo_url) <= 2048),
  video_url         http_url,
  pdf_url           http_url,
  free_credit_info  text CHECK (length(free_credit_info) <= 1000),
  screenshots       text[] NOT NULL DEFAULT '{}',
  features          text[] NOT NULL DEFAULT '{}',
  tags              text[] NOT NULL DEFAULT '{}',
  search_keywords   text NOT NULL DEFAULT '' CHECK (length(search_keywords) <= 2000),
  -- Kept equal to the average and count of the tool's reviews, in the transaction that changes them.
  rating            numeric(3, 2) NOT NULL DEFAULT 0 CHECK (rating = 0 OR rating BETWEEN 1 AND 5),
  review_count      integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
  click_count       bigint NOT NULL DEFAULT 0 CHECK (click_count >= 0),
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CHECK ((review_count = 0) = (rating = 0))
);
CREATE INDEX tools_category_id_idx ON tools (category_id);
-- The home page asks for featured active tools on every visit.
CREATE INDEX tools_featured_idx ON tools (is_featured) WHERE is_featured AND status = 'active';
CREATE TRIGGER tools_set_updated_at BEFORE UPDATE ON tools FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE tool_tutorials (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- ON DELETE CASCADE: a tutorial belongs to exactly one tool.
  tool_id          integer NOT NULL REFERENCES tools (id) ON DELETE CASCADE,
  title            text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 200),
  description      text NOT NULL DEFAULT '' CHECK (length(description) <= 5000),
  difficulty_level text NOT NULL DEFAULT 'beginner' CHECK (difficulty_level IN ('beginner', 'intermediate', 'advanced')),
  duration_minutes integer CHECK (duration_minutes BETWEEN 1 AND 600),
  video_url        http_url,
  pdf_url          http_url,
  position         integer NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tool_tutorials_tool_id_idx ON tool_tutorials (tool_id, position);
CREATE TRIGGER tool_tutorials_set_updated_at BEFORE UPDATE ON tool_tutorials FOR EACH ROW EXECUTE FUNCTION set_updated_at();
