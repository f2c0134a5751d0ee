#include "calendar/address_policy.hpp"

#include <boost/url/parse.hpp>

#include <netdb.h>
#include <netinet/in.h>

#include <algorithm>
#include <charconv>
#include <cstring>
#include <initializer_list>
#include <memory>

namespace marine::calendar {
namespace {

std::vector<ip_range> ranges_of(std::initializer_list<std::string_view> texts)
{
  std::vector<ip_range> out;
  for (const auto text : texts) out.push_back(*parse_ip_range(text));
  return out;
}

// Held as IPv4-mapped ranges (support/ip_ranges.hpp).
const std::vector<ip_range>& refused_v4()
{
  static const auto ranges = ranges_of({
      "0.0.0.0/8",        // "this network"; 0.0.0.0 reaches the local host on Linux
      "10.0.0.0/8",       // private
      "100.64.0.0/10",    // carrier-grade NAT (Alibaba's metadata, 100.100.100.200, too)
      "127.0.0.0/8",      // loopback
      "169.254.0.0/16",   // link-local: the cloud metadata service, 169.254.169.254
      "172.16.0.0/12",    // private
      "192.0.0.0/24",     // IETF protocol assignments
      "192.0.2.0/24",     // documentation
      "192.88.99.0/24",   // the old 6to4 relay anycast
      "192.168.0.0/16",   // private
      "198.18.0.0/15",    // benchmarking
      "198.51.100.0/24",  // documentation
      "203.0.113.0/24",   // documentation
      "224.0.0.0/4",      // multicast
      "240.0.0.0/4",      // reserved, and the broadcast address
  });
  return ranges;
}

// Within 2000::/3, the only IPv6 space accepted at all.
const std::vector<ip_range>& refused_v6()
{
  static const auto ranges = ranges_of({
      "2001::/23",      // IETF protocol assignments: Teredo, benchmarking, ORCHID
      "2001:db8::/32",  // documentation
      "3fff::/20",      // documentation
  });
  return ranges;
}

bool public_v4(const ip_bytes& mapped) noexcept
{
  return std::none_of(refused_v4().begin(), refused_v4().end(), [&](const ip_range& r) { return r.contains(mapped); });
}

ip_bytes mapped_v4(const ip_bytes& from, std::size_t at) noexcept
{
  ip_bytes out{};
  out[10] = out[11] = 0xFF;
  for (std::size_t i = 0; i < 4; ++i) out[12 + i] = from[at + i];
  return out;
}

bool host_name_character(char c) noexcept
{
  return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.';
}

// A name of letters, digits, '-', '_' and dots, without empty labels. Its last label may
// not be a number: "2130706433", "127.1" and "0x7f.1" are read as IPv4 addresses by
// resolvers, and an address must be written as one (so that it is judged as one).
bool plain_host_name(std::string_view host) noexcept
{
  if (host.empty() || host.front() == '.' || host.find("..") != std::string_view::npos) return false;
  if (!std::all_of(host.begin(), host.end(), host_name_character)) return false;
  const auto last = host.substr(host.rfind('.') == std::string_view::npos ? 0 : host.rfind('.') + 1);
  const bool digits = std::all_of(last.begin(), last.end(), [](char c) { return c >= '0' && c <= '9'; });
  return !digits && !last.starts_with("0x");
}

std::optional<std::uint16_t> port_of(std::string_view text) noexcept
{
  unsigned value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc{} || end != text.data() + text.size() || value < 1 || value > 65535)
    return std::nullopt;
  return static_cast<std::uint16_t>(value);
}

// RFC 6761: curl answers loopback for these names by itself, without asking DNS.
bool localhost_name(std::string_view host) { return host == "localhost" || host.ends_with(".localhost"); }

}  // namespace

std::optional<ip_bytes> address_of(const sockaddr* address, std::size_t length)
{
  ip_bytes out{};
  if (address->sa_family == AF_INET && length >= sizeof(sockaddr_in)) {
    sockaddr_in v4{};
    std::memcpy(&v4, address, sizeof v4);
    out[10] = out[11] = 0xFF;
    std::memcpy(&out[12], &v4.sin_addr, 4);
    return out;
  }
  if (address->sa_family == AF_INET6 && length >= sizeof(sockaddr_in6)) {
    sockaddr_in6 v6{};
    std::memcpy(&v6, address, sizeof v6);
    std::memcpy(out.data(), &v6.sin6_addr, 16);
    return out;
  }
  return std::nullopt;
}

