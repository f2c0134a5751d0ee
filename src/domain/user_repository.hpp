#pragma once

#include "domain/user.hpp"

#include <boost/asio/awaitable.hpp>

#include <optional>
#include <string>

namespace marine::domain {

class user_repository {
 public:
  virtual ~user_repository() = default;
  // Case-insensitive, as usernames are unique whatever their case.
  virtual boost::asio::awaitable<std::optional<user>> find_by_username(std::string username) = 0;
  virtual boost::asio::awaitable<bool> insert(user u) = 0;
  // Sets name, password hash, role and active flag of an existing account.
  virtual boost::asio::awaitable<bool> update_account(user u) = 0;
};

}  // namespace marine::domain
