#pragma once
// IP addresses and CIDR ranges, for TRUSTED_PROXIES: the peers whose X-Real-IP and
// X-Forwarded-For headers are believed. IPv4 is held as its IPv4-mapped IPv6 form
// (::ffff:a.b.c.d), so one comparison serves both families.

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace marine {

using ip_bytes = std::array<std::uint8_t, 16>;

struct ip_range {
  ip_bytes network{};
  unsigned prefix_bits = 128;
  bool contains(const ip_bytes& address) const noexcept;
};

// "203.0.113.7", "2001:db8::1", "::ffff:127.0.0.1"; nothing for anything else.
std::optional<ip_bytes> parse_ip(std::string_view text);
// An address ("127.0.0.1", a /32 or /128) or a range ("10.0.0.0/8", "fd00::/8").
std::optional<ip_range> parse_ip_range(std::string_view text);
// 127.0.0.0/8 and ::1: a proxy on the same host.
std::vector<ip_range> loopback_ranges();

bool in_ranges(const std::vector<ip_range>& ranges, std::string_view address);

}  // namespace marine
