#pragma once
// Whose request this is, for login throttling: the TCP peer, unless the peer is one of
// our proxies (TRUSTED_PROXIES), which names the client in X-Real-IP (nginx's
// $remote_addr) or X-Forwarded-For. A client that reaches the API directly cannot choose
// its address, nor aim a lockout at someone else's.

#include "api/http/types.hpp"
#include "support/ip_ranges.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace marine::api {

std::string client_address(const request& req, std::string_view peer, const std::vector<ip_range>& trusted_proxies);

}  // namespace marine::api
