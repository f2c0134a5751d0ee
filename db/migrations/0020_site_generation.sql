-- The site's data generation (docs/operations.md, "The site's data generation"): one
-- number for every API instance, raised by each write of the catalogue, the banners, the
-- settings or the charter blocks, in the writing transaction, which sends it in its NOTIFY.
-- The row lock serialises the writers, so the order of the numbers is the order of the
-- commits; the page server files its pages under it.
CREATE TABLE site_generation (
    only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
    n        bigint NOT NULL DEFAULT 0 CHECK (n >= 0)
);
INSERT INTO site_generation DEFAULT VALUES;
