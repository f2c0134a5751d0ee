#pragma once
// A product's specifications as the jsonb column `specs` holds them
// (db/migrations/0006_product_specs.sql): decimals as JSON numbers ("lengthM": 24.5),
// whole numbers and text as themselves (persistence/ only).

#include "domain/catalogue/product_specs.hpp"

#include <boost/json/object.hpp>

#include <string>
#include <string_view>

namespace marine::persistence {

// The column's value, to bind as $n::jsonb, and the same as a JSON value (to send in a batch).
std::string specs_json(const domain::product_specs& specs);
boost::json::object specs_value(const domain::product_specs& specs);

// The column's text (jsonb's binary form is a version byte and this text). Keys the
// domain does not know (none, while the constraints hold) are passed over; a malformed
// value throws std::runtime_error.
domain::product_specs specs_from_json(std::string_view text);

}  // namespace marine::persistence
