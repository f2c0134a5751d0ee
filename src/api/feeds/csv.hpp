#pragma once
// CSV text as RFC 4180 writes it: a cell with a comma, a quote or a line break is quoted,
// its quotes doubled; rows end with CRLF. Used by the catalogue export and the Meta feed
// (docs/catalogue-io.md).
#include <string>
#include <string_view>
#include <vector>

namespace marine::api {

inline constexpr std::string_view utf8_bom = "\xEF\xBB\xBF";

inline void append_csv_cell(std::string& out, std::string_view cell)
{
  if (cell.find_first_of(",\"\r\n") == std::string_view::npos) {
    out += cell;
    return;
  }
  out += '"';
  for (char c : cell) {
    if (c == '"') out += '"';
    out += c;
  }
  out += '"';
}

inline void append_csv_row(std::string& out, const std::vector<std::string>& cells)
{
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i) out += ',';
    append_csv_cell(out, cells[i]);
  }
  out += "\r\n";
}

}  // namespace marine::api
