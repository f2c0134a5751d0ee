-- The relevance order in tiers (docs/search.md, "Ranking"): an exact part number or SKU, an
-- exact name, the words in the name, the words anywhere. Each tier is found through an index
-- and read newest first, so the first page of a common word no longer ranks its thousands of
-- matches one by one.

-- The names as compared for "an exact name": stored, because search_normalise() over every
-- match of a common word cost more than the rest of the search together.
ALTER TABLE products
    ADD COLUMN search_names text[] GENERATED ALWAYS AS (
        ARRAY[search_normalise(name), search_normalise(name_ar)]) STORED,
    -- The name's words alone (weights dropped: the tier says where a word was found).
    ADD COLUMN search_name_doc tsvector GENERATED ALWAYS AS (
        to_tsvector('english', name) || to_tsvector('simple', search_normalise(name_ar))) STORED;

CREATE INDEX products_search_names_idx ON products USING gin (search_names);
CREATE INDEX products_search_name_doc_idx ON products USING gin (search_name_doc);
-- Staff searches include hidden products: their walk newest first (visitors' have
-- products_visible_recent_idx and products_category_recent_idx).
CREATE INDEX products_recent_idx ON products ("timestamp" DESC, id DESC);
CREATE INDEX products_category_all_recent_idx ON products (category, "timestamp" DESC, id DESC);
