#pragma once
// CORS with credentials for exactly the configured web origins (docs/security.md, "CSRF").

#include "api/http/types.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace marine::api {

class cors_policy {
 public:
  explicit cors_policy(std::vector<std::string> allowed_origins) : allowed_(std::move(allowed_origins)) {}

  bool allows(std::string_view origin) const noexcept;
  const std::vector<std::string>& allowed_origins() const noexcept { return allowed_; }

  // Adds Access-Control-Allow-Origin/-Credentials when the request's Origin is allowed,
  // and always Vary: Origin, since the answer depends on it.
  void decorate(const request& req, response& res) const;

  // Answers a preflight (OPTIONS with Access-Control-Request-Method): 204 with the
  // allowed methods and headers for an allowed origin, 403 otherwise.
  response preflight(const request& req, std::string_view allowed_methods) const;

  static bool is_preflight(const request& req);

 private:
  std::vector<std::string> allowed_;
};

// What the server adds to every answer before writing it, whatever made it (the session
// after each handler, the beacons' fast path): CORS's headers and the standard ones.
void add_server_headers(const cors_policy& cors, const request& req, response& res);

}  // namespace marine::api
