-- The business's own details, edited in the back office (one row). The limits are the
-- server's (src/domain/settings/settings_validation.cpp), in characters; URLs are https.
CREATE TABLE site_settings (
    id                                boolean PRIMARY KEY DEFAULT true CHECK (id),
    company_name                      text NOT NULL CHECK (char_length(company_name) BETWEEN 1 AND 100),
    legal_entity                      text NOT NULL CHECK (char_length(legal_entity) BETWEEN 1 AND 150),
    phone                             text NOT NULL CHECK (phone ~ '^971[0-9]{8,9}$'),
    whatsapp_number                   text NOT NULL CHECK (whatsapp_number ~ '^971[0-9]{8,9}$'),
    email                             text NOT NULL
        CHECK (char_length(email) <= 254 AND email ~ '^[^@[:space:]]+@[^@[:space:].]+(\.[^@[:space:].]+)+$'),
    address                           text NOT NULL CHECK (char_length(address) BETWEEN 1 AND 300),
    -- [{"days": "Sunday to Thursday", "hours": "8:00 AM-6:00 PM"}, …]
    business_hours                    jsonb NOT NULL
        CHECK (jsonb_typeof(business_hours) = 'array' AND jsonb_array_length(business_hours) BETWEEN 1 AND 7),
    marine_spares_description         text NOT NULL CHECK (char_length(marine_spares_description) BETWEEN 1 AND 300),
    vessel_chartering_description     text NOT NULL CHECK (char_length(vessel_chartering_description) BETWEEN 1 AND 300),
    vessel_sales_purchase_description text NOT NULL CHECK (char_length(vessel_sales_purchase_description) BETWEEN 1 AND 300),
    hero_heading                      text NOT NULL CHECK (char_length(hero_heading) BETWEEN 1 AND 150),
    hero_text                         text NOT NULL CHECK (char_length(hero_text) BETWEEN 1 AND 500),
    credit_name                       text NOT NULL CHECK (char_length(credit_name) BETWEEN 1 AND 100),
    credit_url                        text NOT NULL CHECK (credit_url ~ '^https://[^/@[:space:]]+' AND char_length(credit_url) <= 2048),
    instagram_url                     text NOT NULL DEFAULT '' CHECK (instagram_url = '' OR instagram_url ~ '^https://[^/@[:space:]]+'),
    facebook_url                      text NOT NULL DEFAULT '' CHECK (facebook_url = '' OR facebook_url ~ '^https://[^/@[:space:]]+'),
    linkedin_url                      text NOT NULL DEFAULT '' CHECK (linkedin_url = '' OR linkedin_url ~ '^https://[^/@[:space:]]+'),
    youtube_url                       text NOT NULL DEFAULT '' CHECK (youtube_url = '' OR youtube_url ~ '^https://[^/@[:space:]]+'),
    tiktok_url                        text NOT NULL DEFAULT '' CHECK (tiktok_url = '' OR tiktok_url ~ '^https://[^/@[:space:]]+'),
    map_url                           text NOT NULL DEFAULT '' CHECK (map_url = '' OR map_url ~ '^https://[^/@[:space:]]+'),
    prices_include_vat                boolean NOT NULL DEFAULT false,
    updated_at                        timestamptz NOT NULL DEFAULT now(),
    CHECK (char_length(instagram_url) <= 2048 AND char_length(facebook_url) <= 2048 AND char_length(linkedin_url) <= 2048
           AND char_length(youtube_url) <= 2048 AND char_length(tiktok_url) <= 2048 AND char_length(map_url) <= 2048)
);
