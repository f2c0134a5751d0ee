#pragma once
// Rules every write use case shares: the shape of ids, a client-set creation time, and the
// one failure a list of field errors becomes.

#include "domain/rules/error.hpp"

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace marine::domain {

// Ids are 'product_' + a timestamp, or our own generated ids: short and plain.
bool is_plausible_id(std::string_view id) noexcept;

// 2026-11-22T01:02:03Z or with milliseconds (.123Z): the form the API itself writes, of a
// day that exists.
bool is_iso_utc_timestamp(std::string_view text) noexcept;

// Times a client gives lie from 1970 (nothing of ours is older, and PostgreSQL refuses the
// year 0 with an error) to `now` plus max_clock_skew (docs/security.md, "Dates").
inline constexpr int earliest_year = 1970;
inline constexpr std::chrono::minutes max_clock_skew{5};

// Why the time `text` (already is_iso_utc_timestamp) is out of that range, or nothing.
std::optional<std::string> time_out_of_range(std::string_view text,
                                             std::chrono::system_clock::time_point now = std::chrono::system_clock::now());
// The same for a day (YYYY-MM-DD): up to the day after `now`'s in UTC, since a day in
// Asia/Dubai begins four hours before UTC's.
std::optional<std::string> day_out_of_range(std::chrono::sys_days day,
                                            std::chrono::system_clock::time_point now = std::chrono::system_clock::now());

// A creation time a client may set (imports): the API's form, within the range above (a
// time to come would pin an entry to the top of 'Recently Added'). Appends a field error
// otherwise.
void check_creation_timestamp(std::vector<field_error>& errors, std::string_view text,
                              std::chrono::system_clock::time_point now = std::chrono::system_clock::now());
// A write to an existing entry may repeat its creation time (a body read back from GET),
// never change it: appends a field error when `sent` differs from `stored`.
void check_timestamp_unchanged(std::vector<field_error>& errors, const std::optional<std::string>& sent,
                               std::string_view stored);

// The failure for a list of field errors: its message is the first error's.
failure validation_failure(std::vector<field_error> errors);

}  // namespace marine::domain
