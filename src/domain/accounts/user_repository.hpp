#pragma once

#include "domain/accounts/user.hpp"
#include "domain/activity/activity.hpp"
#include "domain/rules/write_outcome.hpp"

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
  // Each write records its activity-log entry, by `by`, in its own transaction (a new
  // password only as changed).
  virtual boost::asio::awaitable<insert_result<user>> insert(user u, acting by) = 0;
  // Sets name, username, password hash, role and active flag. end_sessions also logs the
  // account out everywhere (password change, deactivation).
  virtual boost::asio::awaitable<write_outcome> update_account(user u, bool end_sessions, acting by) = 0;
  // Deletes the account of that role; its sessions go with it.
  virtual boost::asio::awaitable<write_outcome> remove(std::string id, role r, acting by) = 0;
};

}  // namespace marine::domain
