-- Parts lists (docs/parts-lists.md, "Products"; docs/search.md, "Folding", "Joined words",
-- "Superseded numbers", "Fits"): the numbers a part replaces and the engines it fits, and a
-- search that folds diacritics and reads words joined or split.

-- unaccent ships with PostgreSQL's contrib (Debian 12's postgresql-15, the postgres:15 image)
-- and is a trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;

ALTER TABLE products
    ADD COLUMN supersedes text[] NOT NULL DEFAULT '{}'
        CONSTRAINT products_supersedes_form CHECK (cardinality(supersedes) <= 20
                                                   AND array_position(supersedes, NULL) IS NULL),
    ADD COLUMN fits text[] NOT NULL DEFAULT '{}'
        CONSTRAINT products_fits_form CHECK (cardinality(fits) <= 50 AND array_position(fits, NULL) IS NULL);

-- The functions name each other with their schema (a restore runs with an empty search_path),
-- and the dictionary too: unaccent(text) alone looks it up on the search_path, and is only
-- STABLE for that reason; with the dictionary named, the wrapper is IMMUTABLE as the stored
-- columns need.
CREATE FUNCTION search_fold(t text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT public.unaccent('public.unaccent'::regdictionary, t)
$$;

-- As in migration 0008, and the Latin diacritics folded (Wärtsilä is wartsila).
CREATE OR REPLACE FUNCTION search_normalise(t text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT lower(public.search_fold(translate(t,
        U&'\0623\0625\0622\0671\0649\0629'
        || U&'\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669'
        || U&'\06F0\06F1\06F2\06F3\06F4\06F5\06F6\06F7\06F8\06F9'
        || U&'\064B\064C\064D\064E\064F\0650\0651\0652\0670\0640',
        U&'\0627\0627\0627\0627\064A\0647' || '0123456789' || '0123456789')))
$$;

-- The enquiries' search reads this index (migration 0012): built with the old function.
REINDEX INDEX enquiry_items_name_idx;

-- The codes a product replaces, as compared (search_code).
CREATE FUNCTION search_code_list(items text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT coalesce(array_agg(DISTINCT c), '{}') FROM (
        SELECT public.search_code(x) AS c FROM unnest(items) AS x WHERE x IS NOT NULL) codes WHERE c <> ''
$$;

-- An engine model as the fits filter compares it: normalised, spaces collapsed.
CREATE FUNCTION search_fit(t text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT regexp_replace(btrim(public.search_normalise(t)), '[[:space:]]+', ' ', 'g')
$$;

CREATE FUNCTION search_fit_list(items text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT coalesce(array_agg(public.search_fit(x)), '{}') FROM unnest(items) AS x WHERE x IS NOT NULL
$$;

-- Each pair of adjacent words of each text, joined ('Gulf Craft Oryx': gulfcraft craftoryx),
-- as one more word of the product: 'gulfcraft oryx' and 'volvopenta' then find it.
CREATE FUNCTION search_joined(texts text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT coalesce(string_agg(w || n, ' '), '') FROM (
        SELECT w, lead(w) OVER (PARTITION BY t.i ORDER BY s.j) AS n
        FROM unnest(texts) WITH ORDINALITY AS t(x, i),
             regexp_split_to_table(public.search_normalise(t.x), '[^[:alnum:]]+') WITH ORDINALITY AS s(w, j)
        WHERE t.x IS NOT NULL AND s.w <> '') pairs
    WHERE n IS NOT NULL
$$;

-- The short texts, and now the engines a part fits.
CREATE FUNCTION search_words(name text, name_ar text, specs jsonb, sku text, part_numbers text[], fits text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT public.search_normalise(concat_ws(' ', name, name_ar, specs ->> 'brand', specs ->> 'builder', specs ->> 'model',
                                      specs ->> 'partNumber', sku, array_to_string(part_numbers, ' '),
                                      array_to_string(fits, ' ')))
$$;

-- The short texts' words and their adjacent pairs joined (search_joined).
CREATE FUNCTION search_words_doc(name text, name_ar text, specs jsonb, sku text, part_numbers text[], fits text[]) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT to_tsvector('simple', public.search_words(name, name_ar, specs, sku, part_numbers, fits))
        || to_tsvector('simple', public.search_joined(ARRAY[name, specs ->> 'brand', specs ->> 'builder',
                                                            specs ->> 'model'] || fits))
$$;

-- The query side of joined words: all of the text's words, or the same with one pair of
-- adjacent words joined ('volvo penta': volvo & penta | volvopenta), over search_words_doc.
-- NULL when the text has no word, or excludes a word or quotes a phrase (websearch's '-word'
-- and '"…"'): a joined alternative would bring back what they leave out. The first 12 words
-- are paired.
CREATE FUNCTION search_joined_query(q text) RETURNS tsquery
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT CASE WHEN q ~ '"' OR q ~ '(^|[[:space:]])-[^[:space:]]' OR numnode(plain) = 0 THEN NULL
                WHEN cardinality(a) < 2 THEN plain
                ELSE plain || (SELECT string_agg('(' || plainto_tsquery('simple',
                                   array_to_string(a[1:k - 1] || (a[k] || a[k + 1]) || a[k + 2:], ' '))::text || ')', ' | ')
                               FROM generate_series(1, least(cardinality(a) - 1, 12)) AS k)::tsquery END
    FROM (SELECT plainto_tsquery('simple', public.search_normalise(q)) AS plain,
                 ARRAY(SELECT x FROM regexp_split_to_table(public.search_normalise(q), '[^[:alnum:]]+')
                           WITH ORDINALITY AS s(x, i) WHERE x <> '' ORDER BY i) AS a) w
$$;

-- The stored search columns again, over the new functions (a generated column cannot be
-- altered before PostgreSQL 17): every search column, with the folding, the fits and the
-- replaced codes.
ALTER TABLE products
    DROP COLUMN search_doc,
    DROP COLUMN search_words,
    DROP COLUMN search_codes,
    DROP COLUMN search_names,
    DROP COLUMN search_name_doc,
    DROP COLUMN search_words_doc;
DROP FUNCTION search_words(text, text, jsonb, text, text[]);

ALTER TABLE products
    ADD COLUMN search_doc tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', search_fold(name)), 'A')
        || setweight(to_tsvector('english', search_fold(description)), 'C')
        || setweight(to_tsvector('simple', search_normalise(name_ar)), 'A')
        || setweight(to_tsvector('simple', search_normalise(description_ar)), 'C')) STORED,
    ADD COLUMN search_words text GENERATED ALWAYS AS (
        search_words(name, name_ar, specs, sku, part_numbers, fits)) STORED,
    ADD COLUMN search_codes text[] GENERATED ALWAYS AS (
        search_codes(sku, part_numbers, specs ->> 'partNumber')) STORED,
    ADD COLUMN search_names text[] GENERATED ALWAYS AS (
        ARRAY[search_normalise(name), search_normalise(name_ar)]) STORED,
    ADD COLUMN search_name_doc tsvector GENERATED ALWAYS AS (
        to_tsvector('english', search_fold(name)) || to_tsvector('simple', search_normalise(name_ar))) STORED,
    ADD COLUMN search_words_doc tsvector GENERATED ALWAYS AS (
        search_words_doc(name, name_ar, specs, sku, part_numbers, fits)) STORED,
    ADD COLUMN search_superseded text[] GENERATED ALWAYS AS (search_code_list(supersedes)) STORED,
    ADD COLUMN search_fits text[] GENERATED ALWAYS AS (search_fit_list(fits)) STORED;

CREATE INDEX products_search_doc_idx ON products USING gin (search_doc);
CREATE INDEX products_search_words_idx ON products USING gin (search_words gin_trgm_ops);
CREATE INDEX products_search_codes_idx ON products USING gin (search_codes);
CREATE INDEX products_search_names_idx ON products USING gin (search_names);
CREATE INDEX products_search_name_doc_idx ON products USING gin (search_name_doc);
CREATE INDEX products_search_words_doc_idx ON products USING gin (search_words_doc);
CREATE INDEX products_search_superseded_idx ON products USING gin (search_superseded);
CREATE INDEX products_search_fits_idx ON products USING gin (search_fits);

INSERT INTO search_lexicon SELECT DISTINCT unnest(tsvector_to_array(search_words_doc)) FROM products
ON CONFLICT DO NOTHING;

-- The products a code resolves to through superseded numbers (docs/search.md, "Superseded
-- numbers"): the visible products that supersede it, or that supersede one of the codes of a
-- visible product that has it as its own; then those that supersede one of their codes, and so
-- on; the ends of the chains, each with the number typed as stored (in the supersedes, or the
-- product's own code). A product already in a chain does not continue it (a cycle ends
-- there); hidden products neither match nor continue one. 20 links at most.
CREATE FUNCTION search_resolve(q_code text)
RETURNS TABLE (product_id text, replaced text, created timestamptz)
LANGUAGE sql STABLE PARALLEL SAFE AS $$
    WITH RECURSIVE chain(pid, codes, via, seen, created) AS (
        SELECT p.id, p.search_codes,
               (SELECT s FROM unnest(p.supersedes) AS s WHERE public.search_code(s) = q_code LIMIT 1), ARRAY[p.id],
               p."timestamp"
        FROM public.products p WHERE p.is_visible AND p.search_superseded @> ARRAY[q_code]
        UNION ALL
        SELECT n.id, n.search_codes,
               (SELECT s FROM unnest(o.part_numbers || ARRAY[o.sku, o.specs ->> 'partNumber']) AS s
                WHERE public.search_code(s) = q_code LIMIT 1), ARRAY[o.id, n.id], n."timestamp"
        FROM public.products o JOIN public.products n
            ON n.is_visible AND n.search_superseded && o.search_codes AND n.id <> o.id
        WHERE o.is_visible AND o.search_codes @> ARRAY[q_code]
        UNION ALL
        SELECT n.id, n.search_codes, c.via, c.seen || n.id, n."timestamp"
        FROM chain c JOIN public.products n
            ON n.is_visible AND n.search_superseded && c.codes AND n.id <> ALL (c.seen)
        WHERE cardinality(c.seen) < 20
    )
    -- The chain carries each product's time: joined to products again, the planner (which
    -- cannot size a recursive query) merged the whole table into every code's lookup, 190 ms
    -- a code at 100,000 products under the API's settings (docs/parts-lists.md).
    SELECT DISTINCT ON (c.pid) c.pid, c.via, c.created
    FROM chain c
    WHERE NOT EXISTS (SELECT 1 FROM public.products n
                      WHERE n.is_visible AND n.search_superseded && c.codes AND n.id <> ALL (c.seen))
    ORDER BY c.pid, cardinality(c.seen)
$$;
