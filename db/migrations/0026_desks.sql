-- The desks (docs/desks.md): one JSON document of the settings row, in the admin API's
-- shape, validated by the server before it is stored. NULL until made: the first start
-- stores the one desk made from the settings, and until then the server reads that same
-- desk.
ALTER TABLE site_settings ADD COLUMN desks jsonb
    CONSTRAINT site_settings_desks_shape CHECK (
        desks IS NULL OR (jsonb_typeof(desks) = 'array' AND jsonb_array_length(desks) BETWEEN 1 AND 5));
