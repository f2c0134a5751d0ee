-- How the staff hear of new leads (docs/enquiries.md, "Mail to the staff"): each lead at
-- once, an hourly digest, or no mail. One row, kept out of the public settings (a visitor
-- has no business knowing how the staff are told).
CREATE TABLE lead_mail (
    only_row       boolean PRIMARY KEY DEFAULT true CHECK (only_row),
    mode           text NOT NULL DEFAULT 'each' CHECK (mode IN ('each', 'hourly', 'off')),
    last_digest_at timestamptz NOT NULL DEFAULT '-infinity'
);
INSERT INTO lead_mail DEFAULT VALUES;

-- A lead made while the mode was 'hourly' waits for the next digest, which clears the flag
-- in the transaction that writes the digest to the outbox.
ALTER TABLE enquiries ADD COLUMN awaiting_digest boolean NOT NULL DEFAULT false;
CREATE INDEX enquiries_digest_idx ON enquiries (created_at, ref) WHERE awaiting_digest;
