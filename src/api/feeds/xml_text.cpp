#include "api/feeds/xml_text.hpp"

#include "domain/rules/text_rules.hpp"

namespace marine::api {
namespace {

constexpr std::string_view replacement = "\xEF\xBF\xBD";  // U+FFFD

bool xml_allows(char32_t cp)
{
  if (cp < 0x20) return cp == U'\t' || cp == U'\n' || cp == U'\r';
  return cp != 0xFFFE && cp != 0xFFFF;
}

}  // namespace

std::string xml_text(std::string_view text)
{
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const auto start = i;
    const auto cp = domain::next_code_point(text, i);
    if (!cp) {
      // One byte at a time, so that the rest of a broken sequence is read again.
      i = start + 1;
      out += replacement;
      continue;
    }
    switch (*cp) {
      case U'&': out += "&amp;"; break;
      case U'<': out += "&lt;"; break;
      case U'>': out += "&gt;"; break;
      case U'"': out += "&quot;"; break;
      case U'\'': out += "&#39;"; break;
      default:
        if (xml_allows(*cp)) out.append(text.substr(start, i - start));
        else out += replacement;
    }
  }
  return out;
}

}  // namespace marine::api
