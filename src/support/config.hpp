#pragma once
// Every setting of the API, read once from the environment in main() and injected.

#include "support/ip_ranges.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace marine {

enum class log_level { debug, info, warn, error };
// text: logfmt lines (key=value), for people; json: one JSON object a line, for collectors.
enum class log_format { text, json };

struct config {
  std::string host = "127.0.0.1";
  std::uint16_t port = 8081;
  std::string database_url;
  std::vector<std::string> allowed_origins;
  std::string media_dir = "./media";
  std::string admin_username = "admin";
  std::optional<std::string> admin_password;
  marine::log_level log_level = log_level::info;
  unsigned io_threads = 2;
  unsigned db_pool_size = 4;
  bool cookie_secure = false;
  // The session cookie's SameSite: Lax (default) works when the SPA and the API share a
  // site (www.example.ae and api.example.ae); None (needs COOKIE_SECURE) lets an SPA on
  // another site send it. Strict would drop it on every link into the site.
  std::string cookie_same_site = "Lax";
  marine::log_format log_format = log_format::text;
  // GET /metrics requires `Authorization: Bearer <token>` when set; open when empty.
  std::string metrics_token;
  // The relay the staff's lead mail goes through (docs/enquiries.md): smtp[s]://[user:pass@]host[:port];
  // empty: no mail is written or sent. smtp_from: the sender's address (default: the business's).
  std::string smtp_url;
  std::string smtp_from;
  // Peers whose X-Real-IP / X-Forwarded-For name the client (login throttling): nginx on
  // the same host by default. Anyone else's headers are ignored.
  std::vector<ip_range> trusted_proxies = loopback_ranges();
  unsigned session_idle_seconds = 2 * 60 * 60;
  unsigned session_max_age_seconds = 12 * 60 * 60;
  unsigned login_max_failures = 5;
  unsigned login_max_failures_per_address = 20;
  // Activity-log entries older than this many days are removed, once a day.
  unsigned activity_retention_days = 365;
  // Leads older than this many days are removed, once a day (docs/enquiries.md).
  unsigned lead_retention_days = 730;
  unsigned lead_digest_seconds = 3600;  // the hourly digest's period (shorter in tests)
  // Channel calendars (docs/charter.md): a round of every feed this often; hosts that may be
  // fetched on a private or loopback address (intranet calendars, the tests), lower-cased.
  unsigned calendar_sync_seconds = 900;
  std::vector<std::string> calendar_allow_hosts;
  // Online payment (docs/payments.md, "Configuration"): on only when both keys are set; the
  // keys are never logged. The API base is Stripe's, or the tests' local server.
  std::string stripe_secret_key, stripe_webhook_secret;
  std::string stripe_api_base = "https://api.stripe.com";
  unsigned balance_due_hours = 24;
  bool payments_online() const { return !stripe_secret_key.empty() && !stripe_webhook_secret.empty(); }
  // Connection limits (docs/security.md, "Resource exhaustion"): beyond max_connections new
  // connections are closed at once; a request head must arrive within header_timeout (also the
  // keep-alive idle time), a JSON body within body_timeout.
  // The site's public origin, for the sitemap's, the feeds' and the mails' links.
  std::string site_url;  // default: the first allowed origin
  // The site settings' first values (SITE_NAME, SITE_LEGAL_ENTITY, SITE_PHONE,
  // SITE_WHATSAPP, SITE_EMAIL, SITE_ADDRESS): stored at the first start only, when the
  // database holds no settings yet; unset ones keep the placeholders. After that the
  // administrator edits them in the back office.
  struct settings_seed {
    std::optional<std::string> company_name, legal_entity, phone, whatsapp_number, email, address;
  } site_seed;
  unsigned max_connections = 10000;
  unsigned header_timeout_seconds = 15;
  unsigned body_timeout_seconds = 60;
  // The in-process cache of public reads (off: every read asks PostgreSQL; for benchmarks).
  bool cache_enabled = true;
  // Its size in bytes (READ_CACHE_BYTES); past it, the least used entries go first
  // (response_cache.hpp). Small values are for tests that fill it.
  std::size_t read_cache_bytes = std::size_t{32} << 20;
  // How long the API waits for PostgreSQL (docs/security.md, "Database outage"): one
  // connection attempt, and a request's whole wait for the database. The defaults keep a
  // visitor's read under a second when the database is gone.
  unsigned db_connect_timeout_ms = 500;
  unsigned db_query_timeout_ms = 800;
  // Enquiry-insights events one client address may send per minute (docs/insights.md).
  unsigned insights_events_per_minute = 60;
  // Enquiries one client network may send per minute (docs/enquiries.md).
  unsigned enquiries_per_minute = 10;
  unsigned matches_per_minute = 20;  // parts lists matched (POST /api/enquiries/match)
  // APP_ENV=production marks the deployed site (docker-compose.yml sets it); test-only
  // settings are refused there.
  bool production = false;
  // NOW_OFFSET_SECONDS (may be negative): shifts the clock the desks' hours are read by
  // (docs/desks.md, "The clock"), for the end-to-end tests; refused in production.
  long long now_offset_seconds = 0;
};

// Reads the configuration through `lookup` (getenv in production, a map in tests).
// Throws config_error with a one-line message naming the bad variable.
using env_lookup = std::function<std::optional<std::string>(std::string_view name)>;
config load_config(const env_lookup& lookup);
env_lookup process_environment();

struct config_error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::string_view to_string(log_level level) noexcept;

}  // namespace marine
