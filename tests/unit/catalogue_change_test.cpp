#include "domain/catalogue/catalogue_change.hpp"

#include <gtest/gtest.h>

namespace marine::domain {
namespace {

TEST(catalogue_change, payload_round_trips)
{
  for (const catalogue_change c : {catalogue_change{catalogue_change::subject::product, "product_1700000000000"},
                                   catalogue_change{catalogue_change::subject::banner, "banner_1"}}) {
    auto back = decode_catalogue_change(encode(c));
    ASSERT_TRUE(back);
    EXPECT_EQ(*back, c);
  }
  EXPECT_EQ(encode({catalogue_change::subject::product, "p1"}), "product:p1");
}

TEST(catalogue_change, unknown_payloads_are_refused)
{
  EXPECT_FALSE(decode_catalogue_change(""));
  EXPECT_FALSE(decode_catalogue_change("user:1"));
  EXPECT_FALSE(decode_catalogue_change("products"));
}

}  // namespace
}  // namespace marine::domain
