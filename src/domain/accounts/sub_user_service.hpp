#pragma once
// Sub-user management (admin only; the API layer checks the role): restricted staff
// accounts that manage products only.

#include "domain/accounts/password.hpp"
#include "domain/accounts/user_repository.hpp"
#include "domain/accounts/user_validation.hpp"
#include "domain/rules/error.hpp"

namespace marine::domain {

class sub_user_service {
 public:
  sub_user_service(user_repository& users, password_hasher& hasher) : users_(users), hasher_(hasher) {}

  boost::asio::awaitable<std::vector<user>> list();
  // Each change is recorded in the activity log as made by `by`.
  boost::asio::awaitable<result<user>> create(sub_user_input input, acting by);
  boost::asio::awaitable<result<user>> update(std::string id, sub_user_input input, acting by);
  boost::asio::awaitable<result<bool>> remove(std::string id, acting by);

 private:
  user_repository& users_;
  password_hasher& hasher_;
};

}  // namespace marine::domain
