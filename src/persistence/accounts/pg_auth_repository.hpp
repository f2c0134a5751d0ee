#pragma once
// Sessions and login throttling in PostgreSQL, shared by every API instance.

#include "domain/accounts/auth_repository.hpp"
#include "persistence/postgres/db_pool.hpp"

namespace marine::persistence {

class pg_session_repository final : public domain::session_repository {
 public:
  explicit pg_session_repository(db_pool& pool) : pool_(pool) {}
  static void prepare(pqxx::connection_base& conn);

  boost::asio::awaitable<bool> create(domain::token_digest digest, domain::actor account,
                                      domain::session_policy policy) override;
  boost::asio::awaitable<std::optional<domain::user>> resolve(domain::token_digest digest,
                                                              domain::session_policy policy) override;
  boost::asio::awaitable<bool> remove(domain::token_digest digest) override;

 private:
  db_pool& pool_;
};

class pg_login_throttle_repository final : public domain::login_throttle_repository {
 public:
  explicit pg_login_throttle_repository(db_pool& pool) : pool_(pool) {}
  static void prepare(pqxx::connection_base& conn);

  boost::asio::awaitable<int> locked_for(std::vector<domain::throttle_key> keys) override;
  boost::asio::awaitable<int> record_failure(std::vector<domain::throttle_key> keys, domain::throttle_policy policy,
                                             std::optional<std::string> account) override;
  boost::asio::awaitable<bool> clear(std::string key) override;

 private:
  db_pool& pool_;
};

}  // namespace marine::persistence
