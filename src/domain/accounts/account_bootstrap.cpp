#include "domain/accounts/account_bootstrap.hpp"

#include <fmt/format.h>

#include <chrono>
#include <stdexcept>

namespace marine::domain {

boost::asio::awaitable<bootstrap_outcome> ensure_super_admin(user_repository& users, password_hasher& hasher,
                                                             std::string username, std::string password)
{
  auto existing = co_await users.find_by_username(username);
  if (!existing) {
    user admin{.id = fmt::format("user_{}", std::chrono::duration_cast<std::chrono::milliseconds>(
                                                    std::chrono::system_clock::now().time_since_epoch())
                                                    .count()),
               .name = "Administrator",
               .username = username,
               .password_hash = {},
               .who = role::admin,
               .is_active = true};
    admin.password_hash = co_await hasher.hash(password);
    // Another instance starting at the same moment may have created it: then it is there.
    if ((co_await users.insert(std::move(admin), std::nullopt)).outcome == write_outcome::done) co_return bootstrap_outcome::created;
    existing = co_await users.find_by_username(username);
    if (!existing) throw std::runtime_error("could not create the admin account");
  }
  const bool password_ok = co_await hasher.verify(password, existing->password_hash);
  if (password_ok && existing->who == role::admin && existing->is_active) co_return bootstrap_outcome::unchanged;
  if (!password_ok) existing->password_hash = co_await hasher.hash(password);
  existing->who = role::admin;
  existing->is_active = true;
  // A changed password logs the account out everywhere. Logged as the server's doing (no actor).
  co_await users.update_account(std::move(*existing), !password_ok, std::nullopt);
  co_return bootstrap_outcome::updated;
}

}  // namespace marine::domain
