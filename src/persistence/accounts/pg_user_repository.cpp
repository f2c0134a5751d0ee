#include "persistence/accounts/pg_user_repository.hpp"

#include "persistence/activity/pg_activity_repository.hpp"

#include <pqxx/except>
#include <pqxx/nontransaction>
#include <pqxx/result>
#include <pqxx/transaction>

namespace marine::persistence {
namespace {

// Which unique rule a violation broke: the primary key or the case-insensitive username.
domain::write_outcome duplicate_of(const pqxx::unique_violation& e)
{
  const std::string what = e.what();
  return what.find("users_username_lower_key") != std::string::npos ? domain::write_outcome::duplicate_username
                                                                   : domain::write_outcome::duplicate_id;
}

// The account as the activity log keeps it: activity_snapshot leaves the hash out.
const char* const user_snapshot = "activity_snapshot(to_jsonb(u))::text";

}  // namespace

const std::string user_columns =
    "u.id, u.name, u.username, u.password_hash, u.role, u.is_active, "
    R"(to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), )"
    R"(to_char(u.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))";

domain::role role_from_name(std::string_view s) { return s == "admin" ? domain::role::admin : domain::role::sub_user; }

std::string role_name(domain::role r) { return r == domain::role::admin ? "admin" : "sub_user"; }

domain::user user_from_row(const pqxx::row& r)
{
  return domain::user{.id = r[0].c_str(),
                      .name = r[1].c_str(),
                      .username = r[2].c_str(),
                      .password_hash = r[3].c_str(),
                      .who = role_from_name(r[4].c_str()),
                      .is_active = r[5].as<bool>(),
                      .created_at = r[6].c_str(),
                      .updated_at = r[7].c_str()};
}

void pg_user_repository::prepare(pqxx::connection_base& c)
{
  c.prepare("users_find_by_username", "SELECT " + user_columns + " FROM users u WHERE lower(u.username) = lower($1)");
  c.prepare("users_find_by_id", "SELECT " + user_columns + " FROM users u WHERE u.id = $1");
  c.prepare("users_list_by_role",
            "SELECT " + user_columns + " FROM users u WHERE u.role = $1 ORDER BY u.created_at DESC, u.id DESC");
  c.prepare("users_insert",
            "INSERT INTO users AS u (id, name, username, password_hash, role, is_active) VALUES ($1, $2, $3, $4, $5, $6) "
            "RETURNING " + user_columns + ", " + user_snapshot);
  // The hash is compared here, so that it never travels back: the log says only "changed".
  c.prepare("users_snapshot", std::string("SELECT ") + user_snapshot +
                                  ", password_hash IS DISTINCT FROM $2 FROM users u WHERE id = $1 FOR UPDATE");
  c.prepare("users_update_account",
            "UPDATE users AS u SET name = $2, username = $3, password_hash = $4, role = $5, is_active = $6, "
            "updated_at = now() WHERE id = $1 RETURNING " + std::string(user_snapshot));
  c.prepare("users_end_sessions", "DELETE FROM sessions WHERE user_id = $1");
  c.prepare("users_remove", "DELETE FROM users AS u WHERE id = $1 AND role = $2 RETURNING " + std::string(user_snapshot));
}

boost::asio::awaitable<std::optional<domain::user>> pg_user_repository::find_by_username(std::string username)
{
  co_return co_await pool_.run([u = std::move(username)](pqxx::connection_base& c) -> std::optional<domain::user> {
    pqxx::nontransaction tx(c);
    auto rows = tx.exec_prepared("users_find_by_username", u);
    if (rows.empty()) return std::nullopt;
    return user_from_row(rows[0]);
  });
}

boost::asio::awaitable<std::optional<domain::user>> pg_user_repository::find_by_id(std::string id)
{
  co_return co_await pool_.run([id = std::move(id)](pqxx::connection_base& c) -> std::optional<domain::user> {
    pqxx::nontransaction tx(c);
    auto rows = tx.exec_prepared("users_find_by_id", id);
    if (rows.empty()) return std::nullopt;
    return user_from_row(rows[0]);
  });
}

boost::asio::awaitable<std::vector<domain::user>> pg_user_repository::list_by_role(domain::role r)
{
  co_return co_await pool_.run([name = role_name(r)](pqxx::connection_base& c) {
    pqxx::nontransaction tx(c);
    std::vector<domain::user> out;
    for (const auto& row : tx.exec_prepared("users_list_by_role", name)) out.push_back(user_from_row(row));
    return out;
  });
}

boost::asio::awaitable<domain::insert_result<domain::user>> pg_user_repository::insert(domain::user u, domain::acting by)
{
  using outcome = domain::insert_result<domain::user>;
  co_return co_await pool_.run([u = std::move(u), by = std::move(by)](pqxx::connection_base& c) {
    try {
      pqxx::work tx(c);
      const auto row = tx.exec_prepared1("users_insert", u.id, u.name, u.username, u.password_hash, role_name(u.who),
                                         u.is_active);
      record_activity(tx, by, {.action = "create", .entity = "user", .entity_id = u.id, .after = row[8].c_str()});
      tx.commit();
      return outcome{domain::write_outcome::done, user_from_row(row)};
    } catch (const pqxx::unique_violation& e) {
      return outcome{duplicate_of(e), std::nullopt};
    }
  });
}

boost::asio::awaitable<domain::write_outcome> pg_user_repository::update_account(domain::user u, bool end_sessions,
                                                                                domain::acting by)
{
  co_return co_await pool_.run([u = std::move(u), end_sessions, by = std::move(by)](pqxx::connection_base& c) {
    try {
      pqxx::work tx(c);
      const auto before = tx.exec_prepared("users_snapshot", u.id, u.password_hash);
      if (before.empty()) return domain::write_outcome::not_found;
      const auto after = tx.exec_prepared1("users_update_account", u.id, u.name, u.username, u.password_hash,
                                           role_name(u.who), u.is_active);
      const bool password_changed = before[0][1].as<bool>();
      record_activity(tx, by, {.action = "update", .entity = "user", .entity_id = u.id,
                               .before = before[0][0].c_str(), .after = after[0].c_str(),
                               .extra = password_changed ? R"({"password": {"changed": true}})" : "{}"});
      const bool sessions_ended = end_sessions && tx.exec_prepared("users_end_sessions", u.id).affected_rows() > 0;
      if (sessions_ended && !u.is_active)
        record_activity(tx, by, {.action = "session_ended", .entity = "session", .entity_id = u.id});
      tx.commit();
      return domain::write_outcome::done;
    } catch (const pqxx::unique_violation& e) {
      return duplicate_of(e);
    }
  });
}

boost::asio::awaitable<domain::write_outcome> pg_user_repository::remove(std::string id, domain::role r,
                                                                        domain::acting by)
{
  co_return co_await pool_.run([id = std::move(id), name = role_name(r), by = std::move(by)](pqxx::connection_base& c) {
    pqxx::work tx(c);
    const auto result = tx.exec_prepared("users_remove", id, name);
    if (result.empty()) return domain::write_outcome::not_found;
    record_activity(tx, by, {.action = "delete", .entity = "user", .entity_id = id, .before = result[0][0].c_str()});
    tx.commit();
    return domain::write_outcome::done;
  });
}

}  // namespace marine::persistence
