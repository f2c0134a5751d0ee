#pragma once

#include "domain/accounts/viewer.hpp"

#include <string>

namespace marine::domain {

// A staff account (a sub-user, or the super-admin is an account of role admin).
// The password hash never leaves the server.
struct user {
  std::string id;
  std::string name;
  std::string username;
  std::string password_hash;
  role who = role::sub_user;
  bool is_active = true;
  std::string created_at;
  std::string updated_at;
};

}  // namespace marine::domain
