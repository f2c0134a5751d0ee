#pragma once
// A feed read into busy spans (domain::calendar_format::read): libical parses it, each
// VEVENT gives its spans (ical_occurrences.hpp), overridden occurrences (RECURRENCE-ID) are
// taken from their own VEVENT, and the result is capped, de-duplicated and sorted.

#include "domain/charter/channel_calendar.hpp"

#include <string>
#include <string_view>

namespace marine::calendar {

// Steps of libical's recurrence iterator over one feed, from each series' DTSTART (the
// occurrences before the window are stepped over too): a daily event since 1900 takes about
// 46,000, a step some microseconds. Past the budget the feed is refused as having too many
// events, as a FREQ=SECONDLY rule from 1970 would otherwise run for hours.
inline constexpr std::size_t default_recurrence_budget = 200'000;

domain::calendar_read read_calendar(std::string_view text, std::chrono::sys_seconds from, std::chrono::sys_seconds to,
                                    std::size_t max_events, std::size_t recurrence_budget = default_recurrence_budget);

// "sha256:" and the hex SHA-256 of `text`: the UID of an event whose own is too long or missing.
std::string hashed_uid(std::string_view text);

}  // namespace marine::calendar
