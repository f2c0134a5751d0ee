// A feed's events applied as its external blocks (docs/charter.md, "Channel calendars"), in
// one transaction under the feed's row lock: two instances syncing the same feed at once
// apply it one after the other, and the second finds nothing left to change.

#include "persistence/activity/pg_activity_repository.hpp"
#include "persistence/charter/pg_channel_calendar_store.hpp"
#include "persistence/charter/pg_charter_block_repository.hpp"
#include "persistence/mail/pg_mail_outbox.hpp"
#include "persistence/postgres/pg_rows.hpp"

#include <boost/json.hpp>
#include <fmt/format.h>
#include <pqxx/except>
#include <pqxx/result>
#include <pqxx/transaction>

namespace marine::persistence {
namespace {

constexpr std::string_view exclusion_violation = "23P01";
// A feed of thousands of events is more than a request's budget (DB_QUERY_TIMEOUT_MS): the
// sync runs off the requests' path, with a budget of its own (docs/charter.md).
constexpr std::chrono::milliseconds apply_budget{60'000};

// The events as one JSON parameter: thousands of rows in one statement.
std::string events_json(const std::vector<domain::external_event>& events)
{
  boost::json::array out;
  out.reserve(events.size());
  for (const auto& e : events)
    out.push_back(boost::json::object{{"u", e.uid},
                                      {"r", e.recurrence_id},
                                      {"s", e.start.time_since_epoch().count()},
                                      {"e", e.end.time_since_epoch().count()},
                                      {"d", e.all_day}});
  return boost::json::serialize(out);
}

int affected(const pqxx::result& r) { return static_cast<int>(r.affected_rows()); }

domain::feed_changes apply_in(pqxx::work& tx, const std::string& feed_id, const std::string& events,
                              const domain::feed_answer_marks& marks, const domain::channel_calendar_store::conflict_mail& mail)
{
  domain::feed_changes out;
  const auto feed = tx.exec_params("SELECT f.product_id, p.name, f.label, coalesce((p.charter ->> 'turnaroundMinutes')::int, 0) "
                                   "FROM calendar_feeds f JOIN products p ON p.id = f.product_id WHERE f.id = $1::bigint "
                                   "FOR UPDATE OF f",
                                   feed_id);
  if (feed.empty()) return out;  // removed meanwhile
  const std::string product_id = feed[0][0].c_str(), vessel = feed[0][1].c_str(), label = feed[0][2].c_str();
  const int turnaround = feed[0][3].as<int>();
  remove_expired_options(tx, product_id, std::nullopt);
  // A timed event keeps the vessel's turnaround after it, as our bookings do; a whole day does not.
  tx.exec("CREATE TEMP TABLE feed_in (uid text, rid text, span tstzrange, busy tstzrange, clash bigint, "
          "PRIMARY KEY (uid, rid)) ON COMMIT DROP");
  tx.exec_params("INSERT INTO feed_in (uid, rid, span, busy) SELECT x.u, x.r, tstzrange(to_timestamp(x.s), to_timestamp(x.e), '[)'), "
                 "tstzrange(to_timestamp(x.s), to_timestamp(x.e) + CASE WHEN x.d THEN interval '0' ELSE make_interval(mins => $2) END, '[)') "
                 "FROM jsonb_to_recordset($1::jsonb) AS x(u text, r text, s bigint, e bigint, d boolean) ON CONFLICT DO NOTHING",
                 events, turnaround);
  // An event over a block of ours is a conflict: it is not imported, and ours stays.
  tx.exec_params("UPDATE feed_in i SET clash = (SELECT b.id FROM charter_blocks b WHERE b.product_id = $1 AND b.kind <> 'external' "
                 "AND (b.kind <> 'option' OR b.expires_at > now()) AND b.busy && i.busy ORDER BY lower(b.span) LIMIT 1)",
                 product_id);
  out.removed = affected(tx.exec_params(
      "DELETE FROM charter_blocks b WHERE b.feed_id = $1::bigint AND NOT EXISTS (SELECT 1 FROM feed_in i WHERE "
      "i.uid = b.event_uid AND i.rid = b.recurrence_id AND i.clash IS NULL)",
      feed_id));
  out.moved = affected(tx.exec_params(
      "UPDATE charter_blocks b SET span = i.span, busy = i.busy, sequence = b.sequence + 1, updated_at = now() FROM feed_in i "
      "WHERE b.feed_id = $1::bigint AND i.uid = b.event_uid AND i.rid = b.recurrence_id AND (b.span <> i.span OR b.busy <> i.busy)",
      feed_id));
  out.added = affected(tx.exec_params(
      "INSERT INTO charter_blocks (product_id, span, busy, kind, feed_id, event_uid, recurrence_id) "
      "SELECT $2, i.span, i.busy, 'external', $1::bigint, i.uid, i.rid FROM feed_in i WHERE i.clash IS NULL AND NOT EXISTS "
      "(SELECT 1 FROM charter_blocks b WHERE b.feed_id = $1::bigint AND b.event_uid = i.uid AND b.recurrence_id = i.rid)",
      feed_id, product_id));
  tx.exec_params("DELETE FROM calendar_conflicts c WHERE c.feed_id = $1::bigint AND NOT EXISTS (SELECT 1 FROM feed_in i WHERE "
                 "i.uid = c.event_uid AND i.rid = c.recurrence_id AND i.clash IS NOT NULL)",
                 feed_id);
  const auto conflicts = tx.exec_params(
      "INSERT INTO calendar_conflicts AS c (feed_id, event_uid, recurrence_id, span, block_id) SELECT $1::bigint, i.uid, i.rid, "
      "i.span, i.clash FROM feed_in i WHERE i.clash IS NOT NULL ON CONFLICT (feed_id, event_uid, recurrence_id) DO UPDATE "
      "SET span = EXCLUDED.span, block_id = EXCLUDED.block_id WHERE c.span <> EXCLUDED.span OR c.block_id <> EXCLUDED.block_id "
      "RETURNING c.event_uid, c.recurrence_id, dubai_iso(lower(c.span)), dubai_iso(upper(c.span)), c.block_id::text, c.xmax = 0",
      feed_id);
  for (const auto& r : conflicts) {
    if (!r[5].as<bool>()) continue;  // known already: logged and mailed when first seen
    const domain::new_conflict nc{.feed_id = feed_id, .feed_label = label, .vessel_name = vessel, .uid = r[0].c_str(),
                                  .recurrence_id = r[1].c_str(), .start = r[2].c_str(), .end = r[3].c_str(),
                                  .block_id = r[4].is_null() ? std::nullopt : std::optional<std::string>(r[4].c_str())};
    record_activity(tx, std::nullopt,
                    {.action = "create", .entity = "calendar_conflict", .entity_id = feed_id,
                     .after = boost::json::serialize(boost::json::object{
                         {"feed", label}, {"start", nc.start}, {"end", nc.end}, {"blockId", nc.block_id.value_or("")}})});
    if (const auto m = mail(nc)) enqueue_mail(tx, *m);
  }
  out.conflicts = tx.exec("SELECT count(*) FROM feed_in WHERE clash IS NOT NULL")[0][0].as<int>();
  tx.exec_params("UPDATE calendar_feeds SET etag = $2, last_modified = $3, content_hash = $4, synced_at = now(), last_error = NULL, "
                 "failed_at = NULL, events = (SELECT count(*) FROM feed_in WHERE clash IS NULL) WHERE id = $1::bigint",
                 feed_id, marks.etag, marks.last_modified, marks.content_hash);
  if (out.any()) notify_change(tx, domain::catalogue_change::subject::charter, product_id);
  return out;
}

}  // namespace

domain::awaitable<domain::feed_changes> pg_channel_calendar_store::apply(std::string feed_id, std::vector<domain::external_event> events,
                                                                          domain::feed_answer_marks marks, conflict_mail mail)
{
  if (feed_id.empty() || feed_id.size() > 18) co_return domain::feed_changes{};
  auto json = events_json(events);
  co_return co_await pool_.run([feed_id = std::move(feed_id), json = std::move(json), marks = std::move(marks),
                                mail = std::move(mail)](pqxx::connection_base& c) {
    // A booking of ours written between the conflict check and the insert breaks the
    // exclusion constraint: the feed is applied again, and the event is then a conflict.
    for (int attempt = 0;; ++attempt) {
      try {
        pqxx::work tx(c);
        tx.exec(fmt::format("SET LOCAL statement_timeout = {}", apply_budget.count()));
        auto out = apply_in(tx, feed_id, json, marks, mail);
        tx.commit();
        return out;
      } catch (const pqxx::sql_error& e) {
        if (e.sqlstate() != exclusion_violation || attempt == 2) throw;
      }
    }
  }, apply_budget);
}

}  // namespace marine::persistence
