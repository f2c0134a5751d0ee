-- Enquiry insights (docs/insights.md): counts only, never one row per event. A row is one
-- day in Asia/Dubai × product ('' none) × kind × source; nothing identifies a visitor.
-- The API caps the sources of a day (the rest is 'other'), and products are real ids, so
-- the table grows with days × products, not with traffic.

CREATE TABLE enquiry_counts (
    day        date   NOT NULL,
    product_id text   NOT NULL CHECK (product_id = '' OR product_id ~ '^[A-Za-z0-9_-]{1,64}$'),
    kind       text   NOT NULL CHECK (kind IN ('view', 'call', 'whatsapp', 'email')),
    source     text   NOT NULL CHECK (char_length(source) BETWEEN 1 AND 120),
    count      bigint NOT NULL CHECK (count > 0),
    PRIMARY KEY (day, product_id, kind, source)
);

-- The sources a day already has, for the cap.
CREATE INDEX enquiry_counts_day_source_idx ON enquiry_counts (day, source);
