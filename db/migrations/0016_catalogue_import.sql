-- The catalogue import's session and its staged rows (docs/catalogue-io.md): the batches
-- of one import wait here until one transaction writes them all, so that any API process
-- can take any batch and nothing is written unless everything is.
CREATE TABLE import_sessions (
  id text PRIMARY KEY CHECK (length(id) <= 64),
  -- Only one import at a time: every session holds the same value of a unique column.
  single boolean NOT NULL DEFAULT true UNIQUE CHECK (single),
  started_by text,
  started_at timestamptz NOT NULL DEFAULT now(),
  touched_at timestamptz NOT NULL DEFAULT now(),
  row_count integer NOT NULL DEFAULT 0 CHECK (row_count >= 0),
  byte_count bigint NOT NULL DEFAULT 0 CHECK (byte_count >= 0)
);

CREATE TABLE import_rows (
  session_id text NOT NULL REFERENCES import_sessions (id) ON DELETE CASCADE,
  row_number bigint NOT NULL,
  cells text NOT NULL,
  PRIMARY KEY (session_id, row_number)
);
