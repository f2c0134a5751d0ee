#pragma once
// What POST /api/events looks at before the event itself, shared by the route and its fast
// path (docs/insights.md).

#include "api/http/cookies.hpp"
#include "api/http/responses.hpp"
#include "api/http/types.hpp"
#include "domain/insights/enquiry_event.hpp"

namespace marine::api {

inline constexpr std::size_t event_body_limit = 2048;

// The visitor asked not to be tracked (Do Not Track, Global Privacy Control): answered 204
// before anything else is looked at, the address included.
inline bool opted_out(const request& req) { return req["DNT"] == "1" || req["Sec-GPC"] == "1"; }

// The answer to an event taken, counted or not: 204, never stored.
inline response event_taken(const request& req) { return no_store(no_content(req)); }

// Valid events that are answered 204 and not counted: a staff member's browser (their
// session cookie, not looked up: visitors get no cookie), or a crawler or automated browser.
inline bool not_counted(const request& req)
{
  if (find_cookie(req[http::field::cookie], session_cookie_name)) return true;
  return domain::is_automated_agent(req[http::field::user_agent]);
}

}  // namespace marine::api
