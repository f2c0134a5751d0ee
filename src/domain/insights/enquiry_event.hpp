#pragma once
// One enquiry-insights event as the site's pages report it (docs/insights.md): a page view
// or a tap on a call, WhatsApp or e-mail control, with the product when there is one and
// the visit's source. Nothing here identifies a visitor: no address, no user agent, no id.

#include "domain/rules/error.hpp"

#include <array>
#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace marine::domain {

enum class event_kind { view, call, whatsapp, email };
inline constexpr std::array all_event_kinds = {event_kind::view, event_kind::call, event_kind::whatsapp,
                                               event_kind::email};

std::string_view to_string(event_kind k) noexcept;
std::optional<event_kind> event_kind_from(std::string_view name) noexcept;

// What a page sends, before validation.
struct event_input {
  std::string type;
  std::string path;                      // location.pathname
  std::optional<std::string> product_id;
  std::string referrer_host;             // the landing page's referrer, host only ("" none)
  std::string utm_source, utm_medium, utm_campaign;
};

// A validated event: the product ("" none) and the normalised source.
struct enquiry_event {
  event_kind kind;
  std::string product_id;
  std::string source;
};

inline constexpr std::size_t max_source_length = 120;
inline constexpr std::string_view direct_source = "direct";
inline constexpr std::string_view other_source = "other";

// The path must be a public page of the site ("/", "/contact", "/category/<slug>",
// "/product/<id>"); a view takes its product from the path only. The source is the
// utm_source[/utm_medium[/utm_campaign]] in lower case when there is one, else the
// referrer's host without "www.", else "direct".
result<enquiry_event> validated_event(const event_input& in);

// Known crawlers, link previewers, HTTP libraries and headless or automated browsers
// (and an absent User-Agent) are not counted.
bool is_automated_agent(std::string_view user_agent) noexcept;

// Days of the business are days in Asia/Dubai (UTC+4 all year, no daylight saving).
using sys_days = std::chrono::sys_days;
sys_days dubai_day(std::chrono::system_clock::time_point t) noexcept;
std::string iso_date(sys_days d);                       // 2026-11-25
std::optional<sys_days> parse_iso_date(std::string_view text) noexcept;

}  // namespace marine::domain
