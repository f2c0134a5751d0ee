#pragma once

#include "domain/user_repository.hpp"
#include "persistence/db_pool.hpp"

namespace marine::persistence {

class pg_user_repository final : public domain::user_repository {
 public:
  explicit pg_user_repository(db_pool& pool) : pool_(pool) {}
  static void prepare(pqxx::connection& conn);

  boost::asio::awaitable<std::optional<domain::user>> find_by_username(std::string username) override;
  boost::asio::awaitable<bool> insert(domain::user u) override;
  boost::asio::awaitable<bool> update_account(domain::user u) override;

 private:
  db_pool& pool_;
};

}  // namespace marine::persistence
