#include "persistence/charter/pg_channel_calendar_store.hpp"

#include "persistence/activity/pg_activity_repository.hpp"
#include "persistence/postgres/pg_rows.hpp"

#include <boost/json.hpp>
#include <pqxx/result>
#include <pqxx/transaction>

namespace marine::persistence {
namespace {

// A feed as the screen shows it. The last good sync is the feed's own mark, or the end of the
// last round that finished when the feed existed before it and has no error: a round that
// found a feed unchanged writes nothing to it (docs/charter.md, "Channel calendars").
constexpr const char* feed_columns =
    "f.id::text, f.product_id, f.label, f.url, f.allow_http, f.etag, f.last_modified, f.content_hash, f.events, "
    "dubai_iso(CASE WHEN f.last_error IS NULL AND f.created_at < r.finished_from THEN greatest(f.synced_at, r.finished_at) "
    "ELSE f.synced_at END), f.last_error, (f.synced_at IS NULL OR f.synced_at < now() - interval '1 day')";
constexpr const char* feed_from = " FROM calendar_feeds f CROSS JOIN calendar_sync_rounds r ";

std::optional<std::string> text_or_none(const pqxx::field& f) { return f.is_null() ? std::nullopt : std::optional<std::string>(f.c_str()); }

domain::calendar_feed feed_of(const pqxx::row& r)
{
  return {.id = r[0].c_str(),
          .product_id = r[1].c_str(),
          .label = r[2].c_str(),
          .url = r[3].c_str(),
          .allow_http = r[4].as<bool>(),
          .etag = text_or_none(r[5]),
          .last_modified = text_or_none(r[6]),
          .content_hash = text_or_none(r[7]),
          .events = r[8].as<int>(),
          .last_sync_at = text_or_none(r[9]),
          .last_error = text_or_none(r[10]),
          .read_whole = r[11].as<bool>()};
}

// The log's copy of a feed: never its whole address, which may hold the channel's secret.
std::string feed_snapshot(const domain::calendar_feed& f)
{
  return boost::json::serialize(boost::json::object{
      {"label", f.label}, {"url", domain::masked_feed_url(f.url)}, {"allowHttp", f.allow_http}, {"productId", f.product_id}});
}

}  // namespace

domain::awaitable<domain::vessel_calendar> pg_channel_calendar_store::calendar(std::string product_id, std::string new_token)
{
  co_return co_await pool_.run([=](pqxx::connection_base& c) {
    pqxx::work tx(c);
    tx.exec_params("INSERT INTO charter_calendars (product_id, export_token) VALUES ($1, $2) ON CONFLICT (product_id) DO NOTHING",
                   product_id, new_token);
    domain::vessel_calendar out;
    out.export_token = tx.exec_params1("SELECT export_token FROM charter_calendars WHERE product_id = $1", product_id)[0].c_str();
    for (const auto& r : tx.exec_params(std::string("SELECT ") + feed_columns + feed_from + "WHERE f.product_id = $1 ORDER BY f.id",
                                        product_id))
      out.feeds.push_back(feed_of(r));
    for (const auto& r : tx.exec_params("SELECT c.feed_id::text, c.event_uid, dubai_iso(lower(c.span)), dubai_iso(upper(c.span)), "
                                        "c.block_id::text FROM calendar_conflicts c JOIN calendar_feeds f ON f.id = c.feed_id "
                                        "WHERE f.product_id = $1 ORDER BY lower(c.span), c.feed_id LIMIT 500",
                                        product_id))
      out.conflicts.push_back({r[0].c_str(), r[1].c_str(), r[2].c_str(), r[3].c_str(), text_or_none(r[4])});
    tx.commit();
    return out;
  });
}

domain::awaitable<void> pg_channel_calendar_store::replace_token(std::string product_id, std::string token, domain::acting by)
{
  co_await pool_.run([=](pqxx::connection_base& c) {
    pqxx::work tx(c);
    tx.exec_params("INSERT INTO charter_calendars (product_id, export_token) VALUES ($1, $2) ON CONFLICT (product_id) "
                   "DO UPDATE SET export_token = EXCLUDED.export_token, rotated_at = now()",
                   product_id, token);
    // The log says that the link changed, never the secret itself.
    record_activity(tx, by, {.action = "update", .entity = "calendar_link", .entity_id = product_id,
                             .extra = R"({"exportLink": {"changed": true}})"});
    // The old link's cached answer goes in every instance.
    notify_change(tx, domain::catalogue_change::subject::charter, product_id);
    tx.commit();
    return true;  // a job returns a value (db_pool.hpp)
  });
}

domain::awaitable<bool> pg_channel_calendar_store::token_matches(std::string product_id, std::string token)
{
  co_return co_await pool_.run([=](pqxx::connection_base& c) {
    pqxx::read_transaction tx(c);
    return !tx.exec_params("SELECT 1 FROM charter_calendars WHERE product_id = $1 AND export_token = $2", product_id, token).empty();
  });
}

domain::awaitable<std::vector<domain::exported_block>> pg_channel_calendar_store::export_blocks(std::string product_id,
                                                                                                std::chrono::sys_seconds from,
                                                                                                std::chrono::sys_seconds to)
{
  co_return co_await pool_.run([=](pqxx::connection_base& c) {
    pqxx::read_transaction tx(c);
    const auto rows = tx.exec_params(
        "SELECT b.id::text, extract(epoch FROM lower(b.span))::bigint, extract(epoch FROM upper(b.span))::bigint, "
        "extract(epoch FROM b.updated_at)::bigint, b.sequence, b.kind <> 'maintenance' FROM charter_blocks b "
        "WHERE b.product_id = $1 AND b.kind <> 'external' AND (b.kind <> 'option' OR b.expires_at > now()) "
        "AND b.span && tstzrange(to_timestamp($2), to_timestamp($3)) ORDER BY lower(b.span), b.id LIMIT 20000",
        product_id, from.time_since_epoch().count(), to.time_since_epoch().count());
    std::vector<domain::exported_block> out;
    for (const auto& r : rows) {
      using std::chrono::seconds;
      out.push_back({.id = r[0].c_str(),
                     .start = std::chrono::sys_seconds(seconds(r[1].as<long long>())),
                     .end = std::chrono::sys_seconds(seconds(r[2].as<long long>())),
                     .last_modified = std::chrono::sys_seconds(seconds(r[3].as<long long>())),
                     .sequence = r[4].as<int>(),
                     .booked = r[5].as<bool>()});
    }
    return out;
  });
}

domain::awaitable<std::optional<domain::calendar_feed>> pg_channel_calendar_store::add_feed(domain::calendar_feed feed, domain::acting by)
{
  co_return co_await pool_.run([feed = std::move(feed), by = std::move(by)](pqxx::connection_base& c) -> std::optional<domain::calendar_feed> {
    pqxx::work tx(c);
    // The vessel's row lock counts its feeds one writer at a time.
    tx.exec_params("SELECT 1 FROM products WHERE id = $1 FOR UPDATE", feed.product_id);
    if (tx.exec_params1("SELECT count(*) FROM calendar_feeds WHERE product_id = $1", feed.product_id)[0].as<int>() >=
        domain::max_feeds_per_vessel)
      return std::nullopt;
    const std::string id = tx.exec_params1("INSERT INTO calendar_feeds (product_id, label, url, allow_http) VALUES ($1, $2, $3, $4) "
                                    "RETURNING id::text",
                                    feed.product_id, feed.label, feed.url, feed.allow_http)[0].c_str();
    record_activity(tx, by, {.action = "create", .entity = "calendar_feed", .entity_id = id, .after = feed_snapshot(feed)});
    const auto r = tx.exec_params1(std::string("SELECT ") + feed_columns + feed_from + "WHERE f.id = $1::bigint", id);
    auto stored = feed_of(r);
    tx.commit();
    return stored;
  });
}

domain::awaitable<bool> pg_channel_calendar_store::remove_feed(std::string product_id, std::string feed_id, domain::acting by)
{
  co_return co_await pool_.run([=](pqxx::connection_base& c) {
    pqxx::work tx(c);
    const auto r = tx.exec_params(std::string("SELECT ") + feed_columns + feed_from + "WHERE f.id = $1::bigint AND f.product_id = $2",
                                  feed_id, product_id);
    if (r.empty()) return false;
    const auto feed = feed_of(r[0]);
    // Its blocks and conflicts go with it (ON DELETE CASCADE): the vessel's time is free again.
    tx.exec_params("DELETE FROM calendar_feeds WHERE id = $1::bigint", feed_id);
    record_activity(tx, by, {.action = "delete", .entity = "calendar_feed", .entity_id = feed_id, .before = feed_snapshot(feed)});
    notify_change(tx, domain::catalogue_change::subject::charter, product_id);
    tx.commit();
    return true;
  });
}

domain::awaitable<std::vector<domain::calendar_feed>> pg_channel_calendar_store::feeds(std::optional<std::string> product_id)
{
  co_return co_await pool_.run([=](pqxx::connection_base& c) {
    pqxx::read_transaction tx(c);
    std::vector<domain::calendar_feed> out;
    for (const auto& r : tx.exec_params(std::string("SELECT ") + feed_columns + feed_from +
                                            "WHERE $1::text IS NULL OR f.product_id = $1 ORDER BY f.product_id, f.id",
                                        product_id))
      out.push_back(feed_of(r));
    return out;
  });
}

domain::awaitable<bool> pg_channel_calendar_store::claim_round(std::chrono::seconds every)
{
  co_return co_await pool_.run([every](pqxx::connection_base& c) {
    pqxx::work tx(c);
    // One UPDATE claims it: the row lock makes a second instance wait, then see it claimed.
    const auto r = tx.exec_params("UPDATE calendar_sync_rounds SET started_at = now() "
                                  "WHERE started_at <= now() - make_interval(secs => $1) RETURNING 1",
                                  static_cast<double>(every.count()));
    tx.commit();
    return !r.empty();
  });
}

domain::awaitable<void> pg_channel_calendar_store::finish_round()
{
  co_await pool_.run([](pqxx::connection_base& c) {
    pqxx::work tx(c);
    tx.exec("UPDATE calendar_sync_rounds SET finished_from = started_at, finished_at = now()");
    tx.commit();
    return true;  // a job returns a value (db_pool.hpp)
  });
}

domain::awaitable<void> pg_channel_calendar_store::record_failure(std::string feed_id, std::string error)
{
  if (error.size() > 300) error.resize(300);
  co_await pool_.run([=](pqxx::connection_base& c) {
    pqxx::work tx(c);
    // The last good sync keeps what the rounds vouched for before this failure.
    tx.exec_params("UPDATE calendar_feeds f SET last_error = $2, failed_at = now(), synced_at = CASE WHEN f.last_error IS NULL AND "
                   "f.created_at < r.finished_from THEN greatest(f.synced_at, r.finished_at) ELSE f.synced_at END "
                   "FROM calendar_sync_rounds r WHERE f.id = $1::bigint AND f.last_error IS DISTINCT FROM $2",
                   feed_id, error);
    tx.commit();
    return true;  // a job returns a value (db_pool.hpp)
  });
}

domain::awaitable<void> pg_channel_calendar_store::record_unchanged(std::string feed_id, domain::feed_answer_marks m, bool touch)
{
  co_await pool_.run([=](pqxx::connection_base& c) {
    pqxx::work tx(c);
    tx.exec_params("UPDATE calendar_feeds SET etag = $2, last_modified = $3, last_error = NULL, failed_at = NULL, "
                   "synced_at = CASE WHEN $4 OR last_error IS NOT NULL THEN now() ELSE synced_at END "
                   "WHERE id = $1::bigint AND ($4 OR last_error IS NOT NULL OR etag IS DISTINCT FROM $2 "
                   "OR last_modified IS DISTINCT FROM $3)",
                   feed_id, m.etag, m.last_modified, touch);
    tx.commit();
    return true;  // a job returns a value (db_pool.hpp)
  });
}

domain::awaitable<long long> pg_channel_calendar_store::conflict_count()
{
  co_return co_await pool_.run([](pqxx::connection_base& c) {
    pqxx::read_transaction tx(c);
    return tx.exec1("SELECT count(*) FROM calendar_conflicts")[0].as<long long>();
  });
}

}  // namespace marine::persistence
