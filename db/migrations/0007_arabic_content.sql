-- Arabic content (docs/arabic.md): an optional Arabic version of every public
-- text the owner writes. '' means "no translation": the Arabic pages then show the English
-- field, field by field. The limits are the English fields' own, in characters
-- (char_length counts characters, so 200 Arabic letters fit where 200 English ones do);
-- the API checks them first (src/domain/catalogue/product_validation.cpp, banner_service.cpp,
-- settings_validation.cpp) with its messages.

ALTER TABLE products
    ADD COLUMN name_ar        text NOT NULL DEFAULT '' CHECK (char_length(name_ar) <= 200),
    ADD COLUMN description_ar text NOT NULL DEFAULT '' CHECK (char_length(description_ar) <= 10000);

ALTER TABLE banners
    ADD COLUMN title_ar       text NOT NULL DEFAULT '' CHECK (char_length(title_ar) <= 200),
    ADD COLUMN description_ar text NOT NULL DEFAULT '' CHECK (char_length(description_ar) <= 1000),
    ADD COLUMN button_text_ar text NOT NULL DEFAULT '' CHECK (char_length(button_text_ar) <= 100);

ALTER TABLE site_settings
    ADD COLUMN company_name_ar                      text NOT NULL DEFAULT ''
        CHECK (char_length(company_name_ar) <= 100),
    ADD COLUMN address_ar                           text NOT NULL DEFAULT ''
        CHECK (char_length(address_ar) <= 300),
    ADD COLUMN hero_heading_ar                      text NOT NULL DEFAULT ''
        CHECK (char_length(hero_heading_ar) <= 150),
    ADD COLUMN hero_text_ar                         text NOT NULL DEFAULT ''
        CHECK (char_length(hero_text_ar) <= 500),
    ADD COLUMN marine_spares_description_ar         text NOT NULL DEFAULT ''
        CHECK (char_length(marine_spares_description_ar) <= 300),
    ADD COLUMN vessel_chartering_description_ar     text NOT NULL DEFAULT ''
        CHECK (char_length(vessel_chartering_description_ar) <= 300),
    ADD COLUMN vessel_sales_purchase_description_ar text NOT NULL DEFAULT ''
        CHECK (char_length(vessel_sales_purchase_description_ar) <= 300),
    -- Like business_hours, but may be empty: then the Arabic pages show the English rows.
    ADD COLUMN business_hours_ar                    jsonb NOT NULL DEFAULT '[]'
        CHECK (jsonb_typeof(business_hours_ar) = 'array' AND jsonb_array_length(business_hours_ar) <= 7);
