#include "persistence/payments/pg_booking_repository.hpp"
#include "persistence/payments/pg_booking_rows.hpp"

#include "persistence/activity/pg_activity_repository.hpp"
#include "persistence/enquiries/pg_lead_booking.hpp"

#include <pqxx/result>
#include <pqxx/transaction>

#include <algorithm>

namespace marine::persistence {

const char* const payment_columns =
    "p.id::text, p.kind, p.amount_fils, p.currency, p.method, p.state, "
    "to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'), p.note, p.flag, p.refunded_fils";
const char* const payment_snapshot =
    "jsonb_build_object('ref', p.enquiry_ref, 'kind', p.kind, 'amount', p.amount_fils, 'currency', p.currency, "
    "'method', p.method, 'state', p.state, 'flag', p.flag, 'note', p.note, 'refunded', p.refunded_fils)::text";

domain::payment payment_of(const pqxx::row& r)
{
  domain::payment p;
  p.id = r[0].c_str();
  p.kind = domain::payment_kind_from(r[1].c_str()).value_or(domain::payment_kind::deposit);
  p.amount = r[2].as<long long>();
  p.currency = r[3].c_str();
  p.method = domain::method_from(r[4].c_str()).value_or(domain::payment_method::other);
  p.state = domain::state_from(r[5].c_str()).value_or(domain::payment_state::pending);
  p.at = r[6].c_str();
  p.note = r[7].c_str();
  if (!r[8].is_null()) p.flag = domain::flag_from(r[8].c_str());
  p.refunded = r[9].as<long long>();
  return p;
}

namespace {

// The request's slot as instants (Dubai has no daylight saving, but the zone is asked all the same).
constexpr const char* slot =
    "((e.booking ->> 'date')::date + make_interval(mins => (e.booking ->> 'start')::int)) AT TIME ZONE 'Asia/Dubai'";
constexpr const char* slot_end =
    "((e.booking ->> 'date')::date + make_interval(mins => (e.booking ->> 'start')::int + (e.booking ->> 'minutes')::int)) "
    "AT TIME ZONE 'Asia/Dubai'";

}  // namespace

std::optional<booking_row> read_booking(pqxx::transaction_base& tx, const std::string& where, const std::string& key)
{
  const auto rows = tx.exec_params(
      std::string("SELECT e.ref, t.token, e.booking::text, coalesce(pr.name, ''), coalesce(pr.name_ar, ''), "
                  "coalesce(pr.charter ->> 'cancellationTerms', ''), coalesce(pr.charter ->> 'cancellationTermsAr', ''), "
                  "b.id::text, b.kind, b.kind = 'option' AND b.expires_at > now(), dubai_iso(b.expires_at), "
                  "extract(epoch FROM b.expires_at)::bigint, dubai_iso(coalesce(lower(b.span), ") + slot + ")), " +
          "dubai_iso(coalesce(upper(b.span), " + slot_end + ")), extract(epoch FROM coalesce(lower(b.span), " + slot +
          "))::bigint FROM enquiries e LEFT JOIN booking_tokens t ON t.enquiry_ref = e.ref "
          "LEFT JOIN products pr ON pr.id = e.booking ->> 'productId' "
          "LEFT JOIN LATERAL (SELECT * FROM charter_blocks x WHERE x.enquiry_ref = e.ref AND x.kind IN ('option', 'booking') "
          "ORDER BY x.created_at DESC, x.id DESC LIMIT 1) b ON true WHERE e.booking IS NOT NULL AND " + where,
      key);
  if (rows.empty()) return std::nullopt;
  const auto& r = rows[0];
  booking_row out;
  auto& rec = out.record;
  rec.ref = r[0].c_str();
  if (!r[1].is_null()) rec.token = r[1].c_str();
  auto booking = lead_booking_from_json(r[2].c_str());
  if (!booking) return std::nullopt;
  rec.booking = std::move(*booking);
  rec.vessel_name = r[3].c_str();
  rec.vessel_name_ar = r[4].c_str();
  rec.cancellation_terms = r[5].c_str();
  rec.cancellation_terms_ar = r[6].c_str();
  if (!r[7].is_null()) out.block_id = r[7].c_str();
  // docs/payments.md, "Words": the latest block says the status; none before any option.
  if (rec.token) {
    if (r[7].is_null()) rec.status = domain::booking_status::cancelled;
    else if (std::string_view(r[8].c_str()) == "booking") rec.status = domain::booking_status::confirmed;
    else if (r[9].as<bool>()) rec.status = domain::booking_status::option;
    else rec.status = domain::booking_status::cancelled;
  }
  if (rec.status == domain::booking_status::option) {
    rec.option_expires_at = r[10].c_str();
    rec.option_expires = std::chrono::sys_seconds(std::chrono::seconds(r[11].as<long long>()));
  }
  rec.start = r[12].c_str();
  rec.end = r[13].c_str();
  rec.start_at = std::chrono::sys_seconds(std::chrono::seconds(r[14].as<long long>()));
  for (const auto& x : tx.exec_params(
           "SELECT q ->> 'id', q ->> 'name', coalesce((SELECT c ->> 'nameAr' FROM products pr, jsonb_array_elements(pr.charter -> "
           "'extras') c WHERE pr.id = e.booking ->> 'productId' AND c ->> 'id' = q ->> 'id' LIMIT 1), ''), (q ->> 'quantity')::int "
           "FROM enquiries e, jsonb_array_elements(e.booking -> 'extras') q WHERE e.ref = $1",
           rec.ref))
    rec.extras.push_back({x[0].c_str(), x[1].c_str(), x[2].c_str(), x[3].as<int>()});
  for (const auto& p : tx.exec_params(std::string("SELECT ") + payment_columns + " FROM payments p WHERE p.enquiry_ref = $1 ORDER BY p.id",
                                      rec.ref))
    rec.payments.push_back(payment_of(p));
  return out;
}

domain::awaitable<std::optional<domain::booking_record>> pg_booking_repository::by_token(std::string token)
{
  // Only the form a token has reaches the database.
  if (token.size() != 32 || !std::all_of(token.begin(), token.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); }))
    co_return std::nullopt;
  co_return co_await pool_.run([token = std::move(token)](pqxx::connection_base& c) -> std::optional<domain::booking_record> {
    pqxx::read_transaction tx(c);
    auto row = read_booking(tx, "t.token = $1", token);
    if (!row) return std::nullopt;
    return std::move(row->record);
  });
}

