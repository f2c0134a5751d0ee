#pragma once
// The `from` and `to` of a list's filter (the activity log, the lead inbox): a date
// (2026-01-31, the start of that day in UTC) or a UTC time in the API's form.

#include "domain/rules/error.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace marine::domain {

// The bound as a timestamp PostgreSQL reads; a date given as `to` moves to the next day's
// start, so that `to=2026-11-25` takes in the whole of the 25th. Appends a field error named
// `name` (and gives nothing) for any other form or a year out of the API's range.
std::optional<std::string> time_bound_of(const std::string& name, std::string_view value,
                                         std::vector<field_error>& errors);

}  // namespace marine::domain
