#include "persistence/accounts/pg_auth_repository.hpp"

#include "persistence/activity/pg_activity_repository.hpp"
#include "persistence/accounts/pg_user_repository.hpp"

#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include <pqxx/nontransaction>
#include <pqxx/result>
#include <pqxx/transaction>

#include <algorithm>

namespace marine::persistence {
namespace {

// bytea travels as hex text: libpqxx 6 has no binary parameters for prepared statements.
std::string hex(const domain::token_digest& d)
{
  static constexpr char digits[] = "0123456789abcdef";
  std::string out;
  out.reserve(d.size() * 2);
  for (auto b : d) {
    out += digits[b >> 4];
    out += digits[b & 0xf];
  }
  return out;
}

long long secs(std::chrono::seconds s) { return s.count(); }

}  // namespace

void pg_session_repository::prepare(pqxx::connection_base& c)
{
  c.prepare("sessions_create",
            "INSERT INTO sessions (token_hash, user_id, expires_at) "
            "VALUES (decode($1, 'hex'), $2, now() + make_interval(secs => $3))");
  c.prepare("sessions_purge_expired",
            "DELETE FROM sessions WHERE expires_at <= now() OR last_seen_at <= now() - make_interval(secs => $1)");
  c.prepare("sessions_resolve",
            "SELECT " + user_columns + ", s.last_seen_at < now() - make_interval(secs => $3) "
            "FROM sessions s JOIN users u ON u.id = s.user_id "
            "WHERE s.token_hash = decode($1, 'hex') AND s.expires_at > now() "
            "AND s.last_seen_at > now() - make_interval(secs => $2) AND u.is_active");
  c.prepare("sessions_touch", "UPDATE sessions SET last_seen_at = now() WHERE token_hash = decode($1, 'hex')");
  // The account that logs out, for the activity log.
  c.prepare("sessions_remove",
            "DELETE FROM sessions s USING users u WHERE s.token_hash = decode($1, 'hex') AND u.id = s.user_id "
            "RETURNING u.id, u.username, u.role");
}

boost::asio::awaitable<bool> pg_session_repository::create(domain::token_digest digest, domain::actor account,
                                                           domain::session_policy policy)
{
  co_return co_await pool_.run([h = hex(digest), account = std::move(account), policy](pqxx::connection_base& c) {
    pqxx::work tx(c);
    // Logins are rare: a good moment to forget sessions that can no longer be used.
    tx.exec_prepared("sessions_purge_expired", secs(policy.idle));
    tx.exec_prepared("sessions_create", h, account.id, secs(policy.absolute));
    record_activity(tx, account, {.action = "login", .entity = "session", .entity_id = account.id});
    tx.commit();
    return true;
  });
}

boost::asio::awaitable<std::optional<domain::user>> pg_session_repository::resolve(domain::token_digest digest,
                                                                                   domain::session_policy policy)
{
  co_return co_await pool_.run([h = hex(digest), policy](pqxx::connection_base& c) -> std::optional<domain::user> {
    pqxx::nontransaction tx(c);
    // Refresh last use at most every minute (or half the idle time), not on every request.
    const auto touch_after = std::min<long long>(60, std::max<long long>(1, secs(policy.idle) / 2));
    auto rows = tx.exec_prepared("sessions_resolve", h, secs(policy.idle), touch_after);
    if (rows.empty()) return std::nullopt;
    if (rows[0][8].as<bool>()) tx.exec_prepared("sessions_touch", h);
    return user_from_row(rows[0]);
  });
}

boost::asio::awaitable<bool> pg_session_repository::remove(domain::token_digest digest)
{
  co_return co_await pool_.run([h = hex(digest)](pqxx::connection_base& c) {
    pqxx::work tx(c);
    const auto gone = tx.exec_prepared("sessions_remove", h);
    if (gone.empty()) return false;
    const domain::actor account{gone[0][0].c_str(), gone[0][1].c_str(), role_from_name(gone[0][2].c_str())};
    record_activity(tx, account, {.action = "logout", .entity = "session", .entity_id = account.id});
    tx.commit();
    return true;
  });
}

void pg_login_throttle_repository::prepare(pqxx::connection_base& c)
{
  c.prepare("throttle_locked_for",
            "SELECT coalesce(ceil(extract(epoch FROM locked_until - now()))::int, 0) FROM login_throttle "
            "WHERE key = $1 AND locked_until > now()");
  // A failure outside the window starts a new count.
  c.prepare("throttle_fail",
            "INSERT INTO login_throttle AS t (key, failures, window_start) VALUES ($1, 1, now()) "
            "ON CONFLICT (key) DO UPDATE SET "
            "failures = CASE WHEN t.window_start < now() - make_interval(secs => $2) THEN 1 ELSE t.failures + 1 END, "
            "window_start = CASE WHEN t.window_start < now() - make_interval(secs => $2) THEN now() "
            "ELSE t.window_start END "
            "RETURNING failures");
  c.prepare("throttle_lock",
            "UPDATE login_throttle SET locked_until = now() + make_interval(secs => $2) WHERE key = $1");
  c.prepare("throttle_forget_old",
            "DELETE FROM login_throttle WHERE window_start < now() - make_interval(secs => $1) "
            "AND (locked_until IS NULL OR locked_until < now())");
  c.prepare("throttle_clear", "DELETE FROM login_throttle WHERE key = $1");
}

boost::asio::awaitable<int> pg_login_throttle_repository::locked_for(std::vector<domain::throttle_key> keys)
{
  co_return co_await pool_.run([keys = std::move(keys)](pqxx::connection_base& c) {
    pqxx::nontransaction tx(c);
    int wait = 0;
    for (const auto& k : keys) {
      auto rows = tx.exec_prepared("throttle_locked_for", k.key);
      if (!rows.empty()) wait = std::max(wait, rows[0][0].as<int>());
    }
    return wait;
  });
}

boost::asio::awaitable<int> pg_login_throttle_repository::record_failure(std::vector<domain::throttle_key> keys,
                                                                         domain::throttle_policy policy,
                                                                         std::optional<std::string> account)
{
  // No actor: nobody is logged in. An existing account's name is all the entry says of who
  // it was; a name that is no account's is not kept (it may be a password typed there).
  const auto tried = boost::json::serialize(
      account ? boost::json::object{{"username", boost::json::object{{"before", nullptr}, {"after", *account}}}}
              : boost::json::object{{"unknownUsername", boost::json::object{{"before", nullptr}, {"after", true}}}});
  co_return co_await pool_.run([keys = std::move(keys), policy, tried](pqxx::connection_base& c) {
    pqxx::work tx(c);
    record_activity(tx, std::nullopt, {.action = "login_failed", .entity = "session", .entity_id = std::nullopt,
                                       .extra = tried});
    tx.exec_prepared("throttle_forget_old", 2 * secs(policy.window));
    int highest = 0;
    for (const auto& k : keys) {
      const int failures = tx.exec_prepared("throttle_fail", k.key, secs(policy.window))[0][0].as<int>();
      highest = std::max(highest, failures);
      if (failures < k.max_failures) continue;
      // At the limit: locked out, twice as long with each further failure, up to the cap.
      const int doublings = std::min(failures - k.max_failures, 16);
      const long long lockout = std::min(secs(policy.first_lockout) << doublings, secs(policy.max_lockout));
      tx.exec_prepared("throttle_lock", k.key, lockout);
    }
    tx.commit();
    return highest;
  });
}

boost::asio::awaitable<bool> pg_login_throttle_repository::clear(std::string key)
{
  co_return co_await pool_.run([key = std::move(key)](pqxx::connection_base& c) {
    pqxx::nontransaction tx(c);
    return tx.exec_prepared("throttle_clear", key).affected_rows() > 0;
  });
}

}  // namespace marine::persistence
