#include "support/ip_ranges.hpp"

#include <arpa/inet.h>

#include <charconv>
#include <string>

namespace marine {

bool ip_range::contains(const ip_bytes& address) const noexcept
{
  for (unsigned bit = 0; bit < prefix_bits; ++bit) {
    const unsigned mask = 0x80u >> (bit % 8);
    if ((address[bit / 8] & mask) != (network[bit / 8] & mask)) return false;
  }
  return true;
}

std::optional<ip_bytes> parse_ip(std::string_view text)
{
  if (text.empty() || text.size() > 45) return std::nullopt;
  const std::string s(text);
  ip_bytes out{};
  if (in_addr v4{}; inet_pton(AF_INET, s.c_str(), &v4) == 1) {
    out[10] = out[11] = 0xFF;
    const auto* b = reinterpret_cast<const std::uint8_t*>(&v4.s_addr);
    for (std::size_t i = 0; i < 4; ++i) out[12 + i] = b[i];
    return out;
  }
  if (in6_addr v6{}; inet_pton(AF_INET6, s.c_str(), &v6) == 1) {
    for (std::size_t i = 0; i < 16; ++i) out[i] = v6.s6_addr[i];
    return out;
  }
  return std::nullopt;
}

std::optional<ip_range> parse_ip_range(std::string_view text)
{
  const auto slash = text.find('/');
  const auto address = parse_ip(text.substr(0, slash));
  if (!address) return std::nullopt;
  const bool v4 = text.substr(0, slash).find(':') == std::string_view::npos;
  unsigned prefix = v4 ? 32 : 128;
  if (slash != std::string_view::npos) {
    const auto bits = text.substr(slash + 1);
    auto [end, ec] = std::from_chars(bits.data(), bits.data() + bits.size(), prefix);
    if (bits.empty() || ec != std::errc{} || end != bits.data() + bits.size() || prefix > (v4 ? 32u : 128u))
      return std::nullopt;
  }
  return ip_range{*address, v4 ? prefix + 96 : prefix};
}

std::vector<ip_range> loopback_ranges() { return {*parse_ip_range("127.0.0.0/8"), *parse_ip_range("::1")}; }

bool in_ranges(const std::vector<ip_range>& ranges, std::string_view address)
{
  const auto ip = parse_ip(address);
  if (!ip) return false;
  for (const auto& r : ranges)
    if (r.contains(*ip)) return true;
  return false;
}

}  // namespace marine
