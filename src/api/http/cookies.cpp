#include "api/http/cookies.hpp"

#include <fmt/format.h>

namespace marine::api {

std::optional<std::string_view> find_cookie(std::string_view header, std::string_view name) noexcept
{
  while (!header.empty()) {
    const auto semi = header.find(';');
    auto pair = header.substr(0, semi);
    header = semi == std::string_view::npos ? std::string_view{} : header.substr(semi + 1);
    while (!pair.empty() && (pair.front() == ' ' || pair.front() == '\t')) pair.remove_prefix(1);
    while (!pair.empty() && (pair.back() == ' ' || pair.back() == '\t')) pair.remove_suffix(1);
    const auto eq = pair.find('=');
    if (eq == std::string_view::npos || pair.substr(0, eq) != name) continue;
    auto value = pair.substr(eq + 1);
    if (value.size() >= 2 && value.front() == '"' && value.back() == '"') value = value.substr(1, value.size() - 2);
    return value;
  }
  return std::nullopt;
}

std::string session_cookie(std::string_view token, std::chrono::seconds max_age, cookie_options options)
{
  return fmt::format("{}={}; Path=/; Max-Age={}; HttpOnly; SameSite={}{}", session_cookie_name, token,
                     max_age.count(), options.same_site, options.secure ? "; Secure" : "");
}

std::string cleared_session_cookie(cookie_options options)
{
  return fmt::format("{}=; Path=/; Max-Age=0; HttpOnly; SameSite={}{}", session_cookie_name, options.same_site,
                     options.secure ? "; Secure" : "");
}

}  // namespace marine::api
