// The page HTML shows prices exactly as the SPA does: both are held to the same cases,
// tests/fixtures/price_format.json (what Intl.NumberFormat('en-AE', AED) prints).
#include "api/pages/page_meta.hpp"

#include <boost/json/parse.hpp>
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>

namespace {

boost::json::array fixture_cases()
{
  std::ifstream in(MARINE_FIXTURES_DIR "/price_format.json");
  const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  return boost::json::parse(text).at("cases").as_array();
}

TEST(PriceFormat, MatchesWhatTheSpaShowsForEveryFixtureCase)
{
  const auto cases = fixture_cases();
  ASSERT_GT(cases.size(), 40u);
  for (const auto& c : cases) {
    const auto price = std::string(c.at("price").as_string());
    EXPECT_EQ(marine::api::format_aed(price), std::string(c.at("shown").as_string())) << price;
  }
}

TEST(PriceFormat, SuffixFollowsTheRateBasisAsInTheSpa)
{
  std::ifstream in(MARINE_FIXTURES_DIR "/price_format.json");
  const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  const auto suffixes = boost::json::parse(text).at("suffixes").as_array();
  ASSERT_EQ(suffixes.size(), 4u);
  for (const auto& c : suffixes) {
    marine::domain::product p;
    p.price = "1.00";
    if (c.at("rateBasis").is_string()) p.specs.set("rateBasis", std::string(c.at("rateBasis").as_string()));
    // The English page's words (frontend/src/i18n/en.json, "page").
    EXPECT_EQ(marine::api::price_text(p, false, marine::api::page_texts::of(marine::api::language::en)),
              "AED\u00a01.00 " + std::string(c.at("suffix").as_string()));
  }
}

TEST(PriceFormat, PadsMissingCents)
{
  EXPECT_EQ(marine::api::format_aed("12"), "AED\u00a012.00");
  EXPECT_EQ(marine::api::format_aed("12.5"), "AED\u00a012.50");
  EXPECT_EQ(marine::api::format_aed("1234567.8"), "AED\u00a01,234,567.80");
}

}  // namespace
