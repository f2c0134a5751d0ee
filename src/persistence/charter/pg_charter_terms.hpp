#pragma once
// A vessel's charter terms as the jsonb column `products.charter` holds them
// (db/migrations/0014_charter_terms.sql): the contract's shape (docs/charter.md), amounts
// as text with two decimals, times "HH:MM", dates "YYYY-MM-DD" (persistence/ only).

#include "domain/charter/charter_terms.hpp"

#include <boost/json/value.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace marine::persistence {

// The column's value to bind as $n::jsonb; "null" for none. And the same as a JSON value.
std::string charter_json(const std::optional<domain::charter_terms>& terms);
boost::json::value charter_value(const std::optional<domain::charter_terms>& terms);
// The column's text ("null" or an object); a malformed value throws std::runtime_error.
std::optional<domain::charter_terms> charter_from_json(std::string_view text);

}  // namespace marine::persistence
