#include "persistence/pg_user_repository.hpp"

#include <pqxx/except>
#include <pqxx/nontransaction>
#include <pqxx/result>
#include <pqxx/transaction>

namespace marine::persistence {
namespace {

std::string role_name(domain::role r) { return r == domain::role::admin ? "admin" : "sub_user"; }
domain::role role_from(const std::string& s) { return s == "admin" ? domain::role::admin : domain::role::sub_user; }

domain::user user_from_row(const pqxx::row& r)
{
  return domain::user{.id = r[0].c_str(),
                      .name = r[1].c_str(),
                      .username = r[2].c_str(),
                      .password_hash = r[3].c_str(),
                      .who = role_from(r[4].c_str()),
                      .is_active = r[5].as<bool>(),
                      .created_at = r[6].c_str(),
                      .updated_at = r[7].c_str()};
}

}  // namespace

void pg_user_repository::prepare(pqxx::connection& c)
{
  const std::string iso = R"('YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')";
  c.prepare("users_find_by_username",
            "SELECT id, name, username, password_hash, role, is_active, "
            "to_char(created_at AT TIME ZONE 'UTC', " + iso + "), to_char(updated_at AT TIME ZONE 'UTC', " + iso +
                ") FROM users WHERE lower(username) = lower($1)");
  c.prepare("users_insert",
            "INSERT INTO users (id, name, username, password_hash, role, is_active) VALUES ($1, $2, $3, $4, $5, $6) "
            "ON CONFLICT DO NOTHING");
  c.prepare("users_update_account",
            "UPDATE users SET name = $2, password_hash = $3, role = $4, is_active = $5, updated_at = now() "
            "WHERE id = $1");
}

boost::asio::awaitable<std::optional<domain::user>> pg_user_repository::find_by_username(std::string username)
{
  co_return co_await pool_.run([u = std::move(username)](pqxx::connection& c) -> std::optional<domain::user> {
    pqxx::nontransaction tx(c);
    auto rows = tx.exec_prepared("users_find_by_username", u);
    if (rows.empty()) return std::nullopt;
    return user_from_row(rows[0]);
  });
}

boost::asio::awaitable<bool> pg_user_repository::insert(domain::user u)
{
  co_return co_await pool_.run([u = std::move(u)](pqxx::connection& c) {
    pqxx::work tx(c);
    auto r = tx.exec_prepared("users_insert", u.id, u.name, u.username, u.password_hash, role_name(u.who), u.is_active);
    tx.commit();
    return r.affected_rows() == 1;
  });
}

boost::asio::awaitable<bool> pg_user_repository::update_account(domain::user u)
{
  co_return co_await pool_.run([u = std::move(u)](pqxx::connection& c) {
    pqxx::work tx(c);
    auto r = tx.exec_prepared("users_update_account", u.id, u.name, u.password_hash, role_name(u.who), u.is_active);
    // A password change or deactivation ends the account's sessions (DESIGN §4).
    tx.exec_params("DELETE FROM sessions WHERE user_id = $1", u.id);
    tx.commit();
    return r.affected_rows() == 1;
  });
}

}  // namespace marine::persistence