bool is_public_address(const ip_bytes& a) noexcept
{
  static const auto nat64 = *parse_ip_range("64:ff9b::/96");
  const bool zero_prefix = std::all_of(a.begin(), a.begin() + 10, [](std::uint8_t b) { return b == 0; });
  if (zero_prefix && a[10] == 0xFF && a[11] == 0xFF) return public_v4(a);  // ::ffff:a.b.c.d
  // ::a.b.c.d (IPv4-compatible; :: and ::1 fall in 0.0.0.0/8 here) and NAT64 reach the
  // IPv4 address they embed; so does 6to4 (2002:aabb:ccdd::/48) through a relay.
  if (zero_prefix && a[10] == 0 && a[11] == 0) return public_v4(mapped_v4(a, 12));
  if (nat64.contains(a)) return public_v4(mapped_v4(a, 12));
  if (a[0] == 0x20 && a[1] == 0x02) return public_v4(mapped_v4(a, 2));
  // Loopback, unique local (fc00::/7, AWS's fd00:ec2::254), link-local, site-local,
  // multicast and the rest of the unassigned space all lie outside global unicast.
  if ((a[0] & 0xE0) != 0x20) return false;
  return std::none_of(refused_v6().begin(), refused_v6().end(), [&](const ip_range& r) { return r.contains(a); });
}

std::string normalized_host(std::string_view host)
{
  if (host.size() >= 2 && host.front() == '[' && host.back() == ']') host = host.substr(1, host.size() - 2);
  if (host.ends_with('.')) host.remove_suffix(1);
  std::string out(host);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; });
  return out;
}

address_policy::address_policy(std::vector<std::string> allow_hosts)
{
  for (const auto& host : allow_hosts) {
    std::string spaceless(host);
    std::erase_if(spaceless, [](char c) { return c == ' ' || c == '\t'; });
    auto name = normalized_host(spaceless);
    if (!name.empty()) allow_hosts_.push_back(std::move(name));
  }
}

bool address_policy::allow_listed(std::string_view host) const
{
  const auto name = normalized_host(host);
  const auto ip = parse_ip(name);
  return std::any_of(allow_hosts_.begin(), allow_hosts_.end(), [&](const std::string& allowed) {
    if (allowed == name) return true;
    // "::1" and "0:0:0:0:0:0:0:1" are one address.
    const auto allowed_ip = parse_ip(allowed);
    return ip && allowed_ip && *ip == *allowed_ip;
  });
}

bool address_policy::may_connect(std::string_view host, const ip_bytes& address) const
{
  return is_public_address(address) || allow_listed(host);
}

std::variant<feed_target, std::string> address_policy::check(std::string_view url, bool allow_http) const
{
  if (url.size() > max_feed_url_length) return std::string("The address is longer than 2,000 characters");
  const auto parsed = boost::urls::parse_uri(url);
  if (!parsed || !parsed->has_authority()) return std::string("This is not a web address");
  if (parsed->has_userinfo()) return std::string("A calendar address may not hold a user name or password");

  feed_target target;
  const auto type = parsed->host_type();
  const std::string_view host(parsed->encoded_host().data(), parsed->encoded_host().size());
  target.host = normalized_host(host);
  if (target.host.empty()) return std::string("The address has no host");
  if (type == boost::urls::host_type::ipv4 || type == boost::urls::host_type::ipv6) {
    target.literal = parse_ip(target.host);
    if (!target.literal) return std::string("This is not a web address");
  } else if (type != boost::urls::host_type::name || !plain_host_name(target.host)) {
    return std::string("This is not a web address");
  }

  // Boost.URL reads what follows a port's digits as the path ("host:8a/"): refused too.
  const auto path = parsed->encoded_path();
  if (!path.empty() && path.front() != '/') return std::string("This is not a web address");

  // An address that is private now is refused before anything else is said about it.
  if (target.literal && !is_public_address(*target.literal) && !allow_listed(target.host))
    return std::string(inside_network_refusal);

  const auto scheme = parsed->scheme_id();
  if (scheme == boost::urls::scheme::https)
    target.https = true;
  else if (scheme == boost::urls::scheme::http && allow_http)
    target.https = false;
  else
    return std::string(https_refusal);

  target.port = target.https ? 443 : 80;
  if (parsed->has_port()) {
    const auto port = port_of(std::string_view(parsed->port().data(), parsed->port().size()));
    if (!port) return std::string("The port must be a number from 1 to 65535");
    target.port = *port;
  }
  return target;
}

// Every address must pass: one private address is enough for a later connection to land on it.
std::optional<std::string> address_policy::resolution_refusal(const feed_target& target) const
{
  if (target.literal) return std::nullopt;  // judged by the policy's check
  const bool allowed = allow_listed(target.host);
  if (localhost_name(target.host)) return allowed ? std::nullopt : std::optional<std::string>(inside_network_refusal);
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  addrinfo* found = nullptr;
  if (getaddrinfo(target.host.c_str(), nullptr, &hints, &found) != 0 || !found) return std::string(host_not_found);
  const std::unique_ptr<addrinfo, decltype(&freeaddrinfo)> owned(found, freeaddrinfo);
  for (const addrinfo* a = found; a; a = a->ai_next) {
    const auto ip = address_of(a->ai_addr, a->ai_addrlen);
    if (!ip || !may_connect(target.host, *ip)) return std::string(inside_network_refusal);
  }
  return std::nullopt;
}


}  // namespace marine::calendar
