CREATE TABLE posts (
  id                   integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title                text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 300),
  slug                 slug NOT NULL UNIQUE,
  excerpt              text NOT NULL CHECK (length(btrim(excerpt)) BETWEEN 1 AND 1000),
  -- Sanitized HTML (Markdown is rendered and sanitized by the API before it is stored).
  content              text NOT NULL CHECK (length(btrim(content)) BETWEEN 1 AND 500000),
  cover_image_url      http_url,
  author_name          text CHECK (length(author_name) <= 200),
  author_avatar_url    http_url,
  reading_time_minutes integer NOT NULL DEFAULT 5 CHECK (reading_time_minutes BETWEEN 1 AND 60),
  tags                 text[] NOT NULL DEFAULT '{}',
  seo_title            text CHECK (length(seo_title) <= 300),
  seo_description      text CHECK (length(seo_description) <= 500),
  is_published         boolean NOT NULL DEFAULT false,
  published_at         timestamptz,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  -- A draft has no publication date; a published post always has one.
  CHECK (is_published = (published_at IS NOT NULL))
);
-- The blog lists published posts newest first.
CREATE INDEX posts_published_idx ON posts (published_at DESC) WHERE is_published;
CREATE TRIGGER posts_set_updated_at BEFORE UPDATE ON posts FOR EACH ROW EXECUTE FUNCTION set_updated_at();
