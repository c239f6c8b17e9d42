-- Extensions the search engine relies on: trigram similarity (typo correction) and accent folding.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- Keeps updated_at current on every UPDATE, so application code never has to remember it.
CREATE FUNCTION set_updated_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;

-- A URL slug: lowercase letters and digits in hyphen-separated runs ("image-generation").
-- Being lowercase by construction, a plain UNIQUE constraint on it is case-insensitive.
CREATE DOMAIN slug AS text
  CHECK (VALUE ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(VALUE) <= 120);

-- An http(s) URL, loosely checked: the API validates properly, this guards against junk from other writers.
CREATE DOMAIN http_url AS text
  CHECK (VALUE ~* '^https?://[^\s/$.?#][^\s]*$' AND length(VALUE) <= 2048);

-- An email address, loosely checked (the API applies the precise rule; admin@localhost must pass).
-- Stored as typed, compared lower-cased.
CREATE DOMAIN email_address AS text
  CHECK (VALUE ~ '^[^\s@]+@[^\s@]+$' AND length(VALUE) <= 254);
