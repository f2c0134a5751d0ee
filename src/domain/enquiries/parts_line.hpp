#pragma once
// One line of a pasted parts list read as a text and a quantity (docs/parts-lists.md, "The
// line parser"): "1R-0750 x4", "4 pcs Racor 2040PM", "1R-0750,Fuel filter,4", "عدد ٤ فلتر".
// Pure: no database, never throws, linear in the line's length, any bytes in (invalid UTF-8
// is dropped), valid UTF-8 out.

#include <string>
#include <string_view>

namespace marine::domain {

inline constexpr int max_parts_quantity = 999;

struct parts_line {
  std::string text;  // whitespace collapsed and trimmed; empty when the line was only a quantity
  int quantity = 1;  // 1 to 999 (a larger one is 999)
};

parts_line parse_parts_line(std::string_view line);

// `text` cut to at most `max` code points (whole code points; trailing space trimmed).
std::string cut_to_code_points(std::string_view text, std::size_t max);

}  // namespace marine::domain
