#include "calendar/ical_text.hpp"

namespace marine::calendar {
namespace {

constexpr std::size_t max_octets = 75;

bool is_continuation_byte(char c) { return (static_cast<unsigned char>(c) & 0xC0U) == 0x80U; }

}  // namespace

std::string escaped_text(std::string_view text)
{
  std::string out;
  out.reserve(text.size() + 8);
  for (const char c : text) {
    switch (c) {
      case '\\': out += "\\\\"; break;
      case ';': out += "\\;"; break;
      case ',': out += "\\,"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += c; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20U || c == '\x7F') break;  // CR and other controls
        out += c;
    }
  }
  return out;
}

std::string folded_line(std::string_view line)
{
  std::string out;
  out.reserve(line.size() + line.size() / 64 * 3 + 2);
  std::size_t at = 0;
  std::size_t room = max_octets;  // the first line; continuations lose one octet to the space
  while (line.size() - at > room) {
    std::size_t cut = at + room;
    while (cut > at && is_continuation_byte(line[cut])) --cut;  // back to a character's first byte
    if (cut == at) cut = at + room;                              // not UTF-8: cut anyway
    out.append(line.substr(at, cut - at)).append("\r\n ");
    at = cut;
    room = max_octets - 1;
  }
  out.append(line.substr(at)).append("\r\n");
  return out;
}

}  // namespace marine::calendar
