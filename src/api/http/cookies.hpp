#pragma once
// Cookie header parsing and the session cookie's Set-Cookie values.

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace marine::api {

inline constexpr std::string_view session_cookie_name = "marine_session";

// The value of cookie `name` in a Cookie request header ("a=1; b=2"), if present.
std::optional<std::string_view> find_cookie(std::string_view header, std::string_view name) noexcept;

struct cookie_options {
  bool secure = false;
  std::string same_site = "Lax";  // Lax, Strict or None (config: COOKIE_SAMESITE)
};

// HttpOnly; SameSite=<same_site>; Path=/; Max-Age = the session's absolute lifetime.
std::string session_cookie(std::string_view token, std::chrono::seconds max_age, cookie_options options);
// Expires the session cookie in the browser.
std::string cleared_session_cookie(cookie_options options);

}  // namespace marine::api
