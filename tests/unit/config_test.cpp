#include "support/config.hpp"

#include <gtest/gtest.h>

#include <map>

namespace marine {
namespace {

env_lookup env(std::map<std::string, std::string> vars)
{
  return [vars = std::move(vars)](std::string_view name) -> std::optional<std::string> {
    auto it = vars.find(std::string(name));
    if (it == vars.end()) return std::nullopt;
    return it->second;
  };
}

TEST(config, defaults_apply_when_only_the_database_is_given)
{
  auto c = load_config(env({{"DATABASE_URL", "postgresql:///marine"}}));
  EXPECT_EQ(c.host, "127.0.0.1");
  EXPECT_EQ(c.port, 8081);
  EXPECT_EQ(c.database_url, "postgresql:///marine");
  EXPECT_TRUE(c.allowed_origins.empty());
  EXPECT_EQ(c.admin_username, "admin");
  EXPECT_FALSE(c.admin_password.has_value());
  EXPECT_EQ(c.log_level, log_level::info);
  EXPECT_FALSE(c.cookie_secure);
  EXPECT_FALSE(c.site_seed.company_name || c.site_seed.phone || c.site_seed.address);  // placeholders then
}

TEST(config, the_first_values_of_the_site_settings)
{
  auto c = load_config(env({{"DATABASE_URL", "x"}, {"SITE_NAME", "Blue Harbour"}, {"SITE_LEGAL_ENTITY", "Blue Harbour LLC"},
                            {"SITE_PHONE", "971501234567"}, {"SITE_WHATSAPP", "971509876543"},
                            {"SITE_EMAIL", "sales@blue.example"}, {"SITE_ADDRESS", "Office 9, Dubai"}, {"SITE_URL", ""}}));
  EXPECT_EQ(c.site_seed.company_name, "Blue Harbour");
  EXPECT_EQ(c.site_seed.legal_entity, "Blue Harbour LLC");
  EXPECT_EQ(c.site_seed.phone, "971501234567");
  EXPECT_EQ(c.site_seed.whatsapp_number, "971509876543");
  EXPECT_EQ(c.site_seed.email, "sales@blue.example");
  EXPECT_EQ(c.site_seed.address, "Office 9, Dubai");
}

TEST(config, reads_every_variable)
{
  auto c = load_config(env({{"DATABASE_URL", "postgresql:///m"},
                            {"API_HOST", "0.0.0.0"},
                            {"API_PORT", "0"},
                            {"ALLOWED_ORIGINS", " http://127.0.0.1:8080 , https://www.example.ae,"},
                            {"MEDIA_DIR", "/srv/media"},
                            {"ADMIN_USERNAME", "chief"},
                            {"ADMIN_PASSWORD", "correct horse"},
                            {"LOG_LEVEL", "debug"},
                            {"IO_THREADS", "3"},
                            {"DB_POOL_SIZE", "8"},
                            {"COOKIE_SECURE", "true"},
                            {"MAX_CONNECTIONS", "500"},
                            {"HEADER_TIMEOUT_SECONDS", "5"},
                            {"BODY_TIMEOUT_SECONDS", "20"},
                            {"METRICS_TOKEN", "0123456789abcdef"}}));
  EXPECT_EQ(c.host, "0.0.0.0");
  EXPECT_EQ(c.port, 0);
  EXPECT_EQ(c.allowed_origins, (std::vector<std::string>{"http://127.0.0.1:8080", "https://www.example.ae"}));
  EXPECT_EQ(c.media_dir, "/srv/media");
  EXPECT_EQ(c.admin_username, "chief");
  EXPECT_EQ(c.admin_password, "correct horse");
  EXPECT_EQ(c.log_level, log_level::debug);
  EXPECT_EQ(c.io_threads, 3u);
  EXPECT_EQ(c.db_pool_size, 8u);
  EXPECT_TRUE(c.cookie_secure);
  EXPECT_EQ(c.max_connections, 500u);
  EXPECT_EQ(c.header_timeout_seconds, 5u);
  EXPECT_EQ(c.body_timeout_seconds, 20u);
}

void expect_config_error(std::map<std::string, std::string> vars, std::string_view mentions)
{
  try {
    load_config(env(std::move(vars)));
    ADD_FAILURE() << "expected a configuration error mentioning " << mentions;
  } catch (const config_error& e) {
    EXPECT_NE(std::string(e.what()).find(mentions), std::string::npos) << e.what();
    EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos) << "one line";
  }
}

TEST(config, bad_values_name_the_variable)
{
  expect_config_error({}, "DATABASE_URL");
  expect_config_error({{"DATABASE_URL", "x"}, {"API_PORT", "70000"}}, "API_PORT");
  expect_config_error({{"DATABASE_URL", "x"}, {"API_PORT", "80a"}}, "API_PORT");
  expect_config_error({{"DATABASE_URL", "x"}, {"API_PORT", ""}}, "API_PORT");
  expect_config_error({{"DATABASE_URL", "x"}, {"IO_THREADS", "0"}}, "IO_THREADS");
  expect_config_error({{"DATABASE_URL", "x"}, {"DB_POOL_SIZE", "-1"}}, "DB_POOL_SIZE");
  expect_config_error({{"DATABASE_URL", "x"}, {"LOG_LEVEL", "loud"}}, "LOG_LEVEL");
  expect_config_error({{"DATABASE_URL", "x"}, {"MAX_CONNECTIONS", "3"}}, "MAX_CONNECTIONS");
  expect_config_error({{"DATABASE_URL", "x"}, {"HEADER_TIMEOUT_SECONDS", "0"}}, "HEADER_TIMEOUT_SECONDS");
  expect_config_error({{"DATABASE_URL", "x"}, {"COOKIE_SECURE", "maybe"}}, "COOKIE_SECURE");
  expect_config_error({{"DATABASE_URL", "x"}, {"ALLOWED_ORIGINS", "example.com"}}, "ALLOWED_ORIGINS");
  expect_config_error({{"DATABASE_URL", "x"}, {"ALLOWED_ORIGINS", "http://a.com/path"}}, "ALLOWED_ORIGINS");
  expect_config_error({{"DATABASE_URL", "x"}, {"ADMIN_PASSWORD", "short"}}, "ADMIN_PASSWORD");
  expect_config_error({{"DATABASE_URL", "x"}, {"ADMIN_USERNAME", "no spaces"}}, "ADMIN_USERNAME");
  expect_config_error({{"DATABASE_URL", "x"}, {"LOG_FORMAT", "xml"}}, "LOG_FORMAT");
  expect_config_error({{"DATABASE_URL", "x"}, {"COOKIE_SAMESITE", "Loose"}}, "COOKIE_SAMESITE");
  expect_config_error({{"DATABASE_URL", "x"}, {"METRICS_TOKEN", "short"}}, "METRICS_TOKEN");
  expect_config_error({{"DATABASE_URL", "x"}, {"TRUSTED_PROXIES", "nginx.internal"}}, "TRUSTED_PROXIES");
  expect_config_error({{"DATABASE_URL", "x"}, {"TRUSTED_PROXIES", "10.0.0.0/40"}}, "TRUSTED_PROXIES");
}

// The page variables of before the page server (docs/first-paint.md) are no longer read: a
// deployment that still passes them starts as before.
TEST(config, former_page_variables_are_ignored)
{
  EXPECT_NO_THROW(load_config(env({{"DATABASE_URL", "x"},
                                   {"SPA_INDEX", "/nowhere/index.html"},
                                   {"RENDER_URL", "not a url"},
                                   {"RENDER_TIMEOUT_MS", "-5"}})));
}

// Proxy headers are believed from loopback by default (nginx on the same host), from the
// listed ranges when set, from nobody when empty or with TRUST_PROXY=false.
TEST(config, trusted_proxies)
{
  EXPECT_TRUE(in_ranges(load_config(env({{"DATABASE_URL", "x"}})).trusted_proxies, "127.0.0.1"));
  EXPECT_FALSE(in_ranges(load_config(env({{"DATABASE_URL", "x"}})).trusted_proxies, "10.0.0.2"));
  const auto listed = load_config(env({{"DATABASE_URL", "x"}, {"TRUSTED_PROXIES", "10.0.0.0/24, fd00::1"}}));
  EXPECT_TRUE(in_ranges(listed.trusted_proxies, "10.0.0.2"));
  EXPECT_TRUE(in_ranges(listed.trusted_proxies, "fd00::1"));
  EXPECT_FALSE(in_ranges(listed.trusted_proxies, "127.0.0.1"));
  EXPECT_TRUE(load_config(env({{"DATABASE_URL", "x"}, {"TRUSTED_PROXIES", ""}})).trusted_proxies.empty());
  EXPECT_TRUE(load_config(env({{"DATABASE_URL", "x"}, {"TRUST_PROXY", "false"}})).trusted_proxies.empty());
  EXPECT_FALSE(load_config(env({{"DATABASE_URL", "x"}, {"TRUST_PROXY", "true"}})).trusted_proxies.empty());
}

TEST(config, operations_settings)
{
  auto c = load_config(env({{"DATABASE_URL", "x"}}));
  EXPECT_EQ(c.log_format, log_format::text);
  EXPECT_EQ(c.cookie_same_site, "Lax");
  EXPECT_TRUE(c.metrics_token.empty());
  c = load_config(env({{"DATABASE_URL", "x"},
                       {"LOG_FORMAT", "json"},
                       {"COOKIE_SAMESITE", "None"},
                       {"COOKIE_SECURE", "true"},
                       {"METRICS_TOKEN", "0123456789abcdef"}}));
  EXPECT_EQ(c.log_format, log_format::json);
  EXPECT_EQ(c.cookie_same_site, "None");
  EXPECT_EQ(c.metrics_token, "0123456789abcdef");
  EXPECT_EQ(load_config(env({{"DATABASE_URL", "x"}, {"COOKIE_SAMESITE", "strict"}})).cookie_same_site, "Strict");
}

// /metrics on an address other hosts reach must ask for a token: no token, no start.
TEST(config, metrics_token_required_beyond_loopback)
{
  expect_config_error({{"DATABASE_URL", "x"}, {"API_HOST", "0.0.0.0"}}, "METRICS_TOKEN");
  expect_config_error({{"DATABASE_URL", "x"}, {"API_HOST", "::"}}, "METRICS_TOKEN");
  expect_config_error({{"DATABASE_URL", "x"}, {"API_HOST", "10.0.0.5"}}, "METRICS_TOKEN");
  for (const auto* host : {"127.0.0.1", "127.0.0.2", "::1", "localhost"})
    EXPECT_NO_THROW(load_config(env({{"DATABASE_URL", "x"}, {"API_HOST", host}}))) << host;
  const auto c = load_config(env({{"DATABASE_URL", "x"}, {"API_HOST", "0.0.0.0"}, {"METRICS_TOKEN", "0123456789abcdef"}}));
  EXPECT_EQ(c.metrics_token, "0123456789abcdef");
}

TEST(config, same_site_none_needs_secure_cookies)
{
  // A browser drops SameSite=None without Secure: the set-up would silently log nobody in.
  expect_config_error({{"DATABASE_URL", "x"}, {"COOKIE_SAMESITE", "None"}}, "COOKIE_SECURE");
}

}  // namespace
}  // namespace marine

