-- The search's sorts by price and by name over every category (docs/search.md, "What is
-- kept"): a text's matches walked in price or name order until the page is full, as a
-- category's are along products_category_price_idx and products_category_name_idx. Without
-- them, the 6,000 matches of 'pump' were read and sorted for the cheapest 24 (5,600 buffers).
CREATE INDEX products_visible_price_idx ON products (price, id) WHERE is_visible;
CREATE INDEX products_visible_name_idx ON products (lower(name), id) WHERE is_visible;
