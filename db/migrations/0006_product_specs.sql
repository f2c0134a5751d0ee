-- A listing's structured specifications (docs/product-specs.md): one jsonb
-- object per product, each field optional. The API validates first (with its messages,
-- domain/catalogue/product_specs.cpp); these constraints hold the same keys, types and ranges
-- whatever client writes.

-- A number field: absent, or a JSON number within [lo, hi] with at most `places` decimals.
-- The CASE makes sure the cast is reached only for a number (AND does not order its operands).
CREATE FUNCTION product_spec_number_ok(specs jsonb, key text, lo numeric, hi numeric, places integer)
RETURNS boolean LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT CASE
        WHEN NOT specs ? key THEN true
        WHEN jsonb_typeof(specs -> key) <> 'number' THEN false
        ELSE (specs ->> key)::numeric BETWEEN lo AND hi AND scale((specs ->> key)::numeric) <= places
    END
$$;

-- A text field: absent, or a JSON string of 1..max_length characters, without leading or
-- trailing blanks, on one line.
CREATE FUNCTION product_spec_text_ok(specs jsonb, key text, max_length integer)
RETURNS boolean LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT CASE
        WHEN NOT specs ? key THEN true
        WHEN jsonb_typeof(specs -> key) <> 'string' THEN false
        ELSE char_length(specs ->> key) BETWEEN 1 AND max_length
             AND specs ->> key = btrim(specs ->> key)
             AND specs ->> key !~ '[\x01-\x1f\x7f]'
    END
$$;

-- A choice field: absent, or one of `choices`.
CREATE FUNCTION product_spec_choice_ok(specs jsonb, key text, choices text[])
RETURNS boolean LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT NOT specs ? key OR (jsonb_typeof(specs -> key) = 'string' AND specs ->> key = ANY (choices))
$$;

ALTER TABLE products ADD COLUMN specs jsonb NOT NULL DEFAULT '{}'
    CONSTRAINT products_specs_object CHECK (jsonb_typeof(specs) = 'object');

-- Only the fields of the product's category (which also refuses unknown keys).
ALTER TABLE products ADD CONSTRAINT products_specs_keys CHECK (
    specs - CASE category
        WHEN 'marine-spares' THEN ARRAY['brand', 'partNumber', 'condition']
        WHEN 'vessel-chartering' THEN ARRAY['vesselType', 'lengthM', 'beamM', 'draftM', 'yearBuilt', 'builder',
            'model', 'flag', 'guests', 'cabins', 'crew', 'engines', 'cruiseSpeedKn', 'location', 'rateBasis',
            'minimumHours']
        ELSE ARRAY['vesselType', 'lengthM', 'beamM', 'draftM', 'yearBuilt', 'builder', 'model', 'flag', 'guests',
            'cabins', 'crew', 'engines', 'cruiseSpeedKn', 'location', 'condition', 'engineHours']
    END = '{}'::jsonb);

ALTER TABLE products ADD CONSTRAINT products_specs_numbers CHECK (
    product_spec_number_ok(specs, 'lengthM', 0.5, 500, 2)
    AND product_spec_number_ok(specs, 'beamM', 0.5, 500, 2)
    AND product_spec_number_ok(specs, 'draftM', 0.5, 500, 2)
    AND product_spec_number_ok(specs, 'cruiseSpeedKn', 0.5, 100, 2)
    AND product_spec_number_ok(specs, 'guests', 1, 2000, 0)
    AND product_spec_number_ok(specs, 'cabins', 0, 500, 0)
    AND product_spec_number_ok(specs, 'crew', 0, 500, 0)
    AND product_spec_number_ok(specs, 'minimumHours', 1, 24, 0)
    AND product_spec_number_ok(specs, 'engineHours', 0, 200000, 0));

-- 'Next year' moves: the bound is checked when a row is written, and a year valid then
-- stays valid (time only moves forward), so a restore never fails on it.
ALTER TABLE products ADD CONSTRAINT products_specs_year_built CHECK (
    product_spec_number_ok(specs, 'yearBuilt', 1900, extract(year FROM now())::integer + 1, 0));

ALTER TABLE products ADD CONSTRAINT products_specs_texts CHECK (
    product_spec_text_ok(specs, 'builder', 100)
    AND product_spec_text_ok(specs, 'model', 100)
    AND product_spec_text_ok(specs, 'flag', 100)
    AND product_spec_text_ok(specs, 'engines', 200)
    AND product_spec_text_ok(specs, 'location', 200)
    AND product_spec_text_ok(specs, 'brand', 100)
    AND product_spec_text_ok(specs, 'partNumber', 64));

ALTER TABLE products ADD CONSTRAINT products_specs_choices CHECK (
    product_spec_choice_ok(specs, 'vesselType', ARRAY['yacht', 'catamaran', 'speedboat', 'dhow', 'tug', 'barge',
        'crew boat', 'supply vessel', 'landing craft', 'workboat', 'other'])
    AND product_spec_choice_ok(specs, 'rateBasis', ARRAY['hour', 'day', 'week'])
    AND product_spec_choice_ok(specs, 'condition', ARRAY['new', 'used']));

-- A minimum number of hours belongs to an hourly rate.
ALTER TABLE products ADD CONSTRAINT products_specs_minimum_hours CHECK (
    NOT specs ? 'minimumHours' OR specs ->> 'rateBasis' IS NOT DISTINCT FROM 'hour');
