// The page HTML's words (api/pages/page_texts): the "page" sections of
// frontend/src/i18n/en.json and ar.json as built into the binary.
#include "api/pages/localized_page.hpp"
#include "api/pages/page_texts.hpp"
#include "api/pages/product_specs_meta.hpp"

#include <gtest/gtest.h>

#include <regex>
#include <set>

namespace marine::api {
namespace {

const page_texts& english() { return page_texts::of(language::en); }
const page_texts& arabic() { return page_texts::of(language::ar); }

std::set<std::string> keys_of(const page_texts& t)
{
  std::set<std::string> out;
  for (const auto& [key, _] : t.entries()) out.insert(key);
  return out;
}

std::set<std::string> placeholders_of(const std::string& text)
{
  std::set<std::string> out;
  const std::regex placeholder(R"(\{[A-Za-z]+\})");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), placeholder); it != std::sregex_iterator(); ++it)
    out.insert(it->str());
  return out;
}

TEST(page_texts, both_catalogues_are_built_in_with_the_same_keys_and_placeholders)
{
  EXPECT_GT(english().entries().size(), 40u);
  EXPECT_EQ(keys_of(english()), keys_of(arabic()));
  for (const auto& [key, text] : english().entries()) {
    EXPECT_FALSE(text.empty()) << key;
    ASSERT_TRUE(arabic().entries().contains(key)) << key;
    EXPECT_FALSE(arabic().entries().at(key).empty()) << key;
    EXPECT_EQ(placeholders_of(text), placeholders_of(arabic().entries().at(key))) << key;
  }
}

TEST(page_texts, english_reproduces_the_pages_titles)
{
  EXPECT_EQ(english().format("title.home", {{"company", "Blue Harbour"}}), "Blue Harbour | Dubai, UAE");
  EXPECT_EQ(english().format("title.contact", {{"company", "Blue Harbour"}}), "Contact Us | Blue Harbour");
  EXPECT_EQ(english().format("title.notFound", {{"company", "Blue Harbour"}}), "Page Not Found | Blue Harbour");
  EXPECT_EQ(english().format("title.product", {{"name", "Anchor"}, {"company", "Blue Harbour"}}), "Anchor | Blue Harbour");
  EXPECT_EQ(english().format("siteDescription", {{"company", "Blue Harbour"}}),
            "Blue Harbour: marine supplies, vessel chartering and vessel sales & purchase in Dubai, UAE.");
  EXPECT_EQ(english().text("categories.vessel-sales-purchase"), "Vessel Sales & Purchase");
  EXPECT_EQ(english().text("price.contactForPricing"), "Contact For Pricing");
}

TEST(page_texts, arabic_names_the_categories_as_the_spa_does)
{
  EXPECT_EQ(arabic().text("categories.marine-spares"), "المستلزمات البحرية");
  EXPECT_EQ(arabic().text("categories.vessel-chartering"), "تأجير السفن");
  EXPECT_EQ(arabic().text("categories.vessel-sales-purchase"), "بيع وشراء السفن");
  EXPECT_EQ(arabic().format("title.home", {{"company", "الميناء الأزرق"}}), "الميناء الأزرق | دبي، الإمارات العربية المتحدة");
}

TEST(page_texts, prices_have_latin_digits_grouped_by_thousands)
{
  EXPECT_EQ(format_price("1250.00", english()), "AED\u00a01,250.00");
  EXPECT_EQ(format_price("1250.00", arabic()), "1,250.00\u00a0درهم");
  EXPECT_EQ(format_price("1234567.5", arabic()), "1,234,567.50\u00a0درهم");
}

TEST(page_texts, a_product_price_and_its_specs_in_each_language)
{
  domain::product p;
  p.price = "2500.00";
  p.specs.set("vesselType", std::string("crew boat"));
  p.specs.set("lengthM", 2435LL);
  p.specs.set("rateBasis", std::string("hour"));
  p.specs.set("minimumHours", 3LL);
  EXPECT_EQ(price_text(p, true, english()), "AED\u00a02,500.00 per hour incl. VAT · Minimum 3 hours");
  EXPECT_EQ(price_text(p, false, arabic()), "2,500.00\u00a0درهم للساعة · الحد الأدنى لعدد الساعات: 3");
  EXPECT_EQ(specs_summary(p, english()), "Vessel type: Crew boat · Length: 24.35 m");
  EXPECT_EQ(specs_summary(p, arabic()), "نوع السفينة: قارب نقل الطواقم · الطول: 24.35 م");
  p.show_contact_for_pricing = true;
  EXPECT_EQ(price_text(p, false, arabic()), "تواصل معنا لمعرفة السعر");
}

