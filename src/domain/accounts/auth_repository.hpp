#pragma once
// Storage for sessions and login throttling. Both live in PostgreSQL, so every API
// instance sees the same sessions and the same failed-login counts.

#include "domain/accounts/session_token.hpp"
#include "domain/accounts/user.hpp"
#include "domain/activity/activity.hpp"

#include <boost/asio/awaitable.hpp>

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace marine::domain {

struct session_policy {
  std::chrono::seconds idle{2 * 60 * 60};
  std::chrono::seconds absolute{12 * 60 * 60};
};

class session_repository {
 public:
  virtual ~session_repository() = default;
  // Records the login in the activity log, in the same transaction.
  virtual boost::asio::awaitable<bool> create(token_digest digest, actor account, session_policy policy) = 0;
  // The active user of a live session (neither idle nor past its absolute expiry), or nothing.
  virtual boost::asio::awaitable<std::optional<user>> resolve(token_digest digest, session_policy policy) = 0;
  // Records the logout (by the session's account) in the activity log, in the same transaction.
  virtual boost::asio::awaitable<bool> remove(token_digest digest) = 0;
};

struct throttle_policy {
  int max_failures_per_username = 5;
  int max_failures_per_address = 20;
  std::chrono::seconds window{15 * 60};          // failures older than this are forgotten
  std::chrono::seconds first_lockout{30};        // doubles with each further failure
  std::chrono::seconds max_lockout{15 * 60};
};

struct throttle_key {
  std::string key;   // 'user:<lower(username)>' or 'addr:<address>'
  int max_failures;  // failures allowed in the window before lockouts start
};

class login_throttle_repository {
 public:
  virtual ~login_throttle_repository() = default;
  // Seconds until any of the keys may try again; 0 when none is locked.
  virtual boost::asio::awaitable<int> locked_for(std::vector<throttle_key> keys) = 0;
  // Counts a failure for each key, locks a key that reached its limit, and returns the
  // highest failure count among the keys within the window. The failed login goes to the
  // activity log in the same transaction, naming the account when the name tried is one
  // (`account`); otherwise only that an unknown name was tried: what was typed there may
  // be a password (docs/security.md, "Failed logins").
  virtual boost::asio::awaitable<int> record_failure(std::vector<throttle_key> keys, throttle_policy policy,
                                                     std::optional<std::string> account) = 0;
  virtual boost::asio::awaitable<bool> clear(std::string key) = 0;
};

}  // namespace marine::domain
