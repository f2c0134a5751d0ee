#pragma once

#include "domain/user.hpp"
#include "domain/write_outcome.hpp"

#include <boost/asio/awaitable.hpp>

#include <optional>
#include <string>
#include <vector>

namespace marine::domain {

class user_repository {
 public:
  virtual ~user_repository() = default;
  // Case-insensitive, as usernames are unique whatever their case.
  virtual boost::asio::awaitable<std::optional<user>> find_by_username(std::string username) = 0;
  virtual boost::asio::awaitable<std::optional<user>> find_by_id(std::string id) = 0;
  // Newest first.
  virtual boost::asio::awaitable<std::vector<user>> list_by_role(role r) = 0;
  virtual boost::asio::awaitable<write_outcome> insert(user u) = 0;
  // Sets name, username, password hash, role and active flag. end_sessions also logs the
  // account out everywhere (password change, deactivation).
  virtual boost::asio::awaitable<write_outcome> update_account(user u, bool end_sessions) = 0;
  // Deletes the account of that role; its sessions go with it.
  virtual boost::asio::awaitable<write_outcome> remove(std::string id, role r) = 0;
};

}  // namespace marine::domain
