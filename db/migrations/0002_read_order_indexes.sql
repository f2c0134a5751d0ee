-- The public reads order by ("timestamp" DESC, id DESC) and the banners by
-- (display_order, "timestamp", id): indexes in exactly that order let a LIMIT stop after
-- n index entries (0001's ended in id ASC, which left an incremental sort on every read).
DROP INDEX products_visible_recent_idx;
DROP INDEX products_category_recent_idx;
DROP INDEX banners_active_order_idx;
CREATE INDEX products_visible_recent_idx ON products ("timestamp" DESC, id DESC) WHERE is_visible;
CREATE INDEX products_category_recent_idx ON products (category, "timestamp" DESC, id DESC) WHERE is_visible;
CREATE INDEX banners_active_order_idx ON banners (display_order, "timestamp", id) WHERE is_active;
