#include "domain/rules/text_rules.hpp"

#include <fmt/format.h>

namespace marine::domain {

std::optional<char32_t> next_code_point(std::string_view s, std::size_t& i) noexcept
{
  const auto lead = static_cast<unsigned char>(s[i++]);
  if (lead < 0x80) return lead;
  std::size_t extra = 0;
  char32_t cp = 0;
  char32_t smallest = 0;
  if ((lead & 0xE0) == 0xC0) {
    extra = 1, cp = lead & 0x1F, smallest = 0x80;
  } else if ((lead & 0xF0) == 0xE0) {
    extra = 2, cp = lead & 0x0F, smallest = 0x800;
  } else if ((lead & 0xF8) == 0xF0) {
    extra = 3, cp = lead & 0x07, smallest = 0x10000;
  } else {
    return std::nullopt;
  }
  if (s.size() - i < extra) return std::nullopt;
  for (std::size_t k = 0; k < extra; ++k) {
    const auto c = static_cast<unsigned char>(s[i++]);
    if ((c & 0xC0) != 0x80) return std::nullopt;
    cp = (cp << 6) | (c & 0x3F);
  }
  if (cp < smallest || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return std::nullopt;
  return cp;
}

namespace {

bool is_control(char32_t cp, text_lines lines) noexcept
{
  if (lines == text_lines::multi && (cp == U'\n' || cp == U'\r' || cp == U'\t')) return false;
  return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F);
}

}  // namespace

std::optional<std::size_t> code_point_count(std::string_view text) noexcept
{
  std::size_t n = 0;
  for (std::size_t i = 0; i < text.size(); ++n)
    if (!next_code_point(text, i)) return std::nullopt;
  return n;
}

bool has_control_characters(std::string_view text, text_lines lines) noexcept
{
  for (std::size_t i = 0; i < text.size();) {
    const auto cp = next_code_point(text, i);
    if (cp && is_control(*cp, lines)) return true;
  }
  return false;
}

bool has_noncharacters(std::string_view text) noexcept
{
  for (std::size_t i = 0; i < text.size();) {
    const auto cp = next_code_point(text, i);
    if (cp && ((*cp >= 0xFDD0 && *cp <= 0xFDEF) || (*cp & 0xFFFE) == 0xFFFE)) return true;
  }
  return false;
}

bool has_unbalanced_bidi_controls(std::string_view text) noexcept
{
  // The open controls, innermost last: 'e' an embedding or override (closed by U+202C PDF),
  // 'i' an isolate (closed by U+2069 PDI). Deeper than this is no text a person writes.
  constexpr std::size_t max_depth = 16;
  char open[max_depth];
  std::size_t depth = 0;
  for (std::size_t i = 0; i < text.size();) {
    const auto cp = next_code_point(text, i);
    if (!cp) continue;
    const bool opens_embedding = *cp == 0x202A || *cp == 0x202B || *cp == 0x202D || *cp == 0x202E;
    const bool opens_isolate = *cp >= 0x2066 && *cp <= 0x2068;
    if (opens_embedding || opens_isolate) {
      if (depth == max_depth) return true;
      open[depth++] = opens_isolate ? 'i' : 'e';
    } else if (*cp == 0x202C || *cp == 0x2069) {
      if (depth == 0 || open[depth - 1] != (*cp == 0x2069 ? 'i' : 'e')) return true;
      --depth;
    }
  }
  return depth != 0;
}

std::string trim(std::string_view s)
{
  const auto first = s.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  const auto last = s.find_last_not_of(" \t\r\n");
  return std::string(s.substr(first, last - first + 1));
}

std::string ascii_lower(std::string_view s)
{
  std::string out(s);
  for (auto& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

bool check_text(std::vector<field_error>& errors, std::string_view value, const text_field& rule)
{
  auto fail = [&](std::string message) {
    errors.push_back({std::string(rule.field), std::move(message)});
    return false;
  };
  const auto length = code_point_count(value);
  if (!length) return fail(fmt::format("{} must be valid UTF-8 text", rule.label));
  if (has_control_characters(value, rule.lines)) {
    if (rule.lines == text_lines::multi)
      return fail(fmt::format("{} must not contain control characters other than line breaks and tabs", rule.label));
    return fail(fmt::format("{} must be one line without control characters", rule.label));
  }
  if (has_noncharacters(value))
    return fail(fmt::format("{} must not contain Unicode non-characters (such as U+FFFE or U+FFFF)", rule.label));
  if (rule.lines == text_lines::single && has_unbalanced_bidi_controls(value))
    return fail(fmt::format("{} must not contain unpaired text direction controls (U+202A-U+202E, U+2066-U+2069)",
                            rule.label));
  const auto trimmed = trim(value);
  if (trimmed.empty()) {
    if (rule.required) return fail(rule.required);
    return true;
  }
  if (rule.min > 0 && *code_point_count(trimmed) < rule.min)
    return fail(rule.too_short ? std::string(rule.too_short)
                               : fmt::format("{} must be at least {} characters", rule.label, rule.min));
  if (rule.max > 0 && *length > rule.max)
    return fail(rule.too_long ? std::string(rule.too_long)
                              : fmt::format("{} must be at most {} characters", rule.label, rule.max));
  return true;
}

}  // namespace marine::domain
