#include "domain/enquiries/parts_line.hpp"

#include "domain/rules/text_rules.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

namespace marine::domain {
namespace {

using tokens = std::vector<std::string>;

bool is_space(char32_t cp) noexcept
{
  return cp <= 0x20 || (cp >= 0x7F && cp <= 0xA0) || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200B) || cp == 0x2028 ||
         cp == 0x2029 || cp == 0x202F || cp == 0x205F || cp == 0x3000 || cp == 0xFEFF;
}

// A tab, comma or semicolon (and the Arabic comma and semicolon) between columns.
bool is_column_break(char32_t cp) noexcept { return cp == '\t' || cp == ',' || cp == ';' || cp == 0x060C || cp == 0x061B; }

void append_utf8(std::string& out, char32_t cp)
{
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

// The line's columns, each as its words: Arabic-Indic and Persian digits read as 0-9, any
// space or control character a word break, invalid UTF-8 dropped. One pass.
std::vector<tokens> columns_of(std::string_view line)
{
  std::vector<tokens> columns(1);
  std::string word;
  const auto end_word = [&] {
    if (!word.empty()) columns.back().push_back(std::move(word));
    word.clear();
  };
  for (std::size_t i = 0; i < line.size();) {
    const auto start = i;
    const auto cp = next_code_point(line, i);
    if (!cp) {
      i = start + 1;  // a byte that is not UTF-8: left out
      continue;
    }
    if (is_column_break(*cp)) {
      end_word();
      columns.emplace_back();
    } else if (is_space(*cp)) {
      end_word();
    } else if (*cp >= 0x0660 && *cp <= 0x0669) {
      word += static_cast<char>('0' + (*cp - 0x0660));
    } else if (*cp >= 0x06F0 && *cp <= 0x06F9) {
      word += static_cast<char>('0' + (*cp - 0x06F0));
    } else {
      append_utf8(word, *cp);
    }
  }
  end_word();
  return columns;
}

std::string lower(std::string_view s) { return ascii_lower(s); }

// Digits only (at least one, not zero): their value, 999 for anything larger.
std::optional<int> number(std::string_view s) noexcept
{
  if (s.empty() || !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; })) return std::nullopt;
  int value = 0;
  for (const char c : s) value = std::min(value * 10 + (c - '0'), max_parts_quantity + 1);
  if (value == 0) return std::nullopt;
  return std::min(value, max_parts_quantity);
}

// A bare number as a quantity: 1 to 3 digits (a longer one is a model or part number, such
// as the 3516 of "Caterpillar 3516").
std::optional<int> bare(std::string_view s) noexcept { return s.size() <= 3 ? number(s) : std::nullopt; }

constexpr std::array<std::string_view, 11> before_number = {"x", "×", "*", "qty", "qty:", "quantity", "quantity:",
                                                            "pcs", "pcs:", "عدد", "عدد:"};
constexpr std::array<std::string_view, 10> after_number = {"x", "×", "pcs", "pc", "ea", "units", "unit", "nos", "قطع", "قطعة"};
// Written against the number: "x4", "×4", "*4", "qty:4", and "4x", "4pcs", "4ea".
constexpr std::array<std::string_view, 5> glued_before = {"x", "×", "*", "qty:", "qty"};
constexpr std::array<std::string_view, 8> glued_after = {"x", "×", "pcs", "pc", "ea", "units", "unit", "nos"};

template <std::size_t N>
bool is_one_of(std::string_view word, const std::array<std::string_view, N>& list)
{
  const auto w = lower(word);
  return std::find(list.begin(), list.end(), w) != list.end();
}

// One word that is a quantity: "x4", "4pcs", "(4)".
std::optional<int> glued(std::string_view word)
{
  if (word.size() >= 3 && word.front() == '(' && word.back() == ')') return number(word.substr(1, word.size() - 2));
  const auto w = lower(word);
  for (const auto marker : glued_before)
    if (w.size() > marker.size() && w.starts_with(marker))
      if (auto n = number(std::string_view(w).substr(marker.size()))) return n;
  for (const auto marker : glued_after)
    if (w.size() > marker.size() && w.ends_with(marker))
      if (auto n = number(std::string_view(w).substr(0, w.size() - marker.size()))) return n;
  return std::nullopt;
}

bool only_digits(const tokens& t, std::size_t begin, std::size_t end)
{
  for (auto i = begin; i < end; ++i)
    if (!std::all_of(t[i].begin(), t[i].end(), [](char c) { return c >= '0' && c <= '9'; })) return false;
  return true;
}

struct column_read {
  std::string text;
  std::optional<int> quantity;
};

std::string joined(const tokens& t, std::size_t begin, std::size_t end)
{
  std::string out;
  for (auto i = begin; i < end; ++i) {
    if (!out.empty()) out += ' ';
    out += t[i];
  }
  return out;
}

// A column's quantity at its end, else at its start, and the words left as its text.
column_read read_column(tokens t)
{
  // A CSV cell in double quotes.
  if (!t.empty() && t.front().starts_with('"') && t.back().ends_with('"') && (t.size() > 1 || t.front().size() > 1)) {
    t.front().erase(0, 1);
    t.back().pop_back();
    std::erase_if(t, [](const std::string& w) { return w.empty(); });
  }
  std::size_t begin = 0;
  std::size_t end = t.size();
  std::optional<int> q;
  if (end >= 1 && (q = glued(t[end - 1]))) {
    end -= 1;
  } else if (end >= 2 && is_one_of(t[end - 2], before_number) && (q = number(t[end - 1]))) {
    end -= 2;
  } else if (end >= 2 && is_one_of(t[end - 1], after_number) && (q = number(t[end - 2]))) {
    end -= 2;
  } else if (end >= 1 && (q = bare(t[end - 1])) && (end == 1 || !only_digits(t, 0, end - 1))) {
    end -= 1;
  } else if (end >= 1 && (q = glued(t[0]))) {
    begin = 1;
  } else if (end >= 2 && is_one_of(t[0], before_number) && (q = number(t[1]))) {
    begin = 2;
  } else if (end >= 2 && is_one_of(t[1], after_number) && (q = number(t[0]))) {
    begin = 2;
  } else if (end >= 2 && (q = bare(t[0])) && !only_digits(t, 1, end)) {
    begin = 1;
  } else {
    q.reset();
  }
  return {joined(t, begin, end), q};
}

}  // namespace

parts_line parse_parts_line(std::string_view line)
{
  auto columns = columns_of(line);
  std::erase_if(columns, [](const tokens& t) { return t.empty(); });
  if (columns.empty()) return {};
  if (columns.size() == 1) {
    auto read = read_column(std::move(columns.front()));
    return {std::move(read.text), read.quantity.value_or(1)};
  }
  // A CSV row: the first column that is not a quantity is the text; its own quantity, else
  // the first column that is only a quantity.
  std::optional<column_read> text;
  std::optional<int> quantity;
  for (auto& c : columns) {
    auto read = read_column(std::move(c));
    if (read.text.empty()) {
      if (!quantity) quantity = read.quantity;
    } else if (!text) {
      text = std::move(read);
    }
  }
  if (text && text->quantity) quantity = text->quantity;
  return {text ? std::move(text->text) : std::string(), quantity.value_or(1)};
}

std::string cut_to_code_points(std::string_view text, std::size_t max)
{
  std::size_t i = 0;
  std::size_t n = 0;
  while (i < text.size() && n < max) {
    const auto start = i;
    if (!next_code_point(text, i)) i = start + 1;
    ++n;
  }
  auto out = std::string(text.substr(0, i));
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

}  // namespace marine::domain
