#pragma once
// The request target (origin form, "/api/products/x?y=1"), parsed once per request: the
// decoded path segments the route table matches and the raw query.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace marine::api {

struct parsed_target {
  std::string path;                   // as sent (still percent-encoded), for the access log
  std::vector<std::string> segments;  // decoded; a trailing slash gives an empty last one
  std::string query;                  // without '?'
};

// Nothing for a target that is not in origin form (absolute URLs, '*', bad escapes).
std::optional<parsed_target> parse_target(std::string_view target);

}  // namespace marine::api
