#pragma once
// Which desk a sent list goes to, which of its agents the chat opens, and what the message
// says when that desk is closed (docs/desks.md, "The contract" and "Open now, or when").

#include "domain/enquiries/enquiry.hpp"
#include "domain/settings/desk.hpp"

#include <array>
#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace marine::domain {

// The closed desk's line of the message, in one language: `line` holds {when} and {ref};
// {when} is one of the four forms, which hold {time} and {day} or {date}.
struct reply_wording {
  std::string line;      // "We will reply {when}; your reference is {ref}"
  std::string today;     // "from {time}"
  std::string tomorrow;  // "tomorrow {time}"
  std::string weekday;   // "from {day} {time}"
  std::string date;      // "from {date} {time}"
  std::array<std::string, 7> days;     // Sunday first
  std::array<std::string, 12> months;  // January first
};

// The desk the visitor chose (`asked`, which must name a desk: else nullptr), or without a
// choice the desk of most lines by category: a missing line counts as marine-spares, a tie
// goes to the earlier desk. nullptr too when there are no desks.
const desk* desk_of_enquiry(const std::vector<desk>& desks, const std::optional<std::string>& asked,
                            const std::vector<enquiry_item>& items, std::size_t missing_lines);

// The WhatsApp number a lead's chat opens: `asked` when it is an active agent of `d`, else
// the desk's first active agent ("" when it has none).
std::string agent_of(const desk& d, const std::optional<std::string>& asked);

// The Dubai date and minute of `at` (UTC+4 all year).
dubai_moment dubai_time(std::chrono::system_clock::time_point at);

// "We will reply from Sunday 9:00; your reference is Q-7K4M": `next` is the desk's next
// opening, `now` the moment the lead is sent, both in Dubai. Later today: "from 9:00";
// tomorrow: "tomorrow 9:00"; within the week: the weekday; beyond: "from 3 January 9:00".
std::string reply_line(const reply_wording& words, std::string_view ref, dubai_moment now, dubai_moment next);

}  // namespace marine::domain
