-- Leads per desk (docs/desks.md, "The contract"): the desk a lead went to, whether it came
-- while that desk was closed, and when its status first moved past 'received' (the time to
-- "contacted" in the insights). No foreign key on the desk: the desks are one document in
-- the settings row (migration 0026), and a removed desk's leads keep its id.
ALTER TABLE enquiries
    ADD COLUMN desk text
        CONSTRAINT enquiries_desk_form CHECK (desk ~ '^[a-z0-9][a-z0-9-]{0,31}$'),
    ADD COLUMN out_of_hours boolean NOT NULL DEFAULT false,
    ADD COLUMN first_status_change_at timestamptz;

-- The inbox's desk filter, newest first as its other filters are (migration 0012).
CREATE INDEX enquiries_desk_idx ON enquiries (desk, created_at DESC, ref DESC);
