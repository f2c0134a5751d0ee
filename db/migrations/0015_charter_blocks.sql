-- Blocked time of a charter vessel (docs/charter.md, "No double booking"): a confirmed
-- booking, maintenance, or an option that holds the slot until it expires. `span` is the
-- booked time; `busy` is the span with the vessel's turnaround added after it, and no two
-- busy ranges of one vessel may overlap: the exclusion constraint makes a double booking
-- impossible whatever the number of API instances.
--
-- An exclusion constraint cannot read now(), so an expired option still holds its row:
-- every write on a vessel first deletes that vessel's expired options in its own
-- transaction (so they never block), and every read leaves them out.
CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TABLE charter_blocks (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    product_id   text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    span         tstzrange NOT NULL,
    busy         tstzrange NOT NULL,
    kind         text NOT NULL CHECK (kind IN ('booking', 'option', 'maintenance')),
    expires_at   timestamptz,
    enquiry_ref  text CHECK (enquiry_ref ~ '^Q-[2-9A-HJ-NP-Z]{4,8}$'),
    created_at   timestamptz NOT NULL DEFAULT now(),
    CHECK (NOT isempty(span) AND lower_inc(span) AND NOT upper_inc(span)
           AND upper(span) - lower(span) <= interval '31 days'),
    CHECK (lower(busy) = lower(span) AND upper(busy) >= upper(span) AND NOT upper_inc(busy)),
    CHECK ((kind = 'option') = (expires_at IS NOT NULL)),
    CONSTRAINT charter_blocks_no_overlap EXCLUDE USING gist (product_id WITH =, busy WITH &&)
);
CREATE INDEX charter_blocks_span_idx ON charter_blocks USING gist (span);

-- An instant as the API writes it: Dubai's civil time with Dubai's offset at that instant,
-- "2026-12-04T17:00:00+04:00". The offset is asked of the time-zone database, not assumed.
CREATE FUNCTION dubai_iso(t timestamptz) RETURNS text
LANGUAGE sql STABLE STRICT AS $$
    SELECT to_char(t AT TIME ZONE 'Asia/Dubai', 'YYYY-MM-DD"T"HH24:MI:SS')
           || CASE WHEN o < interval '0' THEN '-' ELSE '+' END
           || to_char(CASE WHEN o < interval '0' THEN -o ELSE o END, 'HH24:MI')
      FROM (SELECT (t AT TIME ZONE 'Asia/Dubai') - (t AT TIME ZONE 'UTC') AS o) AS offset_of
$$;

-- Blocks appear in the activity log.
ALTER TABLE activity_log DROP CONSTRAINT activity_log_entity_check;
ALTER TABLE activity_log ADD CONSTRAINT activity_log_entity_check
    CHECK (entity IN ('product', 'banner', 'user', 'settings', 'session', 'enquiry', 'charter_block'));
