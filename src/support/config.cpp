#include "support/config.hpp"

#include <fmt/format.h>

#include <charconv>
#include <cstdlib>
#include <stdexcept>

namespace marine {
namespace {

std::string_view trim(std::string_view s)
{
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

unsigned long parse_unsigned(std::string_view name, std::string_view text, unsigned long min, unsigned long max)
{
  unsigned long v = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc{} || ptr != text.data() + text.size() || v < min || v > max)
    throw config_error(fmt::format("{} must be a whole number from {} to {} (got '{}')", name, min, max, text));
  return v;
}

bool parse_bool(std::string_view name, std::string_view text)
{
  if (text == "1" || text == "true" || text == "yes" || text == "on") return true;
  if (text == "0" || text == "false" || text == "no" || text == "off" || text.empty()) return false;
  throw config_error(fmt::format("{} must be true or false (got '{}')", name, text));
}

// "127.0.0.1, 10.0.0.0/8, ::1": addresses or CIDR ranges; empty means none.
std::vector<ip_range> parse_ip_ranges(std::string_view name, std::string_view text)
{
  std::vector<ip_range> out;
  while (!trim(text).empty()) {
    const auto comma = text.find(',');
    const auto item = trim(text.substr(0, comma));
    const auto range = parse_ip_range(item);
    if (!range)
      throw config_error(fmt::format("{} must be IP addresses or CIDR ranges separated by commas (got '{}')", name, item));
    out.push_back(*range);
    if (comma == std::string_view::npos) break;
    text.remove_prefix(comma + 1);
  }
  return out;
}

// 127.0.0.0/8, ::1 or localhost: only this host can connect.
bool is_loopback_host(std::string_view host)
{
  if (host == "localhost") return true;
  return in_ranges(loopback_ranges(), host);
}

log_level parse_log_level(std::string_view text)
{
  if (text == "debug") return log_level::debug;
  if (text == "info") return log_level::info;
  if (text == "warn") return log_level::warn;
  if (text == "error") return log_level::error;
  throw config_error(fmt::format("LOG_LEVEL must be debug, info, warn or error (got '{}')", text));
}

// An origin is scheme://host[:port], nothing after: that is what browsers send.
std::string parse_origin(std::string_view text)
{
  const bool scheme_ok = text.starts_with("http://") || text.starts_with("https://");
  const auto host = text.substr(text.find("//") == std::string_view::npos ? 0 : text.find("//") + 2);
  if (!scheme_ok || host.empty() || host.find_first_of("/?# ") != std::string_view::npos)
    throw config_error(fmt::format("ALLOWED_ORIGINS entries must look like http://host:port (got '{}')", text));
  return std::string(text);
}

}  // namespace

std::string_view to_string(log_level level) noexcept
{
  switch (level) {
    case log_level::debug: return "debug";
    case log_level::info: return "info";
    case log_level::warn: return "warn";
    case log_level::error: return "error";
  }
  return "info";
}

config load_config(const env_lookup& lookup)
{
  config c;
  if (auto v = lookup("API_HOST"); v && !v->empty()) c.host = *v;
  if (auto v = lookup("API_PORT")) c.port = static_cast<std::uint16_t>(parse_unsigned("API_PORT", *v, 0, 65535));
  if (auto v = lookup("DATABASE_URL"); v && !v->empty())
    c.database_url = *v;
  else
    throw config_error("DATABASE_URL is required (a PostgreSQL URL, e.g. postgresql://user@localhost/marine)");
  if (auto v = lookup("ALLOWED_ORIGINS")) {
    std::string_view rest = *v;
    while (!rest.empty()) {
      const auto comma = rest.find(',');
      const auto item = trim(rest.substr(0, comma));
      if (!item.empty()) c.allowed_origins.push_back(parse_origin(item));
      rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
    }
  }
  if (auto v = lookup("MEDIA_DIR"); v && !v->empty()) c.media_dir = *v;
  if (auto v = lookup("ADMIN_USERNAME"); v && !v->empty()) {
    // The same rule as every username (domain/user_validation), so the account can be stored.
    const bool ok = v->size() >= 3 && v->size() <= 50 &&
                    v->find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_") ==
                        std::string::npos;
    if (!ok) throw config_error("ADMIN_USERNAME must be 3 to 50 letters, digits or underscores");
    c.admin_username = *v;
  }
  if (auto v = lookup("ADMIN_PASSWORD"); v && !v->empty()) {
    if (v->size() < 8) throw config_error("ADMIN_PASSWORD must be at least 8 characters");
    c.admin_password = *v;
  }
  if (auto v = lookup("LOG_LEVEL"); v && !v->empty()) c.log_level = parse_log_level(*v);
  if (auto v = lookup("IO_THREADS")) c.io_threads = static_cast<unsigned>(parse_unsigned("IO_THREADS", *v, 1, 64));
  if (auto v = lookup("DB_POOL_SIZE"))
    c.db_pool_size = static_cast<unsigned>(parse_unsigned("DB_POOL_SIZE", *v, 1, 64));
  if (auto v = lookup("COOKIE_SECURE")) c.cookie_secure = parse_bool("COOKIE_SECURE", *v);
  if (auto v = lookup("TRUSTED_PROXIES")) c.trusted_proxies = parse_ip_ranges("TRUSTED_PROXIES", *v);
  // Before TRUSTED_PROXIES: TRUST_PROXY=false still means "believe no proxy".
  if (auto v = lookup("TRUST_PROXY"); v && !parse_bool("TRUST_PROXY", *v)) c.trusted_proxies.clear();
  if (auto v = lookup("SESSION_IDLE_SECONDS"))
    c.session_idle_seconds = static_cast<unsigned>(parse_unsigned("SESSION_IDLE_SECONDS", *v, 1, 30 * 86400));
  if (auto v = lookup("SESSION_MAX_AGE_SECONDS"))
    c.session_max_age_seconds = static_cast<unsigned>(parse_unsigned("SESSION_MAX_AGE_SECONDS", *v, 1, 90 * 86400));
  if (auto v = lookup("LOGIN_MAX_FAILURES"))
    c.login_max_failures = static_cast<unsigned>(parse_unsigned("LOGIN_MAX_FAILURES", *v, 1, 1000));
  if (auto v = lookup("ACTIVITY_RETENTION_DAYS"))
    c.activity_retention_days = static_cast<unsigned>(parse_unsigned("ACTIVITY_RETENTION_DAYS", *v, 1, 36500));
  if (auto v = lookup("LEAD_DIGEST_SECONDS"))
    c.lead_digest_seconds = static_cast<unsigned>(parse_unsigned("LEAD_DIGEST_SECONDS", *v, 1, 86400));
  if (auto v = lookup("CALENDAR_SYNC_SECONDS"))
    c.calendar_sync_seconds = static_cast<unsigned>(parse_unsigned("CALENDAR_SYNC_SECONDS", *v, 1, 86400));
  if (auto v = lookup("STRIPE_SECRET_KEY")) c.stripe_secret_key = std::string(trim(*v));
  if (auto v = lookup("STRIPE_WEBHOOK_SECRET")) c.stripe_webhook_secret = std::string(trim(*v));
  if (auto v = lookup("STRIPE_API_BASE"); v && !trim(*v).empty()) {
    const auto base = std::string(trim(*v));
    if (!base.starts_with("https://") && !base.starts_with("http://"))
      throw config_error("STRIPE_API_BASE must be an http(s) URL");
    c.stripe_api_base = base;
  }
  if (auto v = lookup("BALANCE_DUE_HOURS"))
    c.balance_due_hours = static_cast<unsigned>(parse_unsigned("BALANCE_DUE_HOURS", *v, 0, 24 * 60));
  if (auto v = lookup("CALENDAR_ALLOW_HOSTS")) {
    std::string_view rest = *v;
    while (!rest.empty()) {
      const auto comma = rest.find(',');
      auto host = std::string(trim(rest.substr(0, comma)));
      for (auto& ch : host) ch = static_cast<char>(ch >= 'A' && ch <= 'Z' ? ch + 32 : ch);
      if (!host.empty()) c.calendar_allow_hosts.push_back(host);
      rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    }
  }
  if (auto v = lookup("LEAD_RETENTION_DAYS"))
    c.lead_retention_days = static_cast<unsigned>(parse_unsigned("LEAD_RETENTION_DAYS", *v, 1, 36500));
  if (auto v = lookup("SITE_URL"); v && !v->empty()) {
    c.site_url = *v;
    while (!c.site_url.empty() && c.site_url.back() == '/') c.site_url.pop_back();
    if (!c.site_url.starts_with("http://") && !c.site_url.starts_with("https://"))
      throw config_error("SITE_URL must be an http(s) origin such as https://www.example.ae");
  } else if (!c.allowed_origins.empty()) {
    c.site_url = c.allowed_origins.front();
  }
  auto seed = [&lookup](const char* name, std::optional<std::string>& into) {
    if (auto v = lookup(name); v && !v->empty()) into = *v;
  };
  seed("SITE_NAME", c.site_seed.company_name);
  seed("SITE_LEGAL_ENTITY", c.site_seed.legal_entity);
  seed("SITE_PHONE", c.site_seed.phone);
  seed("SITE_WHATSAPP", c.site_seed.whatsapp_number);
  seed("SITE_EMAIL", c.site_seed.email);
  seed("SITE_ADDRESS", c.site_seed.address);
  if (auto v = lookup("MAX_CONNECTIONS"))
    c.max_connections = static_cast<unsigned>(parse_unsigned("MAX_CONNECTIONS", *v, 16, 1'000'000));
  if (auto v = lookup("HEADER_TIMEOUT_SECONDS"))
    c.header_timeout_seconds = static_cast<unsigned>(parse_unsigned("HEADER_TIMEOUT_SECONDS", *v, 1, 600));
  if (auto v = lookup("BODY_TIMEOUT_SECONDS"))
    c.body_timeout_seconds = static_cast<unsigned>(parse_unsigned("BODY_TIMEOUT_SECONDS", *v, 1, 3600));
  if (auto v = lookup("LOGIN_MAX_FAILURES_PER_ADDRESS"))
    c.login_max_failures_per_address =
        static_cast<unsigned>(parse_unsigned("LOGIN_MAX_FAILURES_PER_ADDRESS", *v, 1, 100000));
  if (auto v = lookup("CACHE_ENABLED")) c.cache_enabled = parse_bool("CACHE_ENABLED", *v);
  if (auto v = lookup("READ_CACHE_BYTES")) c.read_cache_bytes = parse_unsigned("READ_CACHE_BYTES", *v, 16'384, 1UL << 34);
  if (auto v = lookup("DB_CONNECT_TIMEOUT_MS"))
    c.db_connect_timeout_ms = static_cast<unsigned>(parse_unsigned("DB_CONNECT_TIMEOUT_MS", *v, 50, 60'000));
  if (auto v = lookup("DB_QUERY_TIMEOUT_MS"))
    c.db_query_timeout_ms = static_cast<unsigned>(parse_unsigned("DB_QUERY_TIMEOUT_MS", *v, 50, 600'000));
  if (auto v = lookup("INSIGHTS_EVENTS_PER_MINUTE"))
    c.insights_events_per_minute =
        static_cast<unsigned>(parse_unsigned("INSIGHTS_EVENTS_PER_MINUTE", *v, 1, 1'000'000));
  if (auto v = lookup("ENQUIRIES_PER_MINUTE"))
    c.enquiries_per_minute = static_cast<unsigned>(parse_unsigned("ENQUIRIES_PER_MINUTE", *v, 1, 1'000'000));
  if (auto v = lookup("MATCHES_PER_MINUTE"))
    c.matches_per_minute = static_cast<unsigned>(parse_unsigned("MATCHES_PER_MINUTE", *v, 1, 1'000'000));
  if (auto v = lookup("LOG_FORMAT"); v && !v->empty()) {
    if (*v == "text")
      c.log_format = log_format::text;
    else if (*v == "json")
      c.log_format = log_format::json;
    else
      throw config_error(fmt::format("LOG_FORMAT must be text or json (got '{}')", *v));
  }
  if (auto v = lookup("COOKIE_SAMESITE"); v && !v->empty()) {
    if (*v == "Lax" || *v == "lax")
      c.cookie_same_site = "Lax";
    else if (*v == "Strict" || *v == "strict")
      c.cookie_same_site = "Strict";
    else if (*v == "None" || *v == "none")
      c.cookie_same_site = "None";
    else
      throw config_error(fmt::format("COOKIE_SAMESITE must be Lax, Strict or None (got '{}')", *v));
  }
  // Browsers drop a SameSite=None cookie that is not Secure: refuse the set-up that cannot work.
  if (c.cookie_same_site == "None" && !c.cookie_secure)
    throw config_error("COOKIE_SAMESITE=None needs COOKIE_SECURE=true (browsers refuse it otherwise)");
  if (auto v = lookup("METRICS_TOKEN"); v && !v->empty()) {
    if (v->size() < 16 || v->find_first_of(" \t\r\n") != std::string::npos)
      throw config_error("METRICS_TOKEN must be at least 16 characters without spaces");
    c.metrics_token = *v;
  }
  if (auto v = lookup("SMTP_URL"); v && !v->empty()) {
    if (!(v->starts_with("smtp://") || v->starts_with("smtps://")) || v->find_first_of(" \t\r\n") != std::string::npos)
      throw config_error("SMTP_URL must be smtp://host[:port] or smtps://host[:port] (credentials as user:password@)");
    c.smtp_url = *v;
  }
  if (auto v = lookup("SMTP_FROM"); v && !v->empty()) {
    const auto at = v->find('@');
    if (at == std::string::npos || at == 0 || at + 1 == v->size() || v->size() > 254 ||
        v->find_first_of(" \t\r\n<>\"") != std::string::npos)
      throw config_error(fmt::format("SMTP_FROM must be an e-mail address (got '{}')", *v));
    c.smtp_from = *v;
  }
  if (auto v = lookup("APP_ENV"); v && !v->empty()) c.production = *v == "production";
  if (auto v = lookup("NOW_OFFSET_SECONDS"); v && !v->empty()) {
    // docs/desks.md, "The clock": a test's shifted clock must never reach the deployed site.
    if (c.production) throw config_error("NOW_OFFSET_SECONDS is for tests: it is refused with APP_ENV=production");
    constexpr long long ten_years = 10LL * 366 * 86400;
    long long offset = 0;
    const auto [end, ec] = std::from_chars(v->data(), v->data() + v->size(), offset);
    if (ec != std::errc() || end != v->data() + v->size() || offset < -ten_years || offset > ten_years)
      throw config_error(fmt::format("NOW_OFFSET_SECONDS must be a whole number of seconds within ten years (got '{}')", *v));
    c.now_offset_seconds = offset;
  }
  // /metrics tells the request counts, the pool and the outbox to whoever reaches the port:
  // beyond this host it must ask for a token (docs/security.md, "Metrics").
  if (c.metrics_token.empty() && !is_loopback_host(c.host))
    throw config_error(fmt::format("METRICS_TOKEN (16+ characters) is required when API_HOST is not a loopback address "
                                   "(got API_HOST={}): /metrics would be open to the network",
                                   c.host));
  return c;
}

env_lookup process_environment()
{
  return [](std::string_view name) -> std::optional<std::string> {
    const char* v = std::getenv(std::string(name).c_str());
    if (!v) return std::nullopt;
    return std::string(v);
  };
}

}  // namespace marine
