#include "api/http/client_address.hpp"

namespace marine::api {
namespace {

std::string_view trim_spaces(std::string_view s)
{
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

}  // namespace

std::string client_address(const request& req, std::string_view peer, const std::vector<ip_range>& trusted_proxies)
{
  if (!in_ranges(trusted_proxies, peer)) return std::string(peer);
  // nginx sets X-Real-IP to the address it saw; only a well-formed address is taken.
  if (const auto real_ip = trim_spaces(req["X-Real-IP"]); parse_ip(real_ip)) return std::string(real_ip);
  // Otherwise the nearest X-Forwarded-For hop that is not one of our proxies: the ones
  // before it were written by the client and prove nothing.
  std::string_view forwarded = req["X-Forwarded-For"];
  while (!forwarded.empty()) {
    const auto comma = forwarded.rfind(',');
    const auto hop = trim_spaces(comma == std::string_view::npos ? forwarded : forwarded.substr(comma + 1));
    if (!parse_ip(hop)) break;
    if (!in_ranges(trusted_proxies, hop)) return std::string(hop);
    if (comma == std::string_view::npos) break;
    forwarded = forwarded.substr(0, comma);
  }
  return std::string(peer);
}

}  // namespace marine::api
