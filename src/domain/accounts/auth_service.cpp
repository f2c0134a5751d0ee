#include "domain/accounts/auth_service.hpp"

#include "domain/accounts/user_validation.hpp"
#include "domain/rules/text_rules.hpp"

#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <fmt/format.h>

#include <openssl/sha.h>

#include <algorithm>

namespace marine::domain {
namespace {

// The throttle's key of a username: its SHA-256 (of the lower-case name), not the name, so
// that a password typed into the username field is not kept in the throttle table either.
std::string username_key(std::string_view username)
{
  const auto name = ascii_lower(username);
  unsigned char digest[SHA256_DIGEST_LENGTH];
  SHA256(reinterpret_cast<const unsigned char*>(name.data()), name.size(), digest);
  std::string key = "user:";
  for (const auto byte : digest) key += fmt::format("{:02x}", byte);
  return key;
}

}  // namespace

auth_service::auth_service(user_repository& users, session_repository& sessions, login_throttle_repository& throttle,
                           password_hasher& hasher, session_policy sessions_policy, throttle_policy throttling)
    : users_(users),
      sessions_(sessions),
      throttle_(throttle),
      hasher_(hasher),
      session_policy_(sessions_policy),
      throttle_policy_(throttling),
      // Same cost as real hashes, so an unknown username takes as long as a wrong password.
      dummy_hash_(hash_password("not-a-real-password", hasher.cost()))
{
}

boost::asio::awaitable<result<login_success>> auth_service::login(std::string username, std::string password,
                                                                  std::string client_address)
{
  std::vector<field_error> missing;
  username = trim(username);
  if (username.empty()) missing.push_back({"username", "Username is required"});
  if (password.empty()) missing.push_back({"password", "Password is required"});
  if (!missing.empty()) co_return invalid_input("Username and password are required", std::move(missing));
  // No account has such a name or password (domain/accounts/user_validation.cpp): refused before
  // the database sees it (a NUL would end the text early there).
  const auto password_length = code_point_count(password);
  if (username.size() > max_username_length || !is_valid_username(username) || !password_length ||
      *password_length > max_password_length)
    co_return unauthenticated("Invalid credentials");

  std::vector<throttle_key> keys = {{username_key(username), throttle_policy_.max_failures_per_username},
                                    {"addr:" + client_address, throttle_policy_.max_failures_per_address}};
  if (const int wait = co_await throttle_.locked_for(keys); wait > 0) {
    failure f{error_code::too_many_requests,
              fmt::format("Too many failed login attempts. Try again in {} seconds.", wait)};
    f.retry_after_seconds = wait;
    co_return f;
  }

  auto account = co_await users_.find_by_username(username);
  const bool password_ok = co_await hasher_.verify(std::move(password), account ? account->password_hash : dummy_hash_);
  if (!account || !password_ok || !account->is_active) {
    // The account's own name when there is one; else nothing of what was typed.
    auto named = account ? std::optional<std::string>(account->username) : std::nullopt;
    const int failures = co_await throttle_.record_failure(std::move(keys), throttle_policy_, std::move(named));
    // Slowed before refused: from the third failure on, each answer comes a little later.
    if (failures >= 3) {
      boost::asio::steady_timer delay(co_await boost::asio::this_coro::executor,
                                      std::chrono::milliseconds(std::min(250 * (failures - 2), 2000)));
      co_await delay.async_wait(boost::asio::use_awaitable);
    }
    co_return unauthenticated("Invalid credentials");
  }

  co_await throttle_.clear(keys.front().key);
  auto token = new_session_token();
  co_await sessions_.create(*session_token_digest(token), actor_of(*account), session_policy_);
  account->password_hash.clear();  // never leaves the server
  co_return login_success{std::move(*account), std::move(token)};
}

boost::asio::awaitable<std::optional<user>> auth_service::authenticate(std::string_view token)
{
  auto digest = session_token_digest(token);
  if (!digest) co_return std::nullopt;
  auto account = co_await sessions_.resolve(*digest, session_policy_);
  if (account) account->password_hash.clear();
  co_return account;
}

boost::asio::awaitable<void> auth_service::logout(std::string_view token)
{
  if (auto digest = session_token_digest(token)) co_await sessions_.remove(*digest);
}

}  // namespace marine::domain
