-- Typing distance word by word (docs/search.md, "Typing distance"). Measured against the whole
-- of search_words, every product sharing half the text's trigrams had to be read and measured
-- (2,000-3,000 of them for 'yanmar 4jh45' at 100,000 products: 100-900 ms). Now each word of
-- the text is measured against the catalogue's words (search_lexicon, one row a word), and the
-- closest of them are looked up in search_words_doc's index like any full-text word.

ALTER TABLE products
    ADD COLUMN search_words_doc tsvector GENERATED ALWAYS AS (
        to_tsvector('simple', search_words(name, name_ar, specs, sku, part_numbers))) STORED;
CREATE INDEX products_search_words_doc_idx ON products USING gin (search_words_doc);

-- Every word a product's search_words_doc has held. A word no product holds any longer stays:
-- it only widens a typing query by a word that finds nothing.
CREATE TABLE search_lexicon (word text PRIMARY KEY);
CREATE INDEX search_lexicon_word_trgm_idx ON search_lexicon USING gin (word gin_trgm_ops);
INSERT INTO search_lexicon SELECT DISTINCT unnest(tsvector_to_array(search_words_doc)) FROM products;

-- Once per statement (a bulk load adds its words in one insert).
CREATE FUNCTION search_lexicon_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO public.search_lexicon (word)
    SELECT DISTINCT unnest(tsvector_to_array(search_words_doc)) FROM changed
    ON CONFLICT DO NOTHING;
    RETURN NULL;
END
$$;
CREATE TRIGGER products_search_lexicon_insert AFTER INSERT ON products
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_lexicon_add();
CREATE TRIGGER products_search_lexicon_update AFTER UPDATE ON products
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_lexicon_add();

-- The tsquery of a text that matches nothing as typed: each of its words, or one of the 8
-- catalogue words closest to it (pg_trgm's word similarity, at the session's threshold), all
-- of its words. NULL when the text has no word (it then matches nothing). Lexemes are quoted
-- for tsquery's input: a quote doubled, a backslash escaped.
CREATE FUNCTION search_typing_query(q text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT string_agg('(' || alternatives || ')', ' & ')
    FROM (SELECT (SELECT string_agg('''' || replace(replace(x, '\', '\\'), '''', '''''') || '''', ' | ')
                  FROM (SELECT w AS x
                        UNION (SELECT word FROM public.search_lexicon WHERE word %> w
                               ORDER BY word_similarity(w, word) DESC, length(word), word LIMIT 8)) a) AS alternatives
          FROM unnest(tsvector_to_array(to_tsvector('simple', public.search_normalise(q)))) AS w) t
$$;
