#pragma once

#include "domain/accounts/user_repository.hpp"
#include "persistence/postgres/db_pool.hpp"

namespace marine::persistence {

class pg_user_repository final : public domain::user_repository {
 public:
  explicit pg_user_repository(db_pool& pool) : pool_(pool) {}
  static void prepare(pqxx::connection_base& conn);

  boost::asio::awaitable<std::optional<domain::user>> find_by_username(std::string username) override;
  boost::asio::awaitable<std::optional<domain::user>> find_by_id(std::string id) override;
  boost::asio::awaitable<std::vector<domain::user>> list_by_role(domain::role r) override;
  boost::asio::awaitable<domain::insert_result<domain::user>> insert(domain::user u, domain::acting by) override;
  boost::asio::awaitable<domain::write_outcome> update_account(domain::user u, bool end_sessions,
                                                               domain::acting by) override;
  boost::asio::awaitable<domain::write_outcome> remove(std::string id, domain::role r, domain::acting by) override;

 private:
  db_pool& pool_;
};

// The user columns in the order user_from_row reads them (shared with the sessions query).
extern const std::string user_columns;
domain::user user_from_row(const pqxx::row& r);
std::string role_name(domain::role r);
domain::role role_from_name(std::string_view name);  // role_name's inverse

}  // namespace marine::persistence
