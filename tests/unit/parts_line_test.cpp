// The parts list's line parser (docs/parts-lists.md, "The line parser"): the forms people
// write a quantity in, CSV rows, Arabic-Indic and Persian digits, lines that are only a
// quantity, and hostile input (long lines, invalid UTF-8).
#include "domain/enquiries/parts_line.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <string>

namespace marine::domain {
namespace {

struct shape {
  std::string line;
  std::string text;
  int quantity;
};

TEST(parts_line, reads_the_forms_people_write)
{
  const shape shapes[] = {
      {"1R-0750", "1R-0750", 1},
      {"1R-0750 x4", "1R-0750", 4},
      {"1R-0750 X 4", "1R-0750", 4},
      {"1R-0750 × 4", "1R-0750", 4},
      {"1R-0750 ×4", "1R-0750", 4},
      {"1R-0750 *4", "1R-0750", 4},
      {"1R-0750 4x", "1R-0750", 4},
      {"1R-0750 4 pcs", "1R-0750", 4},
      {"1R-0750 4pcs", "1R-0750", 4},
      {"1R-0750 4 PCS", "1R-0750", 4},
      {"1R-0750 pcs 4", "1R-0750", 4},
      {"1R-0750 qty 4", "1R-0750", 4},
      {"1R-0750 qty: 4", "1R-0750", 4},
      {"1R-0750 Qty:4", "1R-0750", 4},
      {"1R-0750 4 ea", "1R-0750", 4},
      {"1R-0750 4 units", "1R-0750", 4},
      {"1R-0750 (4)", "1R-0750", 4},
      {"1R-0750 4", "1R-0750", 4},
      {"4 1R-0750", "1R-0750", 4},
      {"4x 1R-0750", "1R-0750", 4},
      {"4 x 1R-0750", "1R-0750", 4},
      {"4 pcs fuel filter", "fuel filter", 4},
      {"qty 4 fuel filter", "fuel filter", 4},
      {"Racor 2040PM 10", "Racor 2040PM", 10},
      {"1R-0750 fuel filter x 2", "1R-0750 fuel filter", 2},
      {"Caterpillar 3516", "Caterpillar 3516", 1},
      {"12345", "12345", 1},
      {"123 456", "123 456", 1},
      {"1R-0750\t4", "1R-0750", 4},
      {"1R-0750,4", "1R-0750", 4},
      {"1R-0750;4", "1R-0750", 4},
      {"4,1R-0750", "1R-0750", 4},
      {"1R-0750,Fuel filter,4", "1R-0750", 4},
      {"\"1R-0750\",\"3\"", "1R-0750", 3},
      {"1R-0750 x2,5", "1R-0750", 2},
      {",,1R-0750,,", "1R-0750", 1},
      {"1R-0750 x٤", "1R-0750", 4},
      {"1R-0750 ۱۲", "1R-0750", 12},
      {"فلتر زيت عدد ٤", "فلتر زيت", 4},
      {"عدد 4 فلتر زيت", "فلتر زيت", 4},
      {"فلتر زيت 4 قطع", "فلتر زيت", 4},
      {"فلتر زيت ٣ قطعة", "فلتر زيت", 3},
      {"  1R-0750    fuel \t", "1R-0750 fuel", 1},
      {"x4", "", 4},
      {"4", "", 4},
      {"4 pcs", "", 4},
      {"qty 4", "", 4},
      {"", "", 1},
      {"   \t , ; ", "", 1},
      {"1R-0750 x 5000", "1R-0750", 999},
      {"1R-0750 x0", "1R-0750 x0", 1},
      {"1R-0750 x 99999999999999999999", "1R-0750", 999},
      {"Anchor\u00a0chain 10 m", "Anchor chain 10 m", 1},
      {"4x4 winch", "4x4 winch", 1},
  };
  static_assert(std::size(shapes) >= 40);
  for (const auto& s : shapes) {
    const auto got = parse_parts_line(s.line);
    EXPECT_EQ(got.text, s.text) << s.line;
    EXPECT_EQ(got.quantity, s.quantity) << s.line;
  }
}

TEST(parts_line, drops_invalid_utf8_and_keeps_valid_text)
{
  const auto got = parse_parts_line("1R\xff-0750 \xc3 x3");
  EXPECT_EQ(got.text, "1R-0750");
  EXPECT_EQ(got.quantity, 3);
  const auto cut = parse_parts_line(std::string("\xe2\x82", 2) + "filter");
  EXPECT_EQ(cut.text, "filter");
}

TEST(parts_line, a_long_line_is_read_in_linear_time)
{
  std::string words;
  while (words.size() < 10'000) words += "ab ";
  std::string digits(10'000, '7');
  std::string separators(10'000, ',');
  std::string arabic;
  while (arabic.size() < 10'000) arabic += "٤ ";
  const auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < 5; ++i) {
    EXPECT_FALSE(parse_parts_line(words).text.empty());
    EXPECT_EQ(parse_parts_line(digits).text, digits);
    EXPECT_EQ(parse_parts_line(separators).text, "");
    parse_parts_line(arabic);
  }
  // Generous for a loaded machine under ASan (about 0.2 s when quiet); a parser quadratic in
  // the line's length would spend seconds on each of these 20 lines.
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(10)) << "20 lines of 10,000 characters";
}

TEST(parts_line, cuts_text_at_whole_code_points)
{
  EXPECT_EQ(cut_to_code_points("abc", 200), "abc");
  EXPECT_EQ(cut_to_code_points("ab cd", 3), "ab");
  EXPECT_EQ(cut_to_code_points("مرساة", 2), "مر");
}

}  // namespace
}  // namespace marine::domain
