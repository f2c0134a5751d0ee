#pragma once
// The business hours as the settings hold them ("Sunday to Thursday", "8:00 AM-6:00 PM")
// turned into schema.org OpeningHoursSpecification for the page's JSON-LD. Rows are free
// text typed by the owner; a row that does not read as days and a time range (e.g.
// "Closed", "By appointment") is left out of the structured data, not guessed at.

#include "domain/settings/site_settings.hpp"

#include <boost/json/array.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace marine::api {

// "Sunday to Thursday", "Fri-Sat", "Saturday" → the English day names, in order.
std::optional<std::vector<std::string>> parse_days(std::string_view text);
// "8:00 AM-6:00 PM", "08:00 – 18:00", "9 AM to 5 PM" → {"08:00", "18:00"}.
std::optional<std::pair<std::string, std::string>> parse_hours(std::string_view text);

boost::json::array opening_hours_specification(const std::vector<domain::business_hours_row>& rows);

}  // namespace marine::api
