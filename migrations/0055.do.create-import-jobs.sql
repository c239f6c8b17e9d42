-- Admin bulk uploads run as jobs (api/src/import/jobs/): the upload answers at once with the job, which the
-- back office polls for its progress and then its result.
CREATE TABLE import_jobs (
  id                  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind                text NOT NULL CHECK (kind IN ('tools', 'reviews', 'tutorials')),
  file_name           text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  file_bytes          bigint NOT NULL CHECK (file_bytes >= 0),
  -- A tools import told to update the tools already there (the admin confirmed the duplicates).
  override_duplicates boolean NOT NULL DEFAULT false,
  status              text NOT NULL DEFAULT 'queued'
                      CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'needs_override')),
  -- What the running import is doing, and how far each stage got; kept once it ends.
  stage               text CHECK (stage IN ('reading', 'checking', 'writing')),
  bytes_read          bigint NOT NULL DEFAULT 0,
  parsed_rows         integer NOT NULL DEFAULT 0,
  validated_rows      integer NOT NULL DEFAULT 0,
  written_rows        integer NOT NULL DEFAULT 0,
  -- The import's answer once it ended (counts, row errors, duplicates, created categories), as the upload gave it.
  result              jsonb,
  -- Why a failed job wrote nothing, in words for the admin.
  error               text,
  -- ON DELETE SET NULL: the job stays in the history when the admin who started it leaves.
  created_by          integer REFERENCES users (id) ON DELETE SET NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  started_at          timestamptz,
  finished_at         timestamptz,
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT import_jobs_finished CHECK ((status IN ('succeeded', 'failed', 'needs_override')) = (finished_at IS NOT NULL)),
  CONSTRAINT import_jobs_failed_with_error CHECK ((status = 'failed') = (error IS NOT NULL))
);
-- The Imports list: newest first, all kinds or one.
CREATE INDEX import_jobs_kind_idx ON import_jobs (kind, id DESC);
CREATE TRIGGER import_jobs_set_updated_at BEFORE UPDATE ON import_jobs FOR EACH ROW EXECUTE FUNCTION set_updated_at();
