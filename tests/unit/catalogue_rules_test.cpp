#include "domain/catalogue/catalogue_service.hpp"
#include "domain/catalogue/category.hpp"
#include "domain/rules/validation.hpp"

#include <gtest/gtest.h>

namespace marine::domain {
namespace {

TEST(parse_recent_count, accepts_whole_numbers_from_1_to_50)
{
  EXPECT_EQ(parse_recent_count("1").value(), 1);
  EXPECT_EQ(parse_recent_count("6").value(), 6);
  EXPECT_EQ(parse_recent_count("50").value(), 50);
}

TEST(parse_recent_count, refuses_everything_else_as_invalid_input)
{
  for (std::string_view bad : {"0", "51", "-1", "", "abc", "6abc", " 6", "6.0", "99999999999999999999", "+6", "06",
                               "0006", "00050", "010"}) {
    auto r = parse_recent_count(bad);
    ASSERT_FALSE(r) << bad;
    EXPECT_EQ(r.error().code, error_code::invalid_input) << bad;
  }
}

TEST(is_plausible_id, accepts_generated_ids_and_refuses_odd_ones)
{
  EXPECT_TRUE(is_plausible_id("product_1731000000000"));
  EXPECT_TRUE(is_plausible_id("a-b_C9"));
  EXPECT_FALSE(is_plausible_id(""));
  EXPECT_FALSE(is_plausible_id("a/b"));
  EXPECT_FALSE(is_plausible_id("x'; DROP TABLE products; --"));
  EXPECT_FALSE(is_plausible_id(std::string(65, 'a')));
  EXPECT_TRUE(is_plausible_id(std::string(64, 'a')));
}

TEST(category, slugs_and_display_names_follow_the_spec)
{
  EXPECT_EQ(slug(category::marine_spares), "marine-spares");
  EXPECT_EQ(slug(category::vessel_chartering), "vessel-chartering");
  EXPECT_EQ(slug(category::vessel_sales_purchase), "vessel-sales-purchase");
  EXPECT_EQ(display_name(category::marine_spares), "Marine Supplies");
  EXPECT_EQ(display_name(category::vessel_chartering), "Vessel Chartering");
  EXPECT_EQ(display_name(category::vessel_sales_purchase), "Vessel Sales & Purchase");
  for (auto c : all_categories) EXPECT_EQ(category_from_slug(slug(c)), c);
  EXPECT_FALSE(category_from_slug("Marine-Spares"));
  EXPECT_FALSE(category_from_slug(""));
}

}  // namespace
}  // namespace marine::domain
