#include "domain/catalogue/catalogue_change.hpp"

#include <gtest/gtest.h>

namespace marine::domain {
namespace {

TEST(catalogue_change, payload_round_trips)
{
  for (const catalogue_change& c : {catalogue_change{catalogue_change::subject::product, "product_1700000000000"},
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

// The database writes the number before the subject (docs/operations.md, "The site's
// data generation"); encode() is what the tests compare it with.
TEST(catalogue_change, generation_travels_before_the_subject)
{
  catalogue_change c{catalogue_change::subject::product, "product_1", 42};
  EXPECT_EQ(encode(c), "42|product:product_1");
  EXPECT_EQ(decode_catalogue_change("42|product:product_1"), c);
  EXPECT_EQ(decode_catalogue_change("7|settings:"), (catalogue_change{catalogue_change::subject::settings, {}, 7}));
  EXPECT_EQ(decode_catalogue_change("9223372036854775807|banner:b1"),
            (catalogue_change{catalogue_change::subject::banner, "b1", 9223372036854775807}));
  // An id may hold the separator: only the first one ends the number.
  EXPECT_EQ(decode_catalogue_change("3|charter:a|b"), (catalogue_change{catalogue_change::subject::charter, "a|b", 3}));
  for (const catalogue_change& each : {catalogue_change{catalogue_change::subject::charter, "p", 0},
                                       catalogue_change{catalogue_change::subject::product, "*", 123456789012}})
    EXPECT_EQ(decode_catalogue_change(encode(each)), each);
}

// A payload of a process that sends no number still reads, without one.
TEST(catalogue_change, payload_without_generation_still_reads)
{
  const auto c = decode_catalogue_change("product:p1");
  ASSERT_TRUE(c);
  EXPECT_FALSE(c->generation);
  EXPECT_EQ(c->id, "p1");
}

TEST(catalogue_change, malformed_generations_are_refused)
{
  for (const char* payload : {"42", "42product:p1", "|product:p1", "4a|product:p1", "-1|product:p1", "+1|product:p1",
                              "9223372036854775808|product:p1", "42|", "42|user:1", "1 |product:p1", "1||product:p1"})
    EXPECT_FALSE(decode_catalogue_change(payload)) << payload;
}

}  // namespace
}  // namespace marine::domain
