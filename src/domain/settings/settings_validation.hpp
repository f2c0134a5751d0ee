#pragma once
// The settings' rules, with the messages the settings screen shows (its form checks the
// same rules first). Fields are named as in the API's JSON, nested ones by path:
// "companyName", "businessHours.0.days", "categoryDescriptions.marine-spares",
// "social.instagram". The database holds the same limits (migration 0003).

#include "domain/rules/error.hpp"
#include "domain/settings/site_settings.hpp"

#include <cstddef>
#include <string_view>

namespace marine::domain {

inline constexpr std::size_t max_business_hours_rows = 7;

// 971 followed by 8 or 9 digits: a UAE landline or mobile number with its country code.
bool is_uae_phone(std::string_view digits) noexcept;

// One '@' with something before it, and a dot inside the part after it; no spaces.
bool is_email(std::string_view text) noexcept;

// The settings with their texts trimmed, or invalid_input with every field error.
result<site_settings> validated_settings(site_settings in);

}  // namespace marine::domain
