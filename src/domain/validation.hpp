#pragma once
// Rules every write use case shares: the shape of ids, a client-set creation time, and the
// one failure a list of field errors becomes.

#include "domain/error.hpp"

#include <chrono>
#include <string_view>
#include <vector>

namespace marine::domain {

// Ids are 'product_' + a timestamp, or our own generated ids: short and plain.
bool is_plausible_id(std::string_view id) noexcept;

// 2026-11-22T01:02:03Z or with milliseconds (.123Z): the form the API itself writes, of a
// day that exists.
bool is_iso_utc_timestamp(std::string_view text) noexcept;

// A creation time a client may set (imports): the API's form, and not later than `now`
// plus max_clock_skew (a time to come would pin an entry to the top of 'Recently Added').
// Appends a field error otherwise.
inline constexpr std::chrono::minutes max_clock_skew{5};
void check_creation_timestamp(std::vector<field_error>& errors, std::string_view text,
                              std::chrono::system_clock::time_point now = std::chrono::system_clock::now());

// The failure for a list of field errors: its message is the first error's.
failure validation_failure(std::vector<field_error> errors);

}  // namespace marine::domain