namespace marine {
namespace {

// docs/desks.md, "The clock": the desks' shifted clock for the end-to-end tests, never in
// production.
TEST(config, the_desks_clock_offset_is_read_and_refused_in_production)
{
  const std::string db = "postgresql:///marine";
  EXPECT_EQ(load_config(env({{"DATABASE_URL", db}})).now_offset_seconds, 0);
  EXPECT_FALSE(load_config(env({{"DATABASE_URL", db}})).production);
  EXPECT_EQ(load_config(env({{"DATABASE_URL", db}, {"NOW_OFFSET_SECONDS", "-86400"}})).now_offset_seconds, -86400);
  EXPECT_EQ(load_config(env({{"DATABASE_URL", db}, {"NOW_OFFSET_SECONDS", "3600"}})).now_offset_seconds, 3600);
  for (const char* bad : {"1.5", "soon", "99999999999", "+-3"})
    EXPECT_THROW(load_config(env({{"DATABASE_URL", db}, {"NOW_OFFSET_SECONDS", bad}})), config_error) << bad;
  EXPECT_TRUE(load_config(env({{"DATABASE_URL", db}, {"APP_ENV", "production"}})).production);
  EXPECT_THROW(load_config(env({{"DATABASE_URL", db}, {"APP_ENV", "production"}, {"NOW_OFFSET_SECONDS", "0"}})),
               config_error);
}

}  // namespace
}  // namespace marine
