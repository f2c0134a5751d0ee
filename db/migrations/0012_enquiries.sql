-- Enquiries and the lead inbox (docs/enquiries.md). A visitor's enquiry list is stored
-- when it is sent, with what each item was called and cost at that moment; nothing about
-- the visitor is kept (no name, number, address or user agent). The reference is what a
-- WhatsApp message, an e-mail's subject or a caller quotes back to the staff.
CREATE TABLE enquiries (
    ref          text PRIMARY KEY CHECK (ref ~ '^Q-[2-9A-HJ-NP-Z]{4,6}$'),
    channel      text NOT NULL CHECK (channel IN ('whatsapp', 'email', 'call')),
    lang         text NOT NULL CHECK (lang IN ('en', 'ar')),
    page         text NOT NULL CHECK (char_length(page) <= 300),
    note         text NOT NULL DEFAULT '' CHECK (char_length(note) <= 1000),
    status       text NOT NULL DEFAULT 'new'
        CHECK (status IN ('new', 'received', 'contacted', 'quoted', 'won', 'lost')),
    lost_reason  text CHECK (char_length(lost_reason) <= 300),
    assignee_id  text REFERENCES users (id) ON DELETE SET NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now(),
    CHECK ((status = 'lost') = (lost_reason IS NOT NULL))
);

-- The inbox is newest first by (created_at, ref), alone or by status; the daily removal
-- of old leads walks the same index.
CREATE INDEX enquiries_created_idx ON enquiries (created_at DESC, ref DESC);
CREATE INDEX enquiries_status_idx ON enquiries (status, created_at DESC, ref DESC);
CREATE INDEX enquiries_channel_idx ON enquiries (channel, created_at DESC, ref DESC);

-- The items as they were sent. No foreign key to products: a lead keeps its items when a
-- listing is later edited or removed.
CREATE TABLE enquiry_items (
    ref          text NOT NULL REFERENCES enquiries (ref) ON DELETE CASCADE,
    position     smallint NOT NULL CHECK (position BETWEEN 0 AND 29),
    product_id   text NOT NULL CHECK (product_id ~ '^[A-Za-z0-9_-]{1,64}$'),
    name         text NOT NULL CHECK (char_length(name) <= 200),
    category     text NOT NULL,
    price        numeric(12, 2),  -- null: the listing said 'contact for pricing'
    quantity     integer NOT NULL CHECK (quantity BETWEEN 1 AND 999),
    PRIMARY KEY (ref, position)
);
-- An item name search, and the insights' per-listing counts.
CREATE INDEX enquiry_items_name_idx ON enquiry_items USING gin (public.search_normalise(name) gin_trgm_ops);
CREATE INDEX enquiry_items_product_idx ON enquiry_items (product_id);

-- Staff notes on a lead, oldest first; the author is copied as the activity log copies it.
CREATE TABLE enquiry_notes (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    ref             text NOT NULL REFERENCES enquiries (ref) ON DELETE CASCADE,
    author_id       text CHECK (char_length(author_id) <= 64),
    author_username text CHECK (char_length(author_username) <= 50),
    body            text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
    created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX enquiry_notes_ref_idx ON enquiry_notes (ref, id);

-- Leads appear in the activity log.
ALTER TABLE activity_log DROP CONSTRAINT activity_log_entity_check;
ALTER TABLE activity_log ADD CONSTRAINT activity_log_entity_check
    CHECK (entity IN ('product', 'banner', 'user', 'settings', 'session', 'enquiry'));
