#pragma once
// Sub-user management (admin only; the API layer checks the role): restricted staff
// accounts that manage products only.

#include "domain/error.hpp"
#include "domain/password.hpp"
#include "domain/user_repository.hpp"
#include "domain/user_validation.hpp"

namespace marine::domain {

class sub_user_service {
 public:
  sub_user_service(user_repository& users, password_hasher& hasher) : users_(users), hasher_(hasher) {}

  boost::asio::awaitable<std::vector<user>> list();
  boost::asio::awaitable<result<user>> create(sub_user_input input);
  boost::asio::awaitable<result<user>> update(std::string id, sub_user_input input);
  boost::asio::awaitable<result<bool>> remove(std::string id);

 private:
  user_repository& users_;
  password_hasher& hasher_;
};

}  // namespace marine::domain