domain::awaitable<std::optional<domain::booking_record>> pg_booking_repository::by_ref(std::string ref)
{
  co_return co_await pool_.run([ref = std::move(ref)](pqxx::connection_base& c) -> std::optional<domain::booking_record> {
    pqxx::read_transaction tx(c);
    auto row = read_booking(tx, "e.ref = $1", ref);
    if (!row) return std::nullopt;
    return std::move(row->record);
  });
}

domain::awaitable<bool> pg_booking_repository::lead_exists(std::string ref)
{
  co_return co_await pool_.run([ref = std::move(ref)](pqxx::connection_base& c) {
    pqxx::read_transaction tx(c);
    return !tx.exec_params("SELECT 1 FROM enquiries WHERE ref = $1", ref).empty();
  });
}

domain::awaitable<std::optional<domain::stored_session>> pg_booking_repository::live_session(std::string ref, domain::payment_kind kind,
                                                                                               domain::fils amount,
                                                                                               std::chrono::sys_seconds after)
{
  co_return co_await pool_.run([=](pqxx::connection_base& c) -> std::optional<domain::stored_session> {
    pqxx::read_transaction tx(c);
    const auto r = tx.exec_params(
        "SELECT session_id, url, extract(epoch FROM expires_at)::bigint FROM checkout_sessions WHERE enquiry_ref = $1 AND kind = $2 "
        "AND amount_fils = $3 AND expires_at > to_timestamp($4)",
        ref, std::string(domain::kind_name(kind)), amount, static_cast<long long>(after.time_since_epoch().count()));
    if (r.empty()) return std::nullopt;
    return domain::stored_session{r[0][0].c_str(), r[0][1].c_str(),
                                  std::chrono::sys_seconds(std::chrono::seconds(r[0][2].as<long long>())), amount};
  });
}

domain::awaitable<void> pg_booking_repository::store_session(std::string ref, domain::payment_kind kind, domain::stored_session s)
{
  co_await pool_.run([=](pqxx::connection_base& c) {
    pqxx::work tx(c);
    const std::string k(domain::kind_name(kind));
    const auto expires = static_cast<long long>(s.expires_at.time_since_epoch().count());
    tx.exec_params("INSERT INTO checkout_sessions (enquiry_ref, kind, session_id, url, expires_at, amount_fils) VALUES ($1, $2, $3, "
                   "$4, to_timestamp($5), $6) ON CONFLICT (enquiry_ref, kind) DO UPDATE SET session_id = EXCLUDED.session_id, "
                   "url = EXCLUDED.url, expires_at = EXCLUDED.expires_at, amount_fils = EXCLUDED.amount_fils",
                   ref, k, s.id, s.url, expires, s.amount);
    // A replayed session (the same Idempotency-Key) is the same pending payment.
    tx.exec_params("INSERT INTO payments (enquiry_ref, kind, amount_fils, method, state, session_id) VALUES ($1, $2, $3, 'online', "
                   "'pending', $4) ON CONFLICT (session_id) DO NOTHING",
                   ref, k, s.amount, s.id);
    tx.commit();
    return true;
  });
}

domain::awaitable<bool> pg_booking_repository::remove_payment(std::string ref, std::string id, domain::acting by)
{
  if (id.empty() || id.size() > 18 || !std::all_of(id.begin(), id.end(), [](char c) { return c >= '0' && c <= '9'; })) co_return false;
  co_return co_await pool_.run([=](pqxx::connection_base& c) {
    pqxx::work tx(c);
    const auto r = tx.exec_params(std::string("DELETE FROM payments p WHERE p.id = $1::bigint AND p.enquiry_ref = $2 RETURNING ") +
                                      payment_snapshot, id, ref);
    if (r.empty()) return false;
    record_activity(tx, by, {.action = "delete", .entity = "payment", .entity_id = id, .before = r[0][0].c_str()});
    tx.commit();
    return true;
  });
}

domain::awaitable<std::vector<std::pair<std::string, domain::payment_flag>>> pg_booking_repository::flags(std::vector<std::string> refs)
{
  if (refs.empty()) co_return std::vector<std::pair<std::string, domain::payment_flag>>{};
  co_return co_await pool_.run([refs = std::move(refs)](pqxx::connection_base& c) {
    pqxx::read_transaction tx(c);
    std::string list = "{";
    for (const auto& r : refs) list += (list.size() > 1 ? "," : "") + r;  // references are [A-Z0-9-] only
    list += "}";
    std::vector<std::pair<std::string, domain::payment_flag>> out;
    for (const auto& r : tx.exec_params("SELECT DISTINCT ON (enquiry_ref) enquiry_ref, flag FROM payments WHERE state = 'flagged' AND "
                                        "enquiry_ref = ANY($1::text[]) ORDER BY enquiry_ref, id DESC",
                                        list))
      if (const auto f = domain::flag_from(r[1].c_str())) out.emplace_back(r[0].c_str(), *f);
    return out;
  });
}

}  // namespace marine::persistence
