#pragma once
// A lead's booking request as the jsonb column `enquiries.booking` holds it
// (db/migrations/0014_charter_terms.sql): the vessel, the slot and the estimate as given.

#include "domain/enquiries/enquiry.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace marine::persistence {

std::string lead_booking_json(const std::optional<domain::lead_booking>& booking);  // "null" for none
std::optional<domain::lead_booking> lead_booking_from_json(std::string_view text);

}  // namespace marine::persistence
