#pragma once
// A request's path as the logs may show it: a channel calendar's export link holds the
// vessel's secret (docs/charter.md, "Channel calendars"), which no log line keeps.

#include <string>
#include <string_view>

namespace marine::api {

inline std::string loggable_path(std::string_view path)
{
  constexpr std::string_view secret_prefix = "/calendars/";
  if (!path.starts_with(secret_prefix)) return std::string(path);
  const auto slash = path.find('/', secret_prefix.size());
  if (slash == std::string_view::npos) return std::string(path);
  return std::string(path.substr(0, slash + 1)) + "[secret]";
}

}  // namespace marine::api
