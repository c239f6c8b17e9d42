-- The host a website is known by (lower-case, without "www." or a port), as api/src/lib/tool-fields.ts
-- websiteHost() computes it: a bulk import treats a tool with the same host as an existing one as a duplicate.
CREATE FUNCTION url_host(url text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT substring(lower(url) FROM '^[a-z][a-z0-9+.-]*://(?:[^@/?#]*@)?(?:www\.)?([^/:?#]+)') $$;

-- Finds the existing tool of each imported row's host without scanning the tools table.
CREATE INDEX tools_website_host_idx ON tools (url_host(website_url));
