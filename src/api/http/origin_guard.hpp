#pragma once
// CSRF: a state-changing request (POST, PUT, PATCH, DELETE) sent by a page of another
// origin is refused (403) before any handler runs. Requests without Origin (curl,
// server-to-server) are not from a browser page. Session cookies are SameSite=Lax as well
// (docs/security.md, "CSRF").

#include "api/http/cors.hpp"

#include <optional>

namespace marine::api {

class origin_guard {
 public:
  explicit origin_guard(const cors_policy& cors) : cors_(cors) {}
  // The refusal to answer, or nothing when the request may go on.
  std::optional<response> refuse(const request& req) const;

 private:
  const cors_policy& cors_;
};

}  // namespace marine::api
