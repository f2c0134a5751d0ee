-- Search on the server (docs/search.md): the part fields, one normalisation that the stored
-- search columns and every query share, and the indexes the search call runs on.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Lower case; the alef forms to ا, ى to ي, ة to ه; Arabic-Indic and Persian digits to 0-9;
-- the diacritics (U+064B-U+0652, U+0670) and the tatweel (U+0640) removed. translate()
-- drops the characters of its second argument that have no counterpart in the third.
CREATE FUNCTION search_normalise(t text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT lower(translate(t,
        U&'\0623\0625\0622\0671\0649\0629'
        || U&'\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669'
        || U&'\06F0\06F1\06F2\06F3\06F4\06F5\06F6\06F7\06F8\06F9'
        || U&'\064B\064C\064D\064E\064F\0650\0651\0652\0670\0640',
        U&'\0627\0627\0627\0627\064A\0647' || '0123456789' || '0123456789'))
$$;

-- A part number or SKU as compared: normalised, without punctuation or spaces
-- ('MS-00123', 'ms 00123' and 'ms00123' are one code).
CREATE FUNCTION search_code(t text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT regexp_replace(search_normalise(t), '[^[:alnum:]]+', '', 'g')
$$;

-- The codes of a product: its SKU, its part numbers and the part-number specification.
CREATE FUNCTION search_codes(sku text, part_numbers text[], spec_part_number text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT coalesce(array_agg(DISTINCT c), '{}') FROM (
        SELECT search_code(x) AS c FROM unnest(part_numbers || ARRAY[sku, spec_part_number]) AS x
        WHERE x IS NOT NULL
    ) codes WHERE c <> ''
$$;

-- The short texts a typo is measured against: names, brand, builder, model and the codes as
-- written. Descriptions are left to the full text (a long text makes every word similar).
CREATE FUNCTION search_words(name text, name_ar text, specs jsonb, sku text, part_numbers text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT search_normalise(concat_ws(' ', name, name_ar, specs ->> 'brand', specs ->> 'builder', specs ->> 'model',
                                      specs ->> 'partNumber', sku, array_to_string(part_numbers, ' ')))
$$;

ALTER TABLE products
    ADD COLUMN sku text
        CONSTRAINT products_sku_form CHECK (char_length(sku) BETWEEN 1 AND 64 AND sku = btrim(sku)
                                            AND sku !~ '[\x01-\x1f\x7f]'),
    ADD COLUMN part_numbers text[] NOT NULL DEFAULT '{}'
        CONSTRAINT products_part_numbers_form CHECK (cardinality(part_numbers) <= 10
                                                     AND array_position(part_numbers, NULL) IS NULL);

-- One SKU per product, whatever its case. The API answers 409 on the field when it is taken.
CREATE UNIQUE INDEX products_sku_key ON products (lower(sku)) WHERE sku IS NOT NULL;

ALTER TABLE products
    ADD COLUMN search_doc tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', name), 'A')
        || setweight(to_tsvector('english', description), 'C')
        || setweight(to_tsvector('simple', search_normalise(name_ar)), 'A')
        || setweight(to_tsvector('simple', search_normalise(description_ar)), 'C')) STORED,
    ADD COLUMN search_words text GENERATED ALWAYS AS (
        search_words(name, name_ar, specs, sku, part_numbers)) STORED,
    ADD COLUMN search_codes text[] GENERATED ALWAYS AS (
        search_codes(sku, part_numbers, specs ->> 'partNumber')) STORED;

CREATE INDEX products_search_doc_idx ON products USING gin (search_doc);
CREATE INDEX products_search_words_idx ON products USING gin (search_words gin_trgm_ops);
CREATE INDEX products_search_codes_idx ON products USING gin (search_codes);
-- The sorts of a category page without a query.
CREATE INDEX products_category_name_idx ON products (category, lower(name), id);
CREATE INDEX products_category_price_idx ON products (category, price, id);
