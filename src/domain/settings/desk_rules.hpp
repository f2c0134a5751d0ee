#pragma once
// The desks' rules (docs/desks.md, "The model"), with field errors by path as the settings'
// other fields ("desks.1.agents.0.whatsapp", "desks.0.hours.thu.1"), and the first desk
// made from the settings of a site that has none yet.

#include "domain/rules/error.hpp"
#include "domain/settings/desk.hpp"
#include "domain/settings/site_settings.hpp"

#include <optional>
#include <string_view>

namespace marine::domain {

inline constexpr std::size_t max_exception_days = 366;

// A range's time as the JSON and the stored document write it: "HH:MM" from "00:00" to
// "24:00" (the end of a day), minutes after midnight; the dates are the shared civil dates
// of domain/charter/charter_terms.hpp (parse_civil_date, format_civil_date).
std::optional<int> parse_desk_time(std::string_view text);
std::string format_desk_time(int minutes);

// The days' keys of the hours' JSON, index 0 = Sunday.
inline constexpr std::array<std::string_view, 7> day_keys = {"sun", "mon", "tue", "wed", "thu", "fri", "sat"};

// The desks with their texts trimmed, a closed exception's hours cleared and every
// category left out given to the first desk; or invalid_input with every field error.
result<std::vector<desk>> validated_desks(std::vector<desk> in);

// The one desk of a site that has none yet: `general`, from the settings' name, phone,
// WhatsApp number (one agent) and e-mail, answering for every category, with the hours
// read from the English business-hours rows (none when a row cannot be read).
desk seed_desk(const site_settings& s);

// The week read from rows like {"Sunday to Thursday", "8:00 AM-6:00 PM"} ("08:00-18:00",
// "Closed" too); nothing when a row cannot be read or the rows' ranges overlap.
std::optional<weekly_hours> parse_business_hours(const std::vector<business_hours_row>& rows);

// The general desk (the first) given the settings' phone and WhatsApp number: its phone,
// and its first on-duty agent's number (an agent that has the number already comes first,
// on duty). The other way, the numbers the settings take from the desks: the general desk's
// phone and its first on-duty agent's number.
void give_general_desk(std::vector<desk>& desks, const std::string& phone, const std::string& whatsapp);
std::pair<std::string, std::string> general_numbers(const std::vector<desk>& desks);

}  // namespace marine::domain
