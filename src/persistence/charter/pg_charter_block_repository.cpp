#include "persistence/charter/pg_charter_block_repository.hpp"

#include "domain/charter/channel_calendar.hpp"
#include "domain/charter/charter_terms.hpp"
#include "persistence/activity/pg_activity_repository.hpp"
#include "persistence/postgres/pg_rows.hpp"

#include <pqxx/except>
#include <pqxx/result>
#include <pqxx/transaction>

#include <algorithm>

namespace marine::persistence {
namespace {

// A block as the API shows it; instants in Dubai's civil time with its offset (dubai_iso).
constexpr const char* block_columns =
    "b.id::text, b.product_id, dubai_iso(lower(b.span)), dubai_iso(upper(b.span)), b.kind, dubai_iso(b.expires_at), "
    "b.enquiry_ref, dubai_iso(b.created_at), b.feed_id::text, (SELECT f.label FROM calendar_feeds f WHERE f.id = b.feed_id), "
    // A booking lead's payments: "<paid fils> <quote total> <flag or ->" (docs/payments.md).
    "(SELECT coalesce((SELECT sum(p.amount_fils) FROM payments p WHERE p.enquiry_ref = e.ref AND p.state = 'paid'), 0)::text "
    "|| ' ' || (e.booking ->> 'total') || ' ' || coalesce((SELECT p.flag FROM payments p WHERE p.enquiry_ref = e.ref AND "
    "p.state = 'flagged' ORDER BY p.id DESC LIMIT 1), '-') FROM enquiries e WHERE e.ref = b.enquiry_ref AND e.booking IS NOT NULL)";
// The index of the snapshot after block_columns in a RETURNING.
constexpr int snapshot_column = 11;
// The activity log's copy of a block.
constexpr const char* block_snapshot =
    "activity_snapshot(to_jsonb(b) - '{span,busy,lane,feed_id,event_uid,recurrence_id}'::text[] || jsonb_build_object('start', dubai_iso(lower(b.span)), "
    "'end', dubai_iso(upper(b.span)), 'expiresAt', dubai_iso(b.expires_at)))::text";
// Options past their expiry hold a row but no time (the constraint cannot read now()).
constexpr const char* active = "(b.kind <> 'option' OR b.expires_at > now())";
// The busy range of a span on the vessel: the span and the vessel's turnaround after it.
constexpr const char* busy_of =
    "tstzrange($3::timestamptz, $4::timestamptz + make_interval(mins => coalesce((SELECT (charter ->> "
    "'turnaroundMinutes')::int FROM products WHERE id = $2), 0)), '[)')";
constexpr std::string_view exclusion_violation = "23P01";

domain::charter_block block_of(const pqxx::row& r)
{
  domain::charter_block b;
  b.id = r[0].c_str();
  b.product_id = r[1].c_str();
  b.start = r[2].c_str();
  b.end = r[3].c_str();
  b.kind = domain::block_kind_from(r[4].c_str()).value_or(domain::block_kind::booking);
  if (!r[5].is_null()) b.expires_at = r[5].c_str();
  if (!r[6].is_null()) b.enquiry_ref = r[6].c_str();
  b.created_at = r[7].c_str();
  if (!r[8].is_null()) b.feed = domain::block_feed{r[8].c_str(), r[9].c_str()};
  if (!r[10].is_null()) {
    const std::string_view text = r[10].c_str();
    const auto first = text.find(' '), second = text.rfind(' ');
    long long paid = 0;
    for (char c : text.substr(0, first)) paid = paid * 10 + (c - '0');
    const auto total = domain::parse_amount(text.substr(first + 1, second - first - 1)).value_or(0);
    const auto flag = text.substr(second + 1);
    b.payment = domain::block_payment{paid, std::max(0LL, total - paid), flag == "-" ? std::nullopt : std::optional<std::string>(flag)};
  }
  return b;
}

bool is_block_id(const std::string& id)
{
  return !id.empty() && id.size() <= 18 && std::all_of(id.begin(), id.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string kind_text(const domain::block_write& b) { return std::string(domain::block_kind_name(b.kind)); }

// An option on a booking lead gives the lead its booking token, made once and kept
// (docs/payments.md, "Words"), in the block's transaction.
void give_booking_token(pqxx::transaction_base& tx, const domain::charter_block& stored)
{
  if (stored.kind != domain::block_kind::option || !stored.enquiry_ref) return;
  tx.exec_params("INSERT INTO booking_tokens (enquiry_ref, token) SELECT ref, $2 FROM enquiries WHERE ref = $1 AND booking IS NOT NULL "
                 "ON CONFLICT (enquiry_ref) DO NOTHING",
                 *stored.enquiry_ref, domain::new_secret_token());
}

}  // namespace

void remove_expired_options(pqxx::transaction_base& tx, const std::string& product_id, const domain::acting& by)
{
  const auto gone = tx.exec_params(std::string("DELETE FROM charter_blocks AS b WHERE b.product_id = $1 AND b.kind = 'option' "
                                               "AND b.expires_at <= now() RETURNING b.id::text, ") + block_snapshot,
                                   product_id);
  for (const auto& r : gone)
    record_activity(tx, by, {.action = "delete", .entity = "charter_block", .entity_id = r[0].c_str(), .before = r[1].c_str(),
                             .extra = R"({"expired": {"before": null, "after": true}})"});
}

namespace {

// The active block whose busy time meets the span's (turnaround included), other than `except`.
std::optional<domain::charter_block> conflict_of(pqxx::connection_base& c, const domain::block_write& b, const std::string& except)
{
  pqxx::work tx(c);
  const auto r = tx.exec_params(std::string("SELECT ") + block_columns + " FROM charter_blocks b WHERE b.product_id = $2 AND b.busy && " +
                                    busy_of + " AND " + active + " AND b.id::text <> $1 ORDER BY lower(b.span) LIMIT 1",
                                except, b.product_id, b.start, b.end);
  if (r.empty()) return std::nullopt;
  return block_of(r[0]);
}

}  // namespace

domain::awaitable<std::vector<domain::charter_block>> pg_charter_block_repository::list(std::optional<std::string> product_id,
                                                                                        std::string from, std::string to)
{
  co_return co_await pool_.run([=](pqxx::connection_base& c) {
    pqxx::read_transaction tx(c);
    const auto rows = tx.exec_params(
        std::string("SELECT ") + block_columns + " FROM charter_blocks b WHERE ($1::text IS NULL OR b.product_id = $1) AND " +
            "b.span && tstzrange($2::date::timestamp AT TIME ZONE 'Asia/Dubai', ($3::date + 1)::timestamp AT TIME ZONE "
            "'Asia/Dubai') AND " + active + " ORDER BY b.product_id, lower(b.span) LIMIT 5000",
        product_id, from, to);
    std::vector<domain::charter_block> out;
    for (const auto& r : rows) out.push_back(block_of(r));
    return out;
  });
}

domain::awaitable<std::optional<domain::charter_block>> pg_charter_block_repository::find(std::string product_id, std::string id)
{
  if (!is_block_id(id)) co_return std::nullopt;
  co_return co_await pool_.run([=](pqxx::connection_base& c) -> std::optional<domain::charter_block> {
    pqxx::read_transaction tx(c);
    const auto r = tx.exec_params(std::string("SELECT ") + block_columns + " FROM charter_blocks b WHERE b.id = $1::bigint AND " +
                                      "b.product_id = $2 AND " + active, id, product_id);
    if (r.empty()) return std::nullopt;
    return block_of(r[0]);
  });
}

domain::awaitable<domain::block_outcome> pg_charter_block_repository::insert(domain::block_write b, domain::acting by)
{
  co_return co_await pool_.run([b = std::move(b), by = std::move(by)](pqxx::connection_base& c) {
    using status = domain::block_outcome::status;
    try {
      pqxx::work tx(c);
      remove_expired_options(tx, b.product_id, by);
      const auto r = tx.exec_params(
          std::string("INSERT INTO charter_blocks AS b (product_id, span, busy, kind, expires_at, enquiry_ref) SELECT $2, "
                      "tstzrange($3::timestamptz, $4::timestamptz, '[)'), ") + busy_of + ", $5, $6::timestamptz, $7 " +
              "WHERE $1::text IS NULL RETURNING " + block_columns + ", " + block_snapshot,
          std::optional<std::string>(), b.product_id, b.start, b.end, kind_text(b), b.expires_at, b.enquiry_ref);
      const auto stored = block_of(r[0]);
      record_activity(tx, by, {.action = "create", .entity = "charter_block", .entity_id = stored.id, .after = r[0][snapshot_column].c_str()});
      give_booking_token(tx, stored);
      notify_change(tx, domain::catalogue_change::subject::charter, b.product_id);
      tx.commit();
      return domain::block_outcome{status::done, stored, std::nullopt};
    } catch (const pqxx::sql_error& e) {
      if (e.sqlstate() != exclusion_violation) throw;
    }
    return domain::block_outcome{status::conflict, std::nullopt, conflict_of(c, b, "")};
  });
}

domain::awaitable<domain::block_outcome> pg_charter_block_repository::update(std::string id, domain::block_write b,
                                                                               domain::acting by)
{
  using status = domain::block_outcome::status;
  if (!is_block_id(id)) co_return domain::block_outcome{status::not_found};
  co_return co_await pool_.run([id = std::move(id), b = std::move(b), by = std::move(by)](pqxx::connection_base& c) {
    try {
      pqxx::work tx(c);
      remove_expired_options(tx, b.product_id, by);
      const auto before = tx.exec_params(std::string("SELECT ") + block_snapshot + " FROM charter_blocks b WHERE b.id = $1::bigint "
                                                                                   "AND b.product_id = $2 FOR UPDATE",
                                         id, b.product_id);
      if (before.empty()) return domain::block_outcome{status::not_found};
      const auto r = tx.exec_params(std::string("UPDATE charter_blocks AS b SET span = tstzrange($3::timestamptz, "
                                                "$4::timestamptz, '[)'), busy = ") + busy_of +
                                        // A moved block's SEQUENCE grows in the exported feed (docs/charter.md).
                                        ", sequence = b.sequence + (b.span <> tstzrange($3::timestamptz, $4::timestamptz, '[)'))::int, "
                                        "updated_at = now(), kind = $5, expires_at = $6::timestamptz WHERE b.id = $1::bigint AND b.product_id = $2 "
                                        "RETURNING " + block_columns + ", " + block_snapshot,
                                    id, b.product_id, b.start, b.end, kind_text(b), b.expires_at);
      const auto stored = block_of(r[0]);
      record_activity(tx, by, {.action = "update", .entity = "charter_block", .entity_id = stored.id,
                               .before = before[0][0].c_str(), .after = r[0][snapshot_column].c_str()});
      give_booking_token(tx, stored);
      notify_change(tx, domain::catalogue_change::subject::charter, b.product_id);
      tx.commit();
      return domain::block_outcome{status::done, stored, std::nullopt};
    } catch (const pqxx::sql_error& e) {
      if (e.sqlstate() != exclusion_violation) throw;
    }
    return domain::block_outcome{status::conflict, std::nullopt, conflict_of(c, b, id)};
  });
}

domain::awaitable<bool> pg_charter_block_repository::remove(std::string product_id, std::string id, domain::acting by)
{
  if (!is_block_id(id)) co_return false;
  co_return co_await pool_.run([=](pqxx::connection_base& c) {
    pqxx::work tx(c);
    const auto r = tx.exec_params(std::string("DELETE FROM charter_blocks AS b WHERE b.id = $1::bigint AND b.product_id = $2 "
                                              "RETURNING ") + block_snapshot, id, product_id);
    if (r.empty()) return false;
    record_activity(tx, by, {.action = "delete", .entity = "charter_block", .entity_id = id, .before = r[0][0].c_str()});
    notify_change(tx, domain::catalogue_change::subject::charter, product_id);
    tx.commit();
    return true;
  });
}

domain::awaitable<bool> pg_charter_block_repository::lead_exists(std::string ref)
{
  co_return co_await pool_.run([ref = std::move(ref)](pqxx::connection_base& c) {
    pqxx::read_transaction tx(c);
    return !tx.exec_params("SELECT 1 FROM enquiries WHERE ref = $1", ref).empty();
  });
}

domain::awaitable<domain::month_busy> pg_charter_block_repository::month(std::string product_id, std::string first_day)
{
  co_return co_await pool_.run([=](pqxx::connection_base& c) {
    pqxx::read_transaction tx(c);
    // Each Dubai day of the month as a range of instants, and each block's busy time inside
    // it; the day's busy minutes from the ranges merged, since two channels' external events
    // may overlap (docs/charter.md, "External blocks under the same constraint").
    const auto rows = tx.exec_params(
        std::string("WITH days AS (SELECT d::date AS day, tstzrange(d AT TIME ZONE 'Asia/Dubai', (d + interval '1 day') "
                    "AT TIME ZONE 'Asia/Dubai') AS r FROM generate_series($2::date::timestamp, $2::date + interval '1 month' "
                    "- interval '1 day', interval '1 day') AS d), "
                    "merged AS (SELECT days.day, coalesce((SELECT sum(extract(epoch FROM upper(m) - lower(m)))::bigint / 60 "
                    "FROM unnest(range_agg(days.r * b.busy)) AS m), 0) AS minutes FROM days LEFT JOIN charter_blocks b "
                    "ON b.product_id = $1 AND b.busy && days.r AND ") + active + " GROUP BY days.day, days.r) "
            "SELECT to_char(days.day, 'YYYY-MM-DD'), dubai_iso(lower(days.r * b.busy)), dubai_iso(upper(days.r * b.busy)), "
            "extract(epoch FROM upper(days.r) - lower(days.r))::bigint / 60, merged.minutes, "
            "ceil(extract(epoch FROM b.expires_at))::bigint "
            "FROM days JOIN merged USING (day) LEFT JOIN charter_blocks b ON b.product_id = $1 AND b.busy && days.r AND " +
            active + " ORDER BY days.day, lower(b.busy)",
        product_id, first_day);
    domain::month_busy out;
    auto& days = out.days;
    for (const auto& r : rows) {
      const std::string date = r[0].c_str();
      if (days.empty() || days.back().date != date) days.push_back({.date = date, .day_minutes = r[3].as<long long>()});
      if (r[1].is_null()) continue;
      days.back().busy.push_back({r[1].c_str(), r[2].c_str()});
      days.back().busy_minutes = r[4].as<long long>();
      // An option in the month: the month's answer changes when it expires (docs/charter.md).
      if (!r[5].is_null()) {
        const std::chrono::sys_seconds expiry{std::chrono::seconds(r[5].as<long long>())};
        if (!out.first_expiry || expiry < *out.first_expiry) out.first_expiry = expiry;
      }
    }
    return out;
  });
}

}  // namespace marine::persistence
