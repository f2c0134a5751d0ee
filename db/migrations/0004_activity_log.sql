-- The activity log (docs/activity-log.md): who changed what, written by the repositories
-- in the transaction of the change itself, so a change that rolls back leaves no entry.
-- The actor is copied, not referenced: an entry outlives a renamed or deleted account.
CREATE TABLE activity_log (
    id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at             timestamptz NOT NULL DEFAULT now(),
    actor_id       text CHECK (char_length(actor_id) <= 64),
    actor_username text CHECK (char_length(actor_username) <= 50),
    actor_role     text CHECK (actor_role IN ('admin', 'sub_user')),
    action         text NOT NULL
        CHECK (action IN ('create', 'update', 'delete', 'login', 'login_failed', 'logout', 'session_ended')),
    entity         text NOT NULL CHECK (entity IN ('product', 'banner', 'user', 'settings', 'session')),
    entity_id      text CHECK (char_length(entity_id) <= 64),
    -- {"field": {"before": …, "after": …}}; a password change is {"password": {"changed": true}}
    changes        jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(changes) = 'object'),
    CHECK ((actor_id IS NULL) = (actor_role IS NULL))
);

-- Pages are newest first by (at, id); each filter has an index in that order, so the first
-- page of any filter reads its n entries and stops. The (at, id) index also serves the
-- date range alone and the daily removal of old entries.
CREATE INDEX activity_log_at_idx ON activity_log (at DESC, id DESC);
CREATE INDEX activity_log_actor_idx ON activity_log (actor_id, at DESC, id DESC);
CREATE INDEX activity_log_action_idx ON activity_log (action, at DESC, id DESC);
CREATE INDEX activity_log_entity_idx ON activity_log (entity, entity_id, at DESC, id DESC);
CREATE INDEX activity_log_kind_idx ON activity_log (entity, at DESC, id DESC);

-- A row (to_jsonb) as the API names its fields: snake_case columns become camelCase, and
-- the columns that are no one's business in a log go (the id is the entry's entityId;
-- password_hash must never be copied anywhere).
CREATE FUNCTION activity_snapshot(row_data jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE STRICT AS $$
    SELECT coalesce(jsonb_object_agg(
               (SELECT string_agg(CASE WHEN n = 1 THEN part ELSE initcap(part) END, '' ORDER BY n)
                  FROM unnest(string_to_array(key, '_')) WITH ORDINALITY AS parts(part, n)),
               value), '{}'::jsonb)
      FROM jsonb_each(row_data - '{id,updated_at,created_at,password_hash}'::text[])
$$;

-- The fields whose values differ, as {"field": {"before": …, "after": …}}; a missing side
-- (a creation's before, a deletion's after) is null.
CREATE FUNCTION activity_diff(before_data jsonb, after_data jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
    SELECT coalesce(jsonb_object_agg(key, jsonb_build_object('before', b.value, 'after', a.value)), '{}'::jsonb)
      FROM jsonb_each(coalesce(before_data, '{}')) AS b
      FULL JOIN jsonb_each(coalesce(after_data, '{}')) AS a USING (key)
     WHERE b.value IS DISTINCT FROM a.value
$$;