TEST(page_texts, the_price_suffix_follows_the_rate_basis)
{
  domain::product p;
  p.price = "10.00";
  EXPECT_EQ(price_text(p, false, english()), "AED\u00a010.00 per unit/day");
  EXPECT_EQ(price_text(p, false, arabic()), "10.00\u00a0درهم للوحدة/اليوم");
  for (auto [basis, suffix] : {std::pair{"hour", " per hour"}, {"day", " per day"}, {"week", " per week"}}) {
    p.specs.set("rateBasis", std::string(basis));
    EXPECT_EQ(price_text(p, false, english()), "AED\u00a010.00" + std::string(suffix));
  }
}

TEST(page_texts, spec_values_are_shown_with_their_units_in_each_language)
{
  domain::product p;
  p.specs.set("guests", 12LL);
  p.specs.set("engineHours", 1200LL);
  p.specs.set("condition", std::string("used"));
  EXPECT_EQ(specs_summary(p, english()), "Guests: 12 · Condition: Used · Engine hours: 1200 h");
  EXPECT_EQ(specs_summary(p, arabic()), "عدد الضيوف: 12 · الحالة: مستعمل · ساعات تشغيل المحرك: 1200 ساعة");
  const auto properties = additional_properties(p, arabic());
  ASSERT_EQ(properties.size(), 3u);
  EXPECT_EQ(properties[2].at("name").as_string(), "ساعات تشغيل المحرك");
  EXPECT_EQ(properties[2].at("unitText").as_string(), "ساعة");
  EXPECT_EQ(properties[2].at("unitCode").as_string(), "HUR");
  EXPECT_EQ(properties[1].at("value").as_string(), "مستعمل");
}

TEST(page_texts, format_leaves_unknown_placeholders_and_braces_alone)
{
  const page_texts t(language::en, R"({"page": {"a": "{x} and {y} {", "nested": {"b": "B"}}})");
  EXPECT_EQ(t.format("a", {{"x", "1"}}), "1 and {y} {");
  EXPECT_EQ(t.text("nested.b"), "B");
}

TEST(page_texts, a_missing_arabic_text_falls_back_to_english_and_a_bad_catalogue_is_refused)
{
  const page_texts partial(language::ar, R"({"page": {}})");
  EXPECT_EQ(partial.text("title.contact"), "Contact Us | {company}");
  EXPECT_THROW(english().text("no.such.key"), std::out_of_range);
  EXPECT_THROW(page_texts(language::ar, R"({"other": {}})"), std::invalid_argument);
  EXPECT_THROW(page_texts(language::ar, R"({"page": {"a": 1}})"), std::invalid_argument);
  EXPECT_THROW(page_texts(language::ar, "not json"), std::invalid_argument);
}

TEST(localized_page, arabic_paths_live_under_ar_and_fall_back_field_by_field)
{
  EXPECT_EQ(path_in(language::ar, "/"), "/ar");
  EXPECT_EQ(path_in(language::ar, "/product/p1"), "/ar/product/p1");
  EXPECT_EQ(path_in(language::en, "/contact"), "/contact");
  const auto alternates = alternates_of("/contact");
  EXPECT_EQ(alternates[0].hreflang, "en");
  EXPECT_EQ(alternates[1].path, "/ar/contact");
  EXPECT_EQ(alternates[2].hreflang, "x-default");
  EXPECT_EQ(alternates[2].path, "/contact");
  const std::string english_text = "Anchor", none, arabic_text = "مرساة";
  EXPECT_EQ(in_language(language::ar, english_text, none), "Anchor");
  EXPECT_EQ(in_language(language::ar, english_text, arabic_text), "مرساة");
  EXPECT_EQ(in_language(language::en, english_text, arabic_text), "Anchor");
}

// Owner-written text in a title is isolated when it could turn the words around it.
TEST(page_texts, owner_text_in_titles_is_isolated_when_it_could_turn)
{
  EXPECT_EQ(isolated("Blue Harbour Marine", language::en), "Blue Harbour Marine") << "the titles the pages always had";
  EXPECT_EQ(isolated("Café – © 2", language::en), "Café – © 2");
  EXPECT_EQ(isolated("مرساة", language::en), "\u2068مرساة\u2069");
  EXPECT_EQ(isolated("مرساة 1 طن", language::ar), "مرساة 1 طن");
  EXPECT_EQ(isolated("2015 Sport Cruiser", language::ar), "\u20682015 Sport Cruiser\u2069");
  EXPECT_EQ(isolated("Evil \u202EseciveS", language::en), "\u2068Evil \u202EseciveS\u2069");
  EXPECT_EQ(isolated("نص\u202E", language::ar), "\u2068نص\u202E\u2069");
  EXPECT_EQ(isolated("x\u200Fy", language::en), "\u2068x\u200Fy\u2069");
}

}  // namespace
}  // namespace marine::api
