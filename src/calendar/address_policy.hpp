#pragma once
// Which calendar addresses the server may fetch (docs/security.md, "Calendar feeds (SSRF)"):
// the form of a feed's URL, and whether an IP address it leads to is a public one. An
// admin's URL must never make the server reach into its own network: loopback, private,
// link-local (cloud metadata), carrier-grade NAT and the other special ranges are refused,
// in both families and wherever IPv6 embeds an IPv4 address. Hosts named in
// CALENDAR_ALLOW_HOSTS (intranet calendars, tests) may resolve to any address.

#include "support/ip_ranges.hpp"

#include <sys/socket.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace marine::calendar {

// Not loopback, unspecified, private, link-local, CGNAT, multicast, reserved, benchmarking or
// documentation space; an IPv4-mapped, IPv4-compatible, NAT64 (64:ff9b::/96) or 6to4
// (2002::/16) address is judged by the IPv4 address it embeds. IPv6 outside 2000::/3 is
// refused.
bool is_public_address(const ip_bytes& address) noexcept;

inline constexpr std::size_t max_feed_url_length = 2000;

// The field errors, plain sentences for the admin's form.
inline constexpr std::string_view inside_network_refusal = "This address points inside our network";
inline constexpr std::string_view https_refusal = "Use an https:// address, or allow http for this host";
inline constexpr std::string_view host_not_found = "This host cannot be found";

// An IPv4 or IPv6 socket address as ip_bytes; nothing for any other family.
std::optional<ip_bytes> address_of(const sockaddr* address, std::size_t length);

// What a checked URL names.
struct feed_target {
  std::string host;  // lower case, without a trailing dot; an IPv6 literal without brackets
  bool https = true;
  std::uint16_t port = 443;
  std::optional<ip_bytes> literal;  // the host, when it is an IP address
};

// "feeds.localhost", "LocalHost.": lower case, one trailing dot dropped, brackets removed.
std::string normalized_host(std::string_view host);

class address_policy {
 public:
  // `allow_hosts`: host names (or IP literals), compared without case.
  explicit address_policy(std::vector<std::string> allow_hosts);

  bool allow_listed(std::string_view host) const;
  // A public address, or any address of an allow-listed host.
  bool may_connect(std::string_view host, const ip_bytes& address) const;
  // The URL's form: length, syntax, no user name or password, a plain host, port 1-65535,
  // an IP-literal host judged now (unless allow-listed), then https (http when
  // `allow_http`). The target, or the field error that refuses the URL.
  std::variant<feed_target, std::string> check(std::string_view url, bool allow_http) const;
  // What the checked target's host resolves to now (getaddrinfo: blocking): every address
  // must be one we may connect to. "localhost" and "*.localhost" are loopback without DNS,
  // as curl takes them. Nothing, or the field error.
  std::optional<std::string> resolution_refusal(const feed_target& target) const;

 private:
  std::vector<std::string> allow_hosts_;  // normalized
};

}  // namespace marine::calendar
