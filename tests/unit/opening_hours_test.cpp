#include "api/pages/opening_hours.hpp"

#include <boost/json/serialize.hpp>
#include <gtest/gtest.h>

namespace marine::api {
namespace {

using days = std::vector<std::string>;

TEST(opening_hours, day_ranges_wrap_around_the_week)
{
  EXPECT_EQ(parse_days("Sunday to Thursday"), (days{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"}));
  EXPECT_EQ(parse_days("Fri - Sat"), (days{"Friday", "Saturday"}));
  EXPECT_EQ(parse_days("Saturday–Monday"), (days{"Saturday", "Sunday", "Monday"}));
  EXPECT_EQ(parse_days("thursday"), (days{"Thursday"}));
  EXPECT_FALSE(parse_days("Weekdays"));
  EXPECT_FALSE(parse_days("Su to Th"));  // too short to be sure
  EXPECT_FALSE(parse_days("Sunday, Monday"));
}

TEST(opening_hours, times_in_twelve_or_twenty_four_hours)
{
  using range = std::pair<std::string, std::string>;
  EXPECT_EQ(parse_hours("8:00 AM-6:00 PM"), (range{"08:00", "18:00"}));
  EXPECT_EQ(parse_hours("9 am to 5 pm"), (range{"09:00", "17:00"}));
  EXPECT_EQ(parse_hours("12:30 PM – 12:00 AM"), (range{"12:30", "00:00"}));
  EXPECT_EQ(parse_hours("08:00-18:00"), (range{"08:00", "18:00"}));
  EXPECT_FALSE(parse_hours("Closed"));
  EXPECT_FALSE(parse_hours("13 PM-2 PM"));
  EXPECT_FALSE(parse_hours("8:75-9:00"));
}

TEST(opening_hours, rows_that_do_not_read_as_days_and_times_are_left_out)
{
  const auto spec = opening_hours_specification(
      {{"Sunday to Thursday", "8:00 AM-6:00 PM"}, {"Friday", "Closed"}, {"Saturday", "9:00 AM-1:00 PM"}});
  EXPECT_EQ(boost::json::serialize(spec),
            R"([{"@type":"OpeningHoursSpecification","dayOfWeek":["Sunday","Monday","Tuesday","Wednesday","Thursday"],)"
            R"("opens":"08:00","closes":"18:00"},{"@type":"OpeningHoursSpecification","dayOfWeek":["Saturday"],)"
            R"("opens":"09:00","closes":"13:00"}])");
}

}  // namespace
}  // namespace marine::api
