#pragma once
// The super-admin account comes from configuration (ADMIN_USERNAME / ADMIN_PASSWORD):
// created if missing; password, role and active flag put right if they changed.
// No password ever lives in the repository.

#include "domain/accounts/password.hpp"
#include "domain/accounts/user_repository.hpp"

#include <string>

namespace marine::domain {

enum class bootstrap_outcome { created, updated, unchanged };

boost::asio::awaitable<bootstrap_outcome> ensure_super_admin(user_repository& users, password_hasher& hasher,
                                                             std::string username, std::string password);

}  // namespace marine::domain
