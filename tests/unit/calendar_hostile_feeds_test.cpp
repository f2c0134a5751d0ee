// Feeds that once broke the reader (docs/charter.md, "Channel calendars"), found by the fuzz
// target tests/fuzz/ical_reader_fuzz.cpp, whose corpus keeps them too: each is read quickly,
// and what is read can be written by our export.
#include "calendar/ical_reader.hpp"
#include "calendar/libical_calendar_format.hpp"

#include <gtest/gtest.h>

namespace marine::calendar {
namespace {

using namespace std::chrono;

sys_seconds at(int y, unsigned m, unsigned d) { return sys_seconds{sys_days{year{y} / month{m} / day{d}}}; }

std::string feed(const std::string& body) { return "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" + body + "END:VCALENDAR\r\n"; }

std::string event(const std::string& lines) { return "BEGIN:VEVENT\r\nUID:e\r\n" + lines + "END:VEVENT\r\n"; }

const sys_seconds from = at(2027, 1, 1), to = at(2028, 7, 1);
const sys_seconds year_3000_ends = at(3001, 1, 1) - seconds{1};

TEST(CalendarHostileFeeds, an_override_of_an_occurrence_past_2262_keeps_its_recurrence_id)
{
  const auto r = read_calendar(feed(event("RECURRENCE-ID:86770101T090000Z\r\nDTSTART:20270130T050000Z\r\n"
                                          "DTEND:20270130T060000Z\r\n")),
                               from, to, 100);
  ASSERT_FALSE(r.error) << *r.error;
  ASSERT_EQ(r.events.size(), 1u);
  EXPECT_EQ(r.events[0].recurrence_id, "86770101T090000Z");
}

TEST(CalendarHostileFeeds, an_end_past_what_libical_writes_is_cut_to_the_year_3000)
{
  // Month 54 of the year 1013, and 700 million days: both would end long after 3000.
  for (const std::string& end : {std::string("DTEND:10135403T100000Z\r\n"), std::string("DURATION:P99999999W\r\n")}) {
    const auto r = read_calendar(feed(event("DTSTART;VALUE=DATE:20270806\r\n" + end)), from, to, 100);
    ASSERT_FALSE(r.error) << *r.error;
    ASSERT_EQ(r.events.size(), 1u) << end;
    EXPECT_EQ(r.events[0].end, year_3000_ends) << end;
    const std::vector<domain::exported_block> blocks{{"1", r.events[0].start, r.events[0].end, r.events[0].start}};
    const libical_calendar_format format;
    const auto again = format.read(format.write(blocks, "example.com", "x"), from, to, 100);
    ASSERT_EQ(again.events.size(), 1u) << end;
    EXPECT_EQ(again.events[0].end, year_3000_ends) << end;
  }
}

TEST(CalendarHostileFeeds, a_long_all_day_series_takes_no_time_per_occurrence)
{
  // icaltime_adjust walked the 700 million days a month at a time: 90 ms an occurrence.
  const auto started = steady_clock::now();
  const auto r = read_calendar(
      feed(event("DTSTART;VALUE=DATE:20270101\r\nDURATION:P99999999W\r\nRRULE:FREQ=DAILY\r\n")), from, to, 1000);
  EXPECT_LT(steady_clock::now() - started, seconds{5});
  ASSERT_FALSE(r.error) << *r.error;
  // The Dubai days of 2027 and of 2028 to 1 July, which starts at 20:00Z the day before.
  EXPECT_EQ(r.events.size(), 548u);
}

TEST(CalendarHostileFeeds, a_rule_finer_than_a_day_that_filters_is_refused)
{
  // libical would step through every minute to the year 2582 inside one call.
  for (const std::string& rule : {"FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30", "FREQ=HOURLY;BYDAY=MO",
                                  "FREQ=SECONDLY;BYSECOND=0"}) {
    const auto r = read_calendar(feed(event("DTSTART:20270101T000000Z\r\nDURATION:PT1H\r\nRRULE:" + rule + "\r\n")),
                                 from, to, 100);
    EXPECT_EQ(r.error, "too many events") << rule;
  }
  // Daily and coarser rules that filter are read.
  const auto weekdays = read_calendar(
      feed(event("DTSTART:20270104T000000Z\r\nDURATION:PT1H\r\nRRULE:FREQ=DAILY;BYDAY=MO,TU;COUNT=4\r\n")), from,
      to, 100);
  ASSERT_FALSE(weekdays.error) << *weekdays.error;
  EXPECT_EQ(weekdays.events.size(), 4u);
}

TEST(CalendarHostileFeeds, a_time_zone_changing_every_minute_spends_the_budget)
{
  const std::string zone = "BEGIN:VTIMEZONE\r\nTZID:Z\r\nBEGIN:STANDARD\r\nDTSTART:20200101T000000\r\n"
                           "TZOFFSETFROM:+0500\r\nTZOFFSETTO:+0400\r\nRRULE:FREQ=%\r\n"
                           "END:STANDARD\r\nEND:VTIMEZONE\r\n";
  const auto with = [&](const std::string& freq) {
    std::string z = zone;
    z.replace(z.find('%'), 1, freq);
    return feed(z + event("DTSTART;TZID=Z:20270101T100000\r\nDURATION:PT1H\r\n"));
  };
  EXPECT_EQ(read_calendar(with("MINUTELY"), from, to, 100, 10'000).error, "too many events");
  EXPECT_EQ(read_calendar(with("HOURLY;BYMONTH=3"), from, to, 100, 10'000).error, "too many events");
  // A zone changing once a year since 2020 takes some hundreds of steps, up to libical's 2582.
  const auto yearly = read_calendar(with("YEARLY;BYMONTH=3;BYDAY=-1SU"), from, to, 100, 10'000);
  ASSERT_FALSE(yearly.error) << *yearly.error;
  ASSERT_EQ(yearly.events.size(), 1u);
  EXPECT_EQ(yearly.events[0].start, at(2027, 1, 1) + hours{6});  // 10:00 at UTC+4
}

}  // namespace
}  // namespace marine::calendar
