// The months a visitor may ask availability for (docs/charter.md, "The bookable window"): this month
// in Dubai to 24 months ahead, and until when a month's answer holds.
#include "domain/charter/charter_month.hpp"

#include <gtest/gtest.h>

namespace marine::domain {
namespace {

using namespace std::chrono;

sys_seconds at(int y, unsigned m, unsigned d, int h)
{
  return sys_seconds{sys_days{year{y} / month{m} / day{d}}} + hours{h};
}

TEST(charter_month, this_month_in_dubai_to_24_months_ahead)
{
  const auto now = at(2026, 12, 6, 10);
  EXPECT_TRUE(bookable_month("2026-12", now));
  EXPECT_TRUE(bookable_month("2027-01", now));
  EXPECT_TRUE(bookable_month("2028-12", now));
  for (auto refused : {"2026-11", "2029-01", "2000-01", "9999-12"}) {
    const auto r = bookable_month(refused, now);
    ASSERT_FALSE(r) << refused;
    ASSERT_EQ(r.error().errors.size(), 1u);
    EXPECT_EQ(r.error().errors[0].field, "month");
    EXPECT_EQ(r.error().errors[0].message, "A month from this month to 24 months ahead");
  }
  for (auto malformed : {"2026-13", "2026-1", "26-12", "2026-12-01", "", "1999-12", "0000-01"}) {
    const auto r = bookable_month(malformed, now);
    ASSERT_FALSE(r) << malformed;
    EXPECT_EQ(r.error().errors[0].message, "A month as YYYY-MM");
  }
}

TEST(charter_month, the_month_turns_at_dubai_midnight)
{
  // 20:00 UTC on 30 November is midnight in Dubai: December there, November in UTC.
  EXPECT_FALSE(bookable_month("2026-11", at(2026, 11, 30, 20)));
  EXPECT_TRUE(bookable_month("2026-11", at(2026, 11, 30, 19)));
  EXPECT_TRUE(bookable_month("2028-12", at(2026, 11, 30, 20)));
}

TEST(charter_month, a_month_ends_at_its_last_dubai_midnight)
{
  EXPECT_EQ(dubai_month_end(sys_days{year{2026} / December / 1}), at(2026, 12, 31, 20));
  EXPECT_EQ(dubai_month_end(sys_days{year{2028} / February / 1}), at(2028, 2, 29, 20));
}

}  // namespace
}  // namespace marine::domain
