#pragma once
// Everything a handler may look at: one signature for every route,
// awaitable<response>(request_context&).

#include "api/http/answer_stream.hpp"
#include "api/http/body_stream.hpp"
#include "api/http/types.hpp"
#include "domain/accounts/user.hpp"
#include "domain/accounts/viewer.hpp"
#include "domain/activity/activity.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace marine::api {

struct request_context {
  const request& req;
  std::vector<std::pair<std::string, std::string>> params;  // decoded path parameters by name
  std::string_view query;                                   // raw query string, without '?'
  std::string_view client_address;
  domain::viewer viewer;                 // set by the session guard (api/http/auth_guard.hpp)
  std::optional<domain::user> account;   // the logged-in account, without its hash
  body_stream* body = nullptr;           // streamed routes only (router::add_streamed)
  std::size_t route_index = 0;           // the matched route (route::index), for the metrics
  answer_stream* out = nullptr;          // for a body written as it is made (answer_stream.hpp)

  // The path parameter `name` of the matched route (the route table guarantees it exists).
  std::string_view param(std::string_view name) const;
  // Who the activity log names for a change made by this request (behind a staff guard,
  // the logged-in account).
  domain::acting actor() const { return account ? domain::acting(domain::actor_of(*account)) : std::nullopt; }
};

}  // namespace marine::api
