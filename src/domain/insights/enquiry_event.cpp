#include "domain/insights/enquiry_event.hpp"

#include "domain/catalogue/category.hpp"
#include "domain/rules/validation.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

namespace marine::domain {
namespace {

constexpr std::array kind_names = {std::string_view("view"), std::string_view("call"), std::string_view("whatsapp"),
                                   std::string_view("email")};
constexpr std::size_t max_path_length = 200;
constexpr std::size_t max_part_length = 40;    // each utm part in the source
constexpr std::size_t max_host_length = 100;

char lower(char c) noexcept { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

// A utm value as one part of a source name: lower case, letters, digits and ._~+- kept,
// anything else '-', at most max_part_length characters.
std::string source_part(std::string_view value)
{
  std::string out;
  for (char c : value.substr(0, max_part_length)) {
    const char l = lower(c);
    const bool keep = (l >= 'a' && l <= 'z') || (l >= '0' && l <= '9') || l == '.' || l == '_' || l == '~' ||
                      l == '+' || l == '-';
    out += keep ? l : '-';
  }
  return out;
}

// A host name as a browser's URL.hostname gives it (IDNs in punycode): letters, digits,
// dots, hyphens; an IPv6 literal in brackets with hex digits and colons.
std::optional<std::string> normalised_host(std::string_view host)
{
  if (host.empty() || host.size() > max_host_length) return std::nullopt;
  std::string out;
  for (char c : host) {
    const char l = lower(c);
    const bool ok = (l >= 'a' && l <= 'z') || (l >= '0' && l <= '9') || l == '.' || l == '-' || l == ':' ||
                    l == '[' || l == ']';
    if (!ok) return std::nullopt;
    out += l;
  }
  if (out.starts_with("www.")) out.erase(0, 4);
  if (out.empty()) return std::nullopt;
  return out;
}

// The product a public path names ("" for the other pages), or nothing when the path is
// no page of the site.
std::optional<std::string> product_of_path(std::string_view path)
{
  // The Arabic pages are the English ones under /ar (docs/arabic.md).
  if (path == "/ar") return std::string();
  if (path.starts_with("/ar/")) {
    path.remove_prefix(3);
    if (path == "/") return std::nullopt;  // "/ar/" is no page (the Arabic home is "/ar")
  }
  if (path == "/" || path == "/contact") return std::string();
  if (path.starts_with("/category/")) {
    if (category_from_slug(path.substr(10))) return std::string();
    return std::nullopt;
  }
  if (path.starts_with("/product/") && is_plausible_id(path.substr(9))) return std::string(path.substr(9));
  return std::nullopt;
}

}  // namespace

std::string_view to_string(event_kind k) noexcept { return kind_names[static_cast<std::size_t>(k)]; }

std::optional<event_kind> event_kind_from(std::string_view name) noexcept
{
  for (auto k : all_event_kinds)
    if (to_string(k) == name) return k;
  return std::nullopt;
}

result<enquiry_event> validated_event(const event_input& in)
{
  const auto kind = event_kind_from(in.type);
  if (!kind) return invalid_input("type must be view, call, whatsapp or email", {{"type", "Unknown event type"}});
  if (in.path.size() > max_path_length) return invalid_input("Invalid path", {{"path", "Invalid path"}});
  const auto path_product = product_of_path(in.path);
  if (!path_product) return invalid_input("Invalid path", {{"path", "Invalid path"}});

  enquiry_event e{*kind, *path_product, {}};
  if (in.product_id) {
    const bool fits = is_plausible_id(*in.product_id) &&
                      (path_product->empty() ? *kind != event_kind::view : *in.product_id == *path_product);
    if (!fits) return invalid_input("Unknown product", {{"productId", "Unknown product"}});
    e.product_id = *in.product_id;
  }

  for (const auto* part : {&in.utm_source, &in.utm_medium, &in.utm_campaign})
    if (part->size() > 200) return invalid_input("Invalid source", {{"utm", "Invalid source"}});
  if (!in.utm_source.empty()) {
    e.source = source_part(in.utm_source);
    for (const auto* part : {&in.utm_medium, &in.utm_campaign})
      if (!part->empty()) e.source += "/" + source_part(*part);
    e.source.resize(std::min(e.source.size(), max_source_length));
  } else if (!in.referrer_host.empty()) {
    auto host = normalised_host(in.referrer_host);
    if (!host) return invalid_input("Invalid referrer", {{"ref", "Invalid referrer"}});
    e.source = std::move(*host);
  } else {
    e.source = direct_source;
  }
  return e;
}

bool is_automated_agent(std::string_view user_agent) noexcept
{
  if (user_agent.empty() || user_agent.size() > 1024) return true;
  static constexpr std::string_view markers[] = {
      "bot",         "crawl",       "spider",      "slurp",       "headless",   "lighthouse", "phantomjs",
      "electron",    "puppeteer",   "playwright",  "selenium",    "webdriver",  "facebookexternalhit",
      "whatsapp",    "preview",     "curl/",       "wget/",      "python",     "go-http-client",
      "java/",       "okhttp",      "axios/",      "node-fetch",  "undici",     "libwww",     "httpclient",
      "scrapy",      "feedfetcher", "monitor",     "pingdom",     "uptime",     "wrk",        "apachebench"};
  std::string lowered(user_agent);
  std::transform(lowered.begin(), lowered.end(), lowered.begin(), lower);
  return std::any_of(std::begin(markers), std::end(markers),
                     [&lowered](std::string_view m) { return lowered.find(m) != std::string::npos; });
}

sys_days dubai_day(std::chrono::system_clock::time_point t) noexcept
{
  return std::chrono::floor<std::chrono::days>(t + std::chrono::hours(4));
}

std::string iso_date(sys_days d)
{
  const std::chrono::year_month_day ymd(d);
  return fmt::format("{:04}-{:02}-{:02}", static_cast<int>(ymd.year()), static_cast<unsigned>(ymd.month()),
                     static_cast<unsigned>(ymd.day()));
}

std::optional<sys_days> parse_iso_date(std::string_view text) noexcept
{
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
  int parts[3] = {0, 0, 0};
  const std::size_t starts[3] = {0, 5, 8}, lengths[3] = {4, 2, 2};
  for (int i = 0; i < 3; ++i)
    for (char c : text.substr(starts[i], lengths[i])) {
      if (c < '0' || c > '9') return std::nullopt;
      parts[i] = parts[i] * 10 + (c - '0');
    }
  const std::chrono::year_month_day ymd{std::chrono::year(parts[0]), std::chrono::month(static_cast<unsigned>(parts[1])),
                                        std::chrono::day(static_cast<unsigned>(parts[2]))};
  if (!ymd.ok() || parts[0] < 2000) return std::nullopt;
  return sys_days(ymd);
}

}  // namespace marine::domain
