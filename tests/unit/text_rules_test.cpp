// The rules every text field shares (domain/rules/text_rules.hpp).
#include "domain/rules/text_rules.hpp"

#include <gtest/gtest.h>

#include <string>

namespace marine::domain {
namespace {

using namespace std::string_literals;

TEST(code_point_count, counts_characters_of_valid_utf8_only)
{
  EXPECT_EQ(code_point_count("abc"), 3u);
  EXPECT_EQ(code_point_count("\u00e9\u00e9"), 2u);                  // é: 2 bytes each
  EXPECT_EQ(code_point_count("\u0645\u0631\u062d\u0628\u0627"), 5u);  // Arabic: 2 bytes each
  EXPECT_EQ(code_point_count("\u2713"), 1u);                        // 3 bytes
  EXPECT_EQ(code_point_count("\U0001F600"), 1u);                    // 4 bytes
  for (auto bad : {"\xff"s, "\xc3"s, "\xc0\xaf"s, "\xe0\x80\xaf"s, "\xed\xa0\x80"s, "\xf4\x90\x80\x80"s, "a\x80"s})
    EXPECT_FALSE(code_point_count(bad)) << bad;
}

TEST(control_characters, c0_del_and_c1_are_refused_line_breaks_only_in_multi_line_text)
{
  for (auto bad : {"a\0b"s, "a\x01"s, "\x1b[31m"s, "a\x7f"s, "a\u0085b"s, "a\u009fb"s})
    EXPECT_TRUE(has_control_characters(bad, text_lines::multi)) << bad;
  for (auto multi : {"a\nb"s, "a\r\nb"s, "a\tb"s}) {
    EXPECT_FALSE(has_control_characters(multi, text_lines::multi)) << multi;
    EXPECT_TRUE(has_control_characters(multi, text_lines::single)) << multi;
  }
  EXPECT_FALSE(has_control_characters("Ålesund \u2713 \u0645\u0631\u062d\u0628\u0627", text_lines::single));
}

TEST(noncharacters, the_last_two_of_every_plane_and_fdd0_to_fdef_are_refused)
{
  for (auto bad : {"a\uFFFE"s, "\uFFFF"s, "a\uFDD0b"s, "\uFDEF"s, "\U0001FFFE"s, "\U0010FFFF"s})
    EXPECT_TRUE(has_noncharacters(bad)) << bad;
  for (auto fine : {"\uFFFD"s, "\uFDCF\uFDF0"s, "\U0001F6A4 Ålesund"s, "\uFEFF"s}) EXPECT_FALSE(has_noncharacters(fine)) << fine;
  std::vector<field_error> errors;
  EXPECT_FALSE(check_text(errors, "Anchor \uFFFF", {.field = "name", .label = "Name", .max = 100}));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].message, "Name must not contain Unicode non-characters (such as U+FFFE or U+FFFF)");
}

TEST(check_text, one_error_per_field_with_clear_messages)
{
  const text_field name{.field = "name", .label = "Name", .required = "Name is required", .min = 2, .max = 5};
  auto check = [&](std::string_view value) {
    std::vector<field_error> errors;
    check_text(errors, value, name);
    return errors.empty() ? std::string() : errors.front().message;
  };
  EXPECT_EQ(check("  "), "Name is required");
  EXPECT_EQ(check("a"), "Name must be at least 2 characters");
  EXPECT_EQ(check("\u00e9\u00e9\u00e9\u00e9\u00e9"), "") << "5 characters in 10 bytes";
  EXPECT_EQ(check("abcdef"), "Name must be at most 5 characters");
  EXPECT_EQ(check("a\0b"s), "Name must be one line without control characters");
  EXPECT_EQ(check("\xff\xfe"), "Name must be valid UTF-8 text");
  const text_field notes{.field = "notes", .label = "Notes", .lines = text_lines::multi};
  std::vector<field_error> errors;
  EXPECT_TRUE(check_text(errors, "a\nb", notes));
  EXPECT_FALSE(check_text(errors, "a\0b"s, notes));
  EXPECT_EQ(errors.at(0).message, "Notes must not contain control characters other than line breaks and tabs");
}

// Direction controls must be paired in one-line texts: an open U+202E in a name would
// reverse " | Company" after it in a tab title or a link preview.
TEST(text_rules, direction_controls_must_be_paired_in_one_line_texts)
{
  for (const auto* ok : {"Anchor", "\u2068مرساة\u2069 1 t", "\u202Bنص\u202C", "\u2067a \u202Ab\u202C c\u2069",
                         "\u2066\u2067x\u2069\u2069"}) {
    EXPECT_FALSE(has_unbalanced_bidi_controls(ok)) << ok;
  }
  for (const auto* bad : {"Anchor \u202Eniahc", "\u2066open", "close\u2069", "\u202C", "\u2066x\u202C",
                          "\u202Ax\u2069", "\u2067\u202Ax\u2069\u202C"}) {
    EXPECT_TRUE(has_unbalanced_bidi_controls(bad)) << bad;
  }
  std::string deep;
  for (int i = 0; i < 17; ++i) deep += "\u2066";
  for (int i = 0; i < 17; ++i) deep += "\u2069";
  EXPECT_TRUE(has_unbalanced_bidi_controls(deep)) << "deeper than any text a person writes";

  std::vector<field_error> errors;
  EXPECT_FALSE(check_text(errors, "Evil \u202EseciveS", {.field = "companyName", .label = "Company name"}));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].field, "companyName");
  EXPECT_TRUE(check_text(errors, "Line \u202E one\nline two", {.field = "d", .label = "D", .lines = text_lines::multi}))
      << "a multi-line text's paragraphs end the controls";
}

}  // namespace
}  // namespace marine::domain
