// Which calendar addresses the server may fetch (calendar/address_policy.hpp,
// docs/security.md "Calendar feeds (SSRF)").
#include "calendar/address_policy.hpp"

#include <gtest/gtest.h>

#include <string>

namespace marine::calendar {
namespace {

bool is_public(std::string_view text)
{
  const auto ip = parse_ip(text);
  EXPECT_TRUE(ip) << text;
  return ip && is_public_address(*ip);
}

std::string refusal(const address_policy& policy, std::string_view url, bool allow_http = false)
{
  const auto checked = policy.check(url, allow_http);
  const auto* error = std::get_if<std::string>(&checked);
  return error ? *error : "";
}

TEST(address_policy, public_addresses_are_accepted)
{
  for (auto ip : {"8.8.8.8", "1.1.1.1", "93.184.216.34", "100.63.255.255", "100.128.0.0", "172.15.255.255",
                  "172.32.0.0", "192.167.255.255", "198.17.255.255", "198.20.0.0", "223.255.255.255",
                  "2606:4700::1111", "2001:4860:4860::8888", "2a00:1450:4001::200e", "::ffff:8.8.8.8",
                  "64:ff9b::808:808", "2002:808:808::1"})
    EXPECT_TRUE(is_public(ip)) << ip;
}

TEST(address_policy, ipv4_special_ranges_are_refused)
{
  for (auto ip : {"0.0.0.0", "0.255.1.2",                     // unspecified, "this network"
                  "127.0.0.1", "127.255.255.254",             // loopback
                  "10.0.0.1", "10.255.255.255",               // private
                  "172.16.0.1", "172.31.255.255",             // private
                  "192.168.0.1", "192.168.255.255",           // private
                  "169.254.169.254", "169.254.0.1",           // link-local, cloud metadata
                  "100.64.0.1", "100.127.255.255",            // CGNAT
                  "100.100.100.200",                          // Alibaba's metadata
                  "224.0.0.1", "239.255.255.250",             // multicast
                  "240.0.0.1", "255.255.255.255",             // reserved, broadcast
                  "198.18.0.1", "198.19.255.255",             // benchmarking
                  "192.0.0.1", "192.0.0.170",                 // IETF assignments
                  "192.0.2.1", "198.51.100.1", "203.0.113.1"})  // documentation
    EXPECT_FALSE(is_public(ip)) << ip;
}

TEST(address_policy, ipv6_special_ranges_are_refused)
{
  for (auto ip : {"::", "::1",                                   // unspecified, loopback
                  "fc00::1", "fd12:3456::1", "fd00:ec2::254",    // unique local, AWS metadata
                  "fe80::1", "febf::1",                          // link-local
                  "fec0::1",                                     // old site-local
                  "ff02::1", "ff0e::1",                          // multicast
                  "2001:db8::1", "3fff::1",                      // documentation
                  "2001::1", "2001:2::1",                        // Teredo, benchmarking
                  "100::1", "64:ff9b:1::1", "::ffff:0:a00:1"})   // discard, local NAT64, SIIT
    EXPECT_FALSE(is_public(ip)) << ip;
}

TEST(address_policy, embedded_ipv4_is_judged_by_the_ipv4_address)
{
  for (auto ip : {"::ffff:127.0.0.1", "::ffff:10.1.2.3", "::ffff:169.254.169.254", "::ffff:0.0.0.0",  // mapped
                  "::127.0.0.1", "::10.0.0.1", "::169.254.169.254",                                  // compatible
                  "64:ff9b::127.0.0.1", "64:ff9b::a00:1", "64:ff9b::a9fe:a9fe",                    // NAT64
                  "2002:7f00:1::", "2002:a00:1::1", "2002:a9fe:a9fe::", "2002:c0a8:101::"})          // 6to4
    EXPECT_FALSE(is_public(ip)) << ip;
  for (auto ip : {"::ffff:1.1.1.1", "::8.8.8.8", "64:ff9b::1.1.1.1", "2002:101:101::"})
    EXPECT_TRUE(is_public(ip)) << ip;
}

TEST(address_policy, https_is_required_unless_http_is_allowed)
{
  const address_policy policy({});
  EXPECT_EQ(refusal(policy, "https://calendar.example.com/feed.ics"), "");
  EXPECT_EQ(refusal(policy, "http://calendar.example.com/feed.ics"), https_refusal);
  EXPECT_EQ(refusal(policy, "http://calendar.example.com/feed.ics", true), "");
  for (auto url : {"ftp://calendar.example.com/x.ics", "gopher://example.com/", "dict://x/",
                   "webcal://calendar.example.com/x.ics", "HTTPS://calendar.example.com/x.ics"})
    EXPECT_EQ(refusal(policy, url, true), url[0] == 'H' ? "" : https_refusal) << url;
  EXPECT_NE(refusal(policy, "file:///etc/passwd", true), "");
}

TEST(address_policy, the_target_is_what_the_url_names)
{
  const address_policy policy({});
  const auto t = std::get<feed_target>(policy.check("https://Calendar.Example.COM./a.ics", false));
  EXPECT_EQ(t.host, "calendar.example.com");
  EXPECT_TRUE(t.https);
  EXPECT_EQ(t.port, 443);
  EXPECT_FALSE(t.literal);
  const auto h = std::get<feed_target>(policy.check("http://[2606:4700::1111]:8080/a.ics", true));
  EXPECT_EQ(h.host, "2606:4700::1111");
  EXPECT_FALSE(h.https);
  EXPECT_EQ(h.port, 8080);
  EXPECT_TRUE(h.literal);
}

TEST(address_policy, credentials_malformed_urls_and_ports_are_refused)
{
  const address_policy policy({});
  const std::string credentials = "A calendar address may not hold a user name or password";
  EXPECT_EQ(refusal(policy, "https://user:secret@calendar.example.com/x.ics"), credentials);
  EXPECT_EQ(refusal(policy, "https://user@calendar.example.com/x.ics"), credentials);
  EXPECT_EQ(refusal(policy, "https://:@calendar.example.com/x.ics"), credentials);
  for (auto url : {"", "calendar.example.com/x.ics", "https:/x.ics", "https://cal endar.example.com/",
                   "https://calendar.example.com/a b", "https://%31%32%37.0.0.1/", "https://exa$mple.com/",
                   "https://2130706433/", "https://127.1/", "https://0x7f.0.0.1/", "https://0177.0.0.1/",
                   "https://a..b/", "https://host:8a/", "https://[v1.x]/"})
    EXPECT_NE(refusal(policy, url), "") << url;
  EXPECT_EQ(refusal(policy, "https:///x.ics"), "The address has no host");
  for (auto url : {"https://calendar.example.com:0/", "https://calendar.example.com:65536/",
                   "https://calendar.example.com:/", "https://calendar.example.com:99999999999/"})
    EXPECT_EQ(refusal(policy, url), "The port must be a number from 1 to 65535") << url;
  EXPECT_EQ(refusal(policy, "https://calendar.example.com:65535/"), "");
}

TEST(address_policy, urls_are_at_most_2000_characters)
{
  const address_policy policy({});
  const std::string start = "https://calendar.example.com/";
  EXPECT_EQ(refusal(policy, start + std::string(2000 - start.size(), 'a')), "");
  EXPECT_EQ(refusal(policy, start + std::string(2001 - start.size(), 'a')),
            "The address is longer than 2,000 characters");
}

TEST(address_policy, ip_literals_inside_the_network_are_refused_at_once)
{
  const address_policy policy({});
  for (auto url : {"https://127.0.0.1/", "https://10.0.0.1/x.ics", "https://169.254.169.254/latest/meta-data/",
                   "https://[::1]/", "https://[::ffff:127.0.0.1]/", "https://[fd00:ec2::254]/",
                   "https://100.100.100.200/", "https://0.0.0.0/", "https://[::]/", "https://[64:ff9b::a00:1]/"})
    EXPECT_EQ(refusal(policy, url), inside_network_refusal) << url;
  // Said before the scheme: the admin learns the real reason.
  EXPECT_EQ(refusal(policy, "http://10.0.0.1/"), inside_network_refusal);
  EXPECT_EQ(refusal(policy, "https://8.8.8.8/x.ics"), "");
  EXPECT_EQ(refusal(policy, "https://[2606:4700::1111]/x.ics"), "");
}

TEST(address_policy, the_allow_list_relaxes_only_its_own_hosts)
{
  const address_policy policy({"Feeds.Intranet.Example", " 10.0.0.5 ", "::1", "feeds.localhost."});
  EXPECT_TRUE(policy.allow_listed("feeds.intranet.example"));
  EXPECT_TRUE(policy.allow_listed("FEEDS.INTRANET.EXAMPLE."));
  EXPECT_TRUE(policy.allow_listed("feeds.localhost"));
  EXPECT_FALSE(policy.allow_listed("intranet.example"));
  EXPECT_FALSE(policy.allow_listed("evil-feeds.intranet.example"));
  EXPECT_FALSE(policy.allow_listed("feeds.intranet.example.evil.com"));
  EXPECT_FALSE(policy.allow_listed("localhost"));

  const auto loopback = *parse_ip("127.0.0.1");
  EXPECT_TRUE(policy.may_connect("feeds.intranet.example", loopback));
  EXPECT_FALSE(policy.may_connect("calendar.example.com", loopback));
  EXPECT_FALSE(policy.may_connect("localhost", loopback));
  EXPECT_TRUE(policy.may_connect("calendar.example.com", *parse_ip("8.8.8.8")));

  EXPECT_EQ(refusal(policy, "https://10.0.0.5/x.ics"), "");
  EXPECT_EQ(refusal(policy, "https://[0:0:0:0:0:0:0:1]/x.ics"), "") << "the same address, written longer";
  EXPECT_EQ(refusal(policy, "https://10.0.0.6/x.ics"), inside_network_refusal);
  EXPECT_EQ(refusal(policy, "https://127.0.0.1/x.ics"), inside_network_refusal);
  // The allow list does not relax the other rules.
  EXPECT_EQ(refusal(policy, "http://feeds.intranet.example/x.ics"), https_refusal);
  EXPECT_EQ(refusal(policy, "https://u:p@feeds.intranet.example/x.ics"),
            "A calendar address may not hold a user name or password");
  EXPECT_EQ(address_policy({}).allow_listed("feeds.intranet.example"), false);
}

TEST(address_policy, resolution_judges_every_address)
{
  const address_policy none({});
  const address_policy local({"feeds.localhost"});
  const auto target = [](const address_policy& p, std::string_view url) {
    return std::get<feed_target>(p.check(url, false));
  };
  // *.localhost is loopback without asking DNS (so this test needs no network).
  EXPECT_EQ(none.resolution_refusal(target(none, "https://localhost/x.ics")), inside_network_refusal);
  EXPECT_EQ(none.resolution_refusal(target(none, "https://feeds.localhost/x.ics")), inside_network_refusal);
  EXPECT_EQ(local.resolution_refusal(target(local, "https://feeds.localhost/x.ics")), std::nullopt);
  EXPECT_EQ(local.resolution_refusal(target(local, "https://other.localhost/x.ics")), inside_network_refusal);
}

}  // namespace
}  // namespace marine::calendar
