#pragma once
// Staff login, sessions and logout. Wrong username, wrong password and inactive account
// answer alike and take about as long (a missing user is checked against a dummy hash).

#include "domain/accounts/auth_repository.hpp"
#include "domain/accounts/password.hpp"
#include "domain/accounts/user_repository.hpp"
#include "domain/rules/error.hpp"

#include <string>
#include <string_view>

namespace marine::domain {

struct login_success {
  user account;
  std::string token;  // goes to the browser once, as the session cookie
};

class auth_service {
 public:
  auth_service(user_repository& users, session_repository& sessions, login_throttle_repository& throttle,
               password_hasher& hasher, session_policy sessions_policy = {}, throttle_policy throttling = {});

  boost::asio::awaitable<result<login_success>> login(std::string username, std::string password,
                                                      std::string client_address);
  // The account behind a session token, if the session is live and the account active.
  boost::asio::awaitable<std::optional<user>> authenticate(std::string_view token);
  boost::asio::awaitable<void> logout(std::string_view token);

  const session_policy& sessions() const noexcept { return session_policy_; }

 private:
  user_repository& users_;
  session_repository& sessions_;
  login_throttle_repository& throttle_;
  password_hasher& hasher_;
  session_policy session_policy_;
  throttle_policy throttle_policy_;
  std::string dummy_hash_;
};

}  // namespace marine::domain
