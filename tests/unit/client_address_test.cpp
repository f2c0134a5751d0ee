// Whose request it is (api/client_address.hpp): proxy headers count only from TRUSTED_PROXIES.
#include "api/http/client_address.hpp"

#include <gtest/gtest.h>

namespace marine::api {
namespace {

request with(std::initializer_list<std::pair<const char*, const char*>> headers)
{
  request req{http::verb::post, "/api/admin/login", 11};
  for (const auto& [name, value] : headers) req.insert(name, value);
  return req;
}

TEST(client_address, headers_from_a_client_that_is_not_a_proxy_are_ignored)
{
  const auto req = with({{"X-Real-IP", "198.51.100.9"}, {"X-Forwarded-For", "198.51.100.9"}});
  EXPECT_EQ(client_address(req, "203.0.113.5", loopback_ranges()), "203.0.113.5");
  EXPECT_EQ(client_address(req, "127.0.0.1", {}), "127.0.0.1") << "no proxy trusted at all";
}

TEST(client_address, a_trusted_proxy_names_the_client)
{
  EXPECT_EQ(client_address(with({{"X-Real-IP", "198.51.100.9"}}), "127.0.0.1", loopback_ranges()), "198.51.100.9");
  EXPECT_EQ(client_address(with({{"X-Real-IP", "2001:db8::7"}}), "::1", loopback_ranges()), "2001:db8::7");
  // X-Forwarded-For: the nearest hop that is not ours; what the client wrote before it is not believed.
  const auto chain = with({{"X-Forwarded-For", "10.9.9.9, 198.51.100.9, 127.0.0.1"}});
  EXPECT_EQ(client_address(chain, "127.0.0.1", loopback_ranges()), "198.51.100.9");
  const std::vector<ip_range> subnet{*parse_ip_range("172.30.0.0/16")};
  EXPECT_EQ(client_address(with({{"X-Real-IP", "198.51.100.9"}}), "172.30.4.2", subnet), "198.51.100.9");
  EXPECT_EQ(client_address(with({{"X-Real-IP", "198.51.100.9"}}), "172.31.4.2", subnet), "172.31.4.2");
}

TEST(client_address, a_value_that_is_not_an_address_is_not_taken)
{
  for (auto junk : {"", "evil", "198.51.100.9 extra", "user:1 admin", "999.1.1.1"})
    EXPECT_EQ(client_address(with({{"X-Real-IP", junk}}), "127.0.0.1", loopback_ranges()), "127.0.0.1") << junk;
}

TEST(ip_ranges, parse_addresses_and_cidr_ranges)
{
  EXPECT_TRUE(in_ranges({*parse_ip_range("10.0.0.0/8")}, "10.255.1.2"));
  EXPECT_FALSE(in_ranges({*parse_ip_range("10.0.0.0/8")}, "11.0.0.1"));
  EXPECT_TRUE(in_ranges(loopback_ranges(), "127.0.0.1"));
  EXPECT_TRUE(in_ranges(loopback_ranges(), "::ffff:127.0.0.1"));
  EXPECT_TRUE(in_ranges(loopback_ranges(), "::1"));
  EXPECT_FALSE(in_ranges(loopback_ranges(), "::2"));
  EXPECT_TRUE(in_ranges({*parse_ip_range("fd00::/8")}, "fd12::1"));
  for (auto bad : {"", "10.0.0.0/33", "::/129", "10.0.0.0/", "host.example", "10.0.0.0/8x"})
    EXPECT_FALSE(parse_ip_range(bad)) << bad;
}

}  // namespace
}  // namespace marine::api
