// The Arabic content fields (docs/arabic.md): optional, with the English fields' limits
// counted in characters (an Arabic letter is two bytes in UTF-8), and the shared text rules.
#include "domain/catalogue/banner_service.hpp"
#include "domain/catalogue/product_validation.hpp"
#include "domain/settings/settings_validation.hpp"

#include <gtest/gtest.h>

namespace marine::domain {
namespace {

// `n` Arabic letters (each two bytes).
std::string arabic_letters(std::size_t n)
{
  std::string out;
  for (std::size_t i = 0; i < n; ++i) out += "\u0628";  // ب
  return out;
}

std::vector<std::string> fields_of(const std::vector<field_error>& errors)
{
  std::vector<std::string> out;
  for (const auto& e : errors) out.push_back(e.field + ": " + e.message);
  return out;
}

product_input valid_product()
{
  product_input in;
  in.name = "Anchor";
  in.description = "A galvanised anchor.";
  in.price = "100";
  in.image = "/uploads/placeholder.jpg";
  return in;
}

TEST(arabic_product_fields, are_optional_and_stored_trimmed)
{
  product out;
  EXPECT_TRUE(build_product(valid_product(), new_product_defaults(), out).empty());
  EXPECT_EQ(out.name_ar, "");
  EXPECT_EQ(out.description_ar, "");
  auto in = valid_product();
  in.name_ar = "  مرساة مجلفنة  ";
  in.description_ar = "مرساة مجلفنة للقوارب.\nسطر ثان.";
  ASSERT_TRUE(build_product(in, new_product_defaults(), out).empty());
  EXPECT_EQ(out.name_ar, "مرساة مجلفنة");
  EXPECT_EQ(out.description_ar, "مرساة مجلفنة للقوارب.\nسطر ثان.");
  // "" (or blanks) clears a translation; absent keeps it.
  product cleared;
  in = valid_product();
  in.name_ar = "";
  in.description_ar = "  \n ";
  ASSERT_TRUE(build_product(in, out, cleared).empty());
  EXPECT_EQ(cleared.name_ar, "");
  EXPECT_EQ(cleared.description_ar, "");
  product kept;
  ASSERT_TRUE(build_product(valid_product(), out, kept).empty());
  EXPECT_EQ(kept.name_ar, "مرساة مجلفنة");
}

TEST(arabic_product_fields, limits_count_characters_not_bytes)
{
  product out;
  auto in = valid_product();
  in.name_ar = arabic_letters(max_product_name_length);  // 400 bytes
  in.description_ar = arabic_letters(max_description_length);
  EXPECT_TRUE(build_product(in, new_product_defaults(), out).empty());
  in.name_ar = arabic_letters(max_product_name_length + 1);
  in.description_ar = arabic_letters(max_description_length + 1);
  EXPECT_EQ(fields_of(build_product(in, new_product_defaults(), out)),
            (std::vector<std::string>{"nameAr: Arabic product name must be at most 200 characters",
                                      "descriptionAr: Arabic description must be at most 10000 characters"}));
}

TEST(arabic_product_fields, follow_the_text_rules)
{
  product out;
  auto in = valid_product();
  in.name_ar = "مرساة\nمجلفنة";
  in.description_ar = std::string("\xd8");  // cut short
  EXPECT_EQ(fields_of(build_product(in, new_product_defaults(), out)),
            (std::vector<std::string>{"nameAr: Arabic product name must be one line without control characters",
                                      "descriptionAr: Arabic description must be valid UTF-8 text"}));
}

TEST(arabic_banner_fields, are_optional_with_the_english_limits_in_characters)
{
  banner_input in;
  in.title = in.description = in.button_text = "x";
  banner b;
  ASSERT_TRUE(build_banner(in, new_banner_defaults(), b).empty());
  EXPECT_EQ(b.title_ar, "");
  in.title_ar = arabic_letters(200);
  in.description_ar = arabic_letters(1000);
  in.button_text_ar = " " + arabic_letters(100) + " ";
  ASSERT_TRUE(build_banner(in, new_banner_defaults(), b).empty());
  EXPECT_EQ(b.button_text_ar, arabic_letters(100));
  in.title_ar = arabic_letters(201);
  in.description_ar = arabic_letters(1001);
  in.button_text_ar = arabic_letters(101);
  EXPECT_EQ(fields_of(build_banner(in, new_banner_defaults(), b)),
            (std::vector<std::string>{"titleAr: titleAr must be at most 200 characters",
                                      "descriptionAr: descriptionAr must be at most 1000 characters",
                                      "buttonTextAr: buttonTextAr must be at most 100 characters"}));
}

TEST(arabic_settings, are_optional_trimmed_and_limited_in_characters)
{
  auto s = placeholder_settings();
  ASSERT_TRUE(validated_settings(s));
  s.company_name_ar = arabic_letters(100);
  s.address_ar = "  مكتب 101  ";
  s.hero_heading_ar = arabic_letters(150);
  s.hero_text_ar = arabic_letters(500);
  s.category_descriptions_ar = {arabic_letters(300), "", "تأجير"};
  s.business_hours_ar = {{" الأحد إلى الخميس ", "8:00 ص - 6:00 م"}};
  auto r = validated_settings(s);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->company_name_ar, arabic_letters(100));
  EXPECT_EQ(r->address_ar, "مكتب 101");
  EXPECT_EQ(r->business_hours_ar.front().days, "الأحد إلى الخميس");

  s.company_name_ar = arabic_letters(101);
  s.address_ar = arabic_letters(301);
  s.hero_heading_ar = arabic_letters(151);
  s.hero_text_ar = arabic_letters(501);
  s.category_descriptions_ar = {"", arabic_letters(301), ""};
  s.business_hours_ar = {{"", "8"}};
  r = validated_settings(s);
  ASSERT_FALSE(r);
  std::vector<std::string> fields;
  for (const auto& e : r.error().errors) fields.push_back(e.field);
  EXPECT_EQ(fields, (std::vector<std::string>{"companyNameAr", "addressAr", "heroHeadingAr", "heroTextAr",
                                              "categoryDescriptionsAr.vessel-chartering", "businessHoursAr.0.days"}));
}

TEST(arabic_settings, business_hours_may_have_no_rows_but_not_more_than_seven)
{
  auto s = placeholder_settings();
  s.business_hours_ar = {};
  EXPECT_TRUE(validated_settings(s));
  s.business_hours_ar.assign(8, {"يوم", "ساعات"});
  const auto r = validated_settings(s);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().errors.front().field, "businessHoursAr");
}

}  // namespace
}  // namespace marine::domain
