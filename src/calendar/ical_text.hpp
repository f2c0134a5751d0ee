#pragma once
// The few content lines libical 3.0 does not write as iCalendar asks (docs/charter.md,
// "Channel calendars"): it leaves the commas and semicolons of X- properties unescaped, so
// the calendar's name (X-WR-CALNAME) is escaped and folded by these instead.

#include <string>
#include <string_view>

namespace marine::calendar {

// TEXT as iCalendar escapes it: backslash, semicolon, comma and newline escaped; CR and the
// other control characters (which TEXT may not hold) dropped; TAB kept.
std::string escaped_text(std::string_view text);

// One content line ("NAME:value", without its CRLF) folded: lines of at most 75 octets ended
// by CRLF, each continuation starting with a space, never splitting a UTF-8 character.
std::string folded_line(std::string_view line);

}  // namespace marine::calendar
