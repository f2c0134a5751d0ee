-- Charter terms of a Vessel Chartering product (docs/charter.md): one jsonb object in the
-- contract's shape, checked by the domain on every write; null when the vessel has none.
-- Only chartering products may carry terms.
ALTER TABLE products ADD COLUMN charter jsonb
    CHECK (charter IS NULL OR (category = 'vessel-chartering' AND jsonb_typeof(charter) = 'object'));

-- A booking request kept with its lead (docs/charter.md): the vessel, the slot and the
-- estimate the visitor was given, as the lead shows them; null for other leads.
ALTER TABLE enquiries ADD COLUMN booking jsonb CHECK (booking IS NULL OR jsonb_typeof(booking) = 'object');
