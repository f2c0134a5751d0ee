#include "domain/settings/settings_validation.hpp"

#include <gtest/gtest.h>

namespace marine::domain {
namespace {

using strings = std::vector<std::string>;

strings errors_of(const site_settings& s)
{
  strings out;
  auto r = validated_settings(s);
  if (!r)
    for (const auto& e : r.error().errors) out.push_back(e.field + ": " + e.message);
  return out;
}

TEST(settings_validation, the_placeholders_are_valid_and_texts_are_trimmed)
{
  EXPECT_TRUE(errors_of(placeholder_settings()).empty());
  auto s = placeholder_settings();
  s.company_name = "  Blue Harbour  ";
  s.business_hours[0].days = " Sunday to Thursday ";
  auto r = validated_settings(s);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->company_name, "Blue Harbour");
  EXPECT_EQ(r->business_hours[0].days, "Sunday to Thursday");
}

TEST(settings_validation, every_required_text_names_its_field)
{
  auto s = placeholder_settings();
  s.company_name = " ";
  s.legal_entity = "";
  s.address = "";
  s.hero_heading = "";
  s.hero_text = "";
  s.credit_name = "";
  s.category_descriptions[1] = "";
  s.business_hours[1].hours = "";
  EXPECT_EQ(errors_of(s), (strings{"companyName: Company name is required", "legalEntity: Legal entity is required",
                                   "address: Address is required", "heroHeading: Home heading is required",
                                   "heroText: Home text is required", "creditName: Credit name is required",
                                   "categoryDescriptions.vessel-chartering: Vessel Chartering description is required",
                                   "businessHours.1.hours: Hours is required"}));
}

TEST(settings_validation, limits_count_characters_not_bytes)
{
  auto s = placeholder_settings();
  s.company_name = std::string();
  for (int i = 0; i < 100; ++i) s.company_name += "é";  // 200 bytes, 100 characters
  EXPECT_TRUE(errors_of(s).empty());
  s.company_name += "a";
  EXPECT_EQ(errors_of(s), (strings{"companyName: Company name must be at most 100 characters"}));
}

TEST(settings_validation, control_characters_are_refused)
{
  auto s = placeholder_settings();
  s.company_name = std::string("Blue\0Harbour", 12);
  s.hero_text = "Line one\nLine two";  // a multi-line text may hold line breaks
  const auto e = errors_of(s);
  ASSERT_EQ(e.size(), 1u);
  EXPECT_TRUE(e[0].starts_with("companyName: ")) << e[0];
}

TEST(settings_validation, phones_are_uae_numbers_with_the_country_code)
{
  EXPECT_TRUE(is_uae_phone("971501234567"));
  EXPECT_TRUE(is_uae_phone("97143334444"));
  for (const auto* bad : {"", "0501234567", "+971501234567", "9715012345678", "9715012345", "97150123456a"})
    EXPECT_FALSE(is_uae_phone(bad)) << bad;
  auto s = placeholder_settings();
  s.phone = "0501234567";
  s.whatsapp_number = "971 50 123 4567";
  const auto e = errors_of(s);
  ASSERT_EQ(e.size(), 2u);
  EXPECT_TRUE(e[0].starts_with("phone: Phone must be a UAE number")) << e[0];
  EXPECT_TRUE(e[1].starts_with("whatsappNumber: WhatsApp number must be a UAE number")) << e[1];
}

TEST(settings_validation, emails)
{
  for (const auto* ok : {"info@example.com", "a.b+c@mail.example.ae"}) EXPECT_TRUE(is_email(ok)) << ok;
  for (const auto* bad : {"", "info", "@example.com", "info@", "info@example", "info@@example.com", "in fo@example.com",
                          "info@example..com", "info@.example.com", "info@example.com."})
    EXPECT_FALSE(is_email(bad)) << bad;
}

TEST(settings_validation, links_are_https_and_social_ones_optional)
{
  auto s = placeholder_settings();
  s.credit_url = "";
  s.social.instagram = "https://instagram.com/blueharbour";
  s.social.facebook = "http://facebook.com/blueharbour";
  s.social.tiktok = "javascript:alert(1)";
  s.map_url = "https://user:pw@maps.example.com/";
  EXPECT_EQ(errors_of(s), (strings{"creditUrl: Credit link is required",
                                   "social.facebook: Facebook link must be an https:// address",
                                   "social.tiktok: TikTok link must be an https:// address",
                                   "mapUrl: Map link must be an https:// address"}));
}

TEST(settings_validation, one_to_seven_rows_of_hours)
{
  auto s = placeholder_settings();
  s.business_hours.clear();
  EXPECT_EQ(errors_of(s), (strings{"businessHours: Business hours need 1 to 7 rows"}));
  s.business_hours.assign(8, {"Monday", "9:00 AM-5:00 PM"});
  EXPECT_EQ(errors_of(s), (strings{"businessHours: Business hours need 1 to 7 rows"}));
  s.business_hours.resize(7);
  EXPECT_TRUE(errors_of(s).empty());
}

}  // namespace
}  // namespace marine::domain
