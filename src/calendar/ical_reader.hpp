#pragma once
// A feed read into busy spans (domain::calendar_format::read): libical parses it, each
// VEVENT gives its spans (ical_occurrences.hpp), overridden occurrences (RECURRENCE-ID) are
// taken from their own VEVENT, and the result is capped, de-duplicated and sorted.

#include "domain/charter/channel_calendar.hpp"

#include <string>
#include <string_view>

namespace marine::calendar {

domain::calendar_read read_calendar(std::string_view text, std::chrono::sys_seconds from, std::chrono::sys_seconds to,
                                    std::size_t max_events);

// "sha256:" and the hex SHA-256 of `text`: the UID of an event whose own is too long or missing.
std::string hashed_uid(std::string_view text);

}  // namespace marine::calendar
