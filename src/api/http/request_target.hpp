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

// A path as the logs may show it: a channel calendar's export link holds the vessel's secret
// (docs/charter.md, "Channel calendars"), which no log line keeps.
inline std::string loggable_path(std::string_view path)
{
  constexpr std::string_view secret_prefix = "/calendars/";
  if (!path.starts_with(secret_prefix)) return std::string(path);
  const auto slash = path.find('/', secret_prefix.size());
  if (slash == std::string_view::npos) return std::string(path);
  return std::string(path.substr(0, slash + 1)) + "[secret]";
}

}  // namespace marine::api
