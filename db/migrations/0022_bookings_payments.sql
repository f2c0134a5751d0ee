-- Bookings with deposits (docs/payments.md): each booking lead's page token, its payments,
-- the gateway's events handled (each once), the live checkout sessions reused, and the texts
-- the booking page shows when online payment is off.

-- Made with the lead's first option (in the block's transaction) and kept after it.
CREATE TABLE booking_tokens (
    enquiry_ref text PRIMARY KEY REFERENCES enquiries (ref) ON DELETE CASCADE,
    token       text NOT NULL UNIQUE CHECK (token ~ '^[0-9a-f]{32}$'),
    created_at  timestamptz NOT NULL DEFAULT now()
);

-- Amounts in whole fils. `flag` says what is wrong with a flagged payment.
CREATE TABLE payments (
    id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    enquiry_ref    text NOT NULL REFERENCES enquiries (ref) ON DELETE CASCADE,
    kind           text NOT NULL CHECK (kind IN ('deposit', 'balance')),
    amount_fils    bigint NOT NULL CHECK (amount_fils BETWEEN 0 AND 100000000000),
    currency       text NOT NULL DEFAULT 'AED' CHECK (currency ~ '^[A-Z]{3}$'),
    method         text NOT NULL CHECK (method IN ('online', 'bank-transfer', 'cash', 'card-terminal', 'other')),
    state          text NOT NULL CHECK (state IN ('pending', 'paid', 'expired', 'refunded', 'flagged')),
    flag           text CHECK (flag IN ('amount', 'slot-taken')),
    note           text NOT NULL DEFAULT '' CHECK (char_length(note) <= 500),
    session_id     text UNIQUE CHECK (char_length(session_id) BETWEEN 1 AND 300),
    payment_intent text CHECK (char_length(payment_intent) BETWEEN 1 AND 300),
    created_at     timestamptz NOT NULL DEFAULT now(),
    created_by     text CHECK (char_length(created_by) <= 64),
    -- only a wrong amount (flagged) may be zero; online payments name their session
    CHECK (amount_fils > 0 OR flag = 'amount'),
    CHECK ((state = 'flagged') = (flag IS NOT NULL)),
    CHECK ((method = 'online') = (session_id IS NOT NULL)),
    CHECK (method = 'online' OR state IN ('paid', 'flagged'))
);
CREATE INDEX payments_ref_idx ON payments (enquiry_ref, id);
CREATE INDEX payments_flagged_idx ON payments (enquiry_ref) WHERE state = 'flagged';
CREATE INDEX payments_intent_idx ON payments (payment_intent) WHERE payment_intent IS NOT NULL;

-- A gateway event's id is inserted first in the transaction that handles it: a second
-- delivery (or a second instance at the same moment) waits on it and then finds it there.
CREATE TABLE gateway_events (
    event_id   text PRIMARY KEY CHECK (char_length(event_id) BETWEEN 1 AND 300),
    type       text NOT NULL CHECK (char_length(type) <= 100),
    handled_at timestamptz NOT NULL DEFAULT now()
);

-- The live hosted page of a booking and kind, answered again while it lives.
CREATE TABLE checkout_sessions (
    enquiry_ref text NOT NULL REFERENCES enquiries (ref) ON DELETE CASCADE,
    kind        text NOT NULL CHECK (kind IN ('deposit', 'balance')),
    session_id  text NOT NULL CHECK (char_length(session_id) BETWEEN 1 AND 300),
    url         text NOT NULL CHECK (char_length(url) BETWEEN 1 AND 2000),
    expires_at  timestamptz NOT NULL,
    amount_fils bigint NOT NULL CHECK (amount_fils > 0),
    PRIMARY KEY (enquiry_ref, kind)
);

ALTER TABLE site_settings
    ADD COLUMN payment_instructions text NOT NULL DEFAULT '' CHECK (char_length(payment_instructions) <= 1000),
    ADD COLUMN payment_instructions_ar text NOT NULL DEFAULT '' CHECK (char_length(payment_instructions_ar) <= 1000);

ALTER TABLE activity_log DROP CONSTRAINT activity_log_entity_check;
ALTER TABLE activity_log ADD CONSTRAINT activity_log_entity_check
    CHECK (entity IN ('product', 'banner', 'user', 'settings', 'session', 'enquiry', 'charter_block', 'calendar_feed',
                      'calendar_conflict', 'calendar_link', 'payment'));
