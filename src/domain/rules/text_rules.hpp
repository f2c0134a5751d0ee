#pragma once
// The rules every text field of the API shares, in one place (docs/security.md, "Hostile
// text"): text is valid UTF-8, limits count characters (Unicode code points, which is what
// the SPA's zod `.max()` counts for text in the Basic Multilingual Plane, such as Arabic
// or 'é'), and control characters are refused: C0 (NUL included), DEL and C1, as are the
// Unicode non-characters. Multi-line fields (descriptions) may hold line breaks and tabs.

#include "domain/rules/error.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace marine::domain {

enum class text_lines { single, multi };

// Decodes the code point at `s[i]` and advances `i` past it; nothing for invalid UTF-8
// (a stray continuation byte, an overlong form, a surrogate, beyond U+10FFFF, cut short).
std::optional<char32_t> next_code_point(std::string_view s, std::size_t& i) noexcept;

// The number of code points of valid UTF-8 (shortest forms, no surrogates); nothing for
// anything else.
std::optional<std::size_t> code_point_count(std::string_view text) noexcept;

// A control character that `lines` does not allow: C0 (U+0000-U+001F), DEL (U+007F) or
// C1 (U+0080-U+009F); multi-line text may hold '\n', '\r' and '\t'.
bool has_control_characters(std::string_view text, text_lines lines) noexcept;

// A Unicode non-character: U+FDD0-U+FDEF, or the last two code points of any plane
// (U+FFFE, U+FFFF, U+1FFFE, …). XML forbids U+FFFE and U+FFFF, and one of them in one name
// makes a merchant feed refuse the whole file; none is text a person writes.
bool has_noncharacters(std::string_view text) noexcept;

// Direction controls (U+202A-U+202E embeddings and overrides, U+2066-U+2069 isolates) that
// are not properly paired: an opener left open, or a closer without its opener. Single-line
// texts (names, titles) go into page titles and link previews, where an open U+202E
// reverses whatever follows it (" | Company"); paired ones stay inside the text.
bool has_unbalanced_bidi_controls(std::string_view text) noexcept;

// Without leading and trailing spaces, tabs and line breaks.
std::string trim(std::string_view s);

// A..Z lower-cased, every other byte as it is (usernames, codes: compared regardless of case).
std::string ascii_lower(std::string_view s);

// What one text field must be. `label` starts its messages ("Name must be at most 100
// characters"); `required` is the message when it is blank (nullptr: it may be empty).
struct text_field {
  std::string_view field;
  std::string_view label;
  const char* required = nullptr;
  std::size_t min = 0;  // characters, when not blank
  std::size_t max = 0;
  text_lines lines = text_lines::single;
  const char* too_short = nullptr;  // the message when under `min` (default: "<label> must be at least N characters")
  const char* too_long = nullptr;   // the message when over `max` (default: "<label> must be at most N characters")
};

// Checks `value` against `rule`; appends at most one field error. True when it passed.
bool check_text(std::vector<field_error>& errors, std::string_view value, const text_field& rule);

}  // namespace marine::domain
