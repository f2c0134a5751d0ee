-- Channel calendars (docs/charter.md, "Channel calendars"): each charter vessel's secret
-- export link, the other channels' feeds it imports, their events as `external` blocks
-- under the same exclusion constraint, and the events that met a block of ours (conflicts).

-- The export link's secret (128 random bits); rotating it replaces the row's token.
CREATE TABLE charter_calendars (
    product_id   text PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
    export_token text NOT NULL UNIQUE CHECK (export_token ~ '^[0-9a-f]{32}$'),
    rotated_at   timestamptz NOT NULL DEFAULT now()
);

-- A channel's feed. `synced_at` is the last good sync that wrote something (or was asked for
-- by an admin); a round that finds every feed unchanged writes nothing per feed, so the last
-- good sync a screen shows also reads calendar_sync_rounds (the last round that finished).
CREATE TABLE calendar_feeds (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    product_id    text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    label         text NOT NULL CHECK (char_length(label) BETWEEN 1 AND 60),
    url           text NOT NULL CHECK (char_length(url) BETWEEN 1 AND 2000),
    allow_http    boolean NOT NULL DEFAULT false,
    etag          text CHECK (char_length(etag) <= 300),
    last_modified text CHECK (char_length(last_modified) <= 100),
    content_hash  text CHECK (char_length(content_hash) = 64),
    events        integer NOT NULL DEFAULT 0,
    synced_at     timestamptz,
    last_error    text CHECK (char_length(last_error) <= 300),
    failed_at     timestamptz,
    created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX calendar_feeds_product_idx ON calendar_feeds (product_id, id);

-- One row: the round of every feed is claimed by one instance at a time (the claim is the
-- row's update), and its end is when every feed without an error was last seen good.
CREATE TABLE calendar_sync_rounds (
    only_row    boolean PRIMARY KEY DEFAULT true CHECK (only_row),
    started_at    timestamptz NOT NULL DEFAULT '-infinity',
    -- the last round that finished: when it started and when it ended
    finished_from timestamptz NOT NULL DEFAULT '-infinity',
    finished_at   timestamptz NOT NULL DEFAULT '-infinity'
);
INSERT INTO calendar_sync_rounds DEFAULT VALUES;

-- External blocks: a feed's event (identity: UID and recurrence id) holds the vessel's time
-- like a block of ours. `lane` lets two channels' events overlap each other (a captain's
-- calendar often repeats a channel's booking) while nothing may overlap a block of ours: our
-- blocks' lane is unbounded, an external block's is its own one-id range.
ALTER TABLE charter_blocks DROP CONSTRAINT charter_blocks_kind_check;
-- A channel may close a vessel for a season: an external block may pass 31 days.
ALTER TABLE charter_blocks DROP CONSTRAINT charter_blocks_span_check;
ALTER TABLE charter_blocks DROP CONSTRAINT charter_blocks_no_overlap;
ALTER TABLE charter_blocks
    ADD COLUMN feed_id bigint REFERENCES calendar_feeds (id) ON DELETE CASCADE,
    ADD COLUMN event_uid text CHECK (char_length(event_uid) BETWEEN 1 AND 300),
    ADD COLUMN recurrence_id text CHECK (char_length(recurrence_id) <= 20),
    ADD COLUMN sequence integer NOT NULL DEFAULT 0,
    ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
    ADD COLUMN lane int8range GENERATED ALWAYS AS
        (CASE WHEN kind = 'external' THEN int8range(id, id + 1) ELSE int8range(NULL, NULL) END) STORED,
    ADD CONSTRAINT charter_blocks_span_check CHECK (NOT isempty(span) AND lower_inc(span) AND NOT upper_inc(span)
        AND (kind = 'external' OR upper(span) - lower(span) <= interval '31 days')),
    ADD CONSTRAINT charter_blocks_kind_check CHECK (kind IN ('booking', 'option', 'maintenance', 'external')),
    ADD CONSTRAINT charter_blocks_external_check
        CHECK ((kind = 'external') = (feed_id IS NOT NULL AND event_uid IS NOT NULL AND recurrence_id IS NOT NULL)),
    ADD CONSTRAINT charter_blocks_no_overlap EXCLUDE USING gist (product_id WITH =, busy WITH &&, lane WITH &&);
CREATE UNIQUE INDEX charter_blocks_event_idx ON charter_blocks (feed_id, event_uid, recurrence_id) WHERE feed_id IS NOT NULL;

-- An external event that met a block of ours: not imported, kept here and shown to staff;
-- `block_id` is the block it met. Mailed once (the outbox's key is the conflict's identity).
CREATE TABLE calendar_conflicts (
    feed_id       bigint NOT NULL REFERENCES calendar_feeds (id) ON DELETE CASCADE,
    event_uid     text NOT NULL,
    recurrence_id text NOT NULL,
    span          tstzrange NOT NULL,
    block_id      bigint,
    found_at      timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (feed_id, event_uid, recurrence_id)
);

-- Feeds, conflicts and export links appear in the activity log.
ALTER TABLE activity_log DROP CONSTRAINT activity_log_entity_check;
ALTER TABLE activity_log ADD CONSTRAINT activity_log_entity_check
    CHECK (entity IN ('product', 'banner', 'user', 'settings', 'session', 'enquiry', 'charter_block', 'calendar_feed',
                      'calendar_conflict', 'calendar_link'));
