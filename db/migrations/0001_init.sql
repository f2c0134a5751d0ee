-- The whole schema of the catalogue and the staff area.
-- The constraints protect the data on their own, whatever client writes it:
-- the API validates first (with the fixed messages, docs/behaviour.md); these are the last line.

CREATE TABLE products (
    id                       text PRIMARY KEY
        CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
    name                     text NOT NULL
        CHECK (char_length(btrim(name)) BETWEEN 1 AND 200),
    category                 text NOT NULL
        CHECK (category IN ('marine-spares', 'vessel-chartering', 'vessel-sales-purchase')),
    description              text NOT NULL
        CHECK (char_length(description) BETWEEN 10 AND 10000),
    price                    numeric(10,2) NOT NULL DEFAULT 0
        CHECK (price >= 0),
    image                    text NOT NULL DEFAULT ''
        CHECK (char_length(image) <= 2048),
    images                   text[] NOT NULL DEFAULT '{}'
        CHECK (cardinality(images) <= 4 AND array_position(images, NULL) IS NULL),
    in_stock                 boolean NOT NULL DEFAULT true,
    is_visible               boolean NOT NULL DEFAULT true,
    show_contact_for_pricing boolean NOT NULL DEFAULT false,
    "timestamp"              timestamptz NOT NULL DEFAULT now(),
    updated_at               timestamptz NOT NULL DEFAULT now(),
    -- 'Contact For Pricing' stores the price as 0.00
    CONSTRAINT products_contact_for_pricing_zero CHECK (NOT show_contact_for_pricing OR price = 0)
);

-- Public reads: visible products newest first, overall and per category.
CREATE INDEX products_visible_recent_idx ON products ("timestamp" DESC, id) WHERE is_visible;
CREATE INDEX products_category_recent_idx ON products (category, "timestamp" DESC, id) WHERE is_visible;

CREATE TABLE banners (
    id               text PRIMARY KEY
        CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
    title            text NOT NULL CHECK (char_length(btrim(title)) BETWEEN 1 AND 200),
    description      text NOT NULL CHECK (char_length(btrim(description)) BETWEEN 1 AND 1000),
    button_text      text NOT NULL CHECK (char_length(btrim(button_text)) BETWEEN 1 AND 100),
    button_link      text NOT NULL DEFAULT '' CHECK (char_length(button_link) <= 2048),
    background_color text NOT NULL DEFAULT 'gradient-ocean'
        CHECK (char_length(btrim(background_color)) BETWEEN 1 AND 100),
    icon_class       text NOT NULL DEFAULT 'fas fa-anchor'
        CHECK (char_length(btrim(icon_class)) BETWEEN 1 AND 100),
    image            text NOT NULL DEFAULT '' CHECK (char_length(image) <= 2048),
    is_active        boolean NOT NULL DEFAULT true,
    display_order    integer NOT NULL DEFAULT 0 CHECK (display_order BETWEEN 0 AND 1000000),
    "timestamp"      timestamptz NOT NULL DEFAULT now(),
    updated_at       timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX banners_active_order_idx ON banners (display_order, "timestamp") WHERE is_active;

-- At most 3 banners. Inserts serialise on a transaction-scoped advisory
-- lock, so two concurrent inserts cannot both see two rows and make a fourth.
CREATE FUNCTION banners_enforce_limit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('banners_limit'));
    IF (SELECT count(*) FROM banners) >= 3 THEN
        RAISE EXCEPTION 'Maximum 3 banners allowed'
            USING ERRCODE = 'check_violation', CONSTRAINT = 'banners_limit';
    END IF;
    RETURN NEW;
END
$$;

CREATE TRIGGER banners_limit BEFORE INSERT ON banners
    FOR EACH ROW EXECUTE FUNCTION banners_enforce_limit();

CREATE TABLE users (
    id            text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
    name          text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 2 AND 100),
    username      text NOT NULL CHECK (username ~ '^[A-Za-z0-9_]{3,50}$'),
    password_hash text NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
    role          text NOT NULL CHECK (role IN ('admin', 'sub_user')),
    is_active     boolean NOT NULL DEFAULT true,
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now()
);

-- Usernames are unique whatever their case: 'Admin' and 'admin' are one account.
CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username));

CREATE TABLE sessions (
    token_hash   bytea PRIMARY KEY CHECK (octet_length(token_hash) = 32), -- SHA-256 of the cookie
    user_id      text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at   timestamptz NOT NULL DEFAULT now(),
    last_seen_at timestamptz NOT NULL DEFAULT now(),
    expires_at   timestamptz NOT NULL,                                    -- absolute expiry
    CHECK (expires_at > created_at)
);

CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

-- Failed-login throttling, shared by every API instance.
-- key is 'user:<lower(username)>' or 'addr:<client address>'.
CREATE TABLE login_throttle (
    key          text PRIMARY KEY CHECK (char_length(key) <= 200),
    failures     integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
    window_start timestamptz NOT NULL DEFAULT now(),
    locked_until timestamptz
);
