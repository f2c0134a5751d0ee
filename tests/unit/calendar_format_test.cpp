// Other channels' feeds read (docs/charter.md, "Channel calendars"): each fixture in
// tests/fixtures/calendars/ has the shape one service publishes, and its spans are checked
// to the second in UTC.
#include "calendar/calendar_zones.hpp"
#include "calendar/ical_reader.hpp"
#include "calendar/libical_calendar_format.hpp"

#include <fmt/chrono.h>
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <thread>

namespace marine::calendar {
namespace {

using namespace std::chrono;
using strings = std::vector<std::string>;

sys_seconds at(int y, unsigned m, unsigned d, int h = 0, int min = 0)
{
  return sys_seconds{sys_days{year{y} / month{m} / day{d}}} + hours{h} + minutes{min};
}

std::string fixture(const std::string& name)
{
  std::ifstream in(std::string(MARINE_FIXTURES_DIR) + "/calendars/" + name, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// One line per event, so a failure shows the whole feed as read.
strings rows(const domain::calendar_read& r)
{
  strings out;
  for (const auto& e : r.events)
    out.push_back(fmt::format("{} {} {:%FT%T}Z {:%FT%T}Z{}", e.uid, e.recurrence_id.empty() ? "-" : e.recurrence_id,
                              e.start, e.end, e.all_day ? " all-day" : ""));
  return out;
}

strings read_rows(const std::string& text, sys_seconds from, sys_seconds to, std::size_t max = 20000)
{
  const auto r = libical_calendar_format{}.read(text, from, to, max);
  EXPECT_FALSE(r.error) << *r.error;
  return rows(r);
}

TEST(CalendarFormat, google_feed_in_dubai_time_with_its_vtimezone)
{
  EXPECT_EQ(read_rows(fixture("google-dubai.ics"), at(2027, 3, 1), at(2027, 4, 1)),
            (strings{"3k8f2m9q1r4s6t7u8v9w0x1y2z@google.com - 2027-03-12T06:00:00Z 2027-03-12T10:00:00Z",
                     "7a1b2c3d4e5f6g7h8i9j0k1l2m@google.com - 2027-03-13T15:00:00Z 2027-03-13T19:00:00Z",
                     "0p9o8i7u6y5t4r3e2w1q@google.com - 2027-03-20T14:00:00Z 2027-03-20T22:00:00Z"}));
  // The June event is only outside the window.
  EXPECT_EQ(read_rows(fixture("google-dubai.ics"), at(2027, 5, 1), at(2027, 7, 1)),
            (strings{"outside-the-window@google.com - 2027-06-01T05:00:00Z 2027-06-01T08:00:00Z"}));
}

TEST(CalendarFormat, outlook_windows_zone_names_with_and_without_vtimezone)
{
  const std::string id = "040000008200E00074C5B7101A82E00800000000";
  EXPECT_EQ(read_rows(fixture("outlook-windows-zone.ics"), at(2027, 1, 1), at(2028, 1, 1)),
            (strings{
                // W. Europe Standard Time, no VTIMEZONE: Berlin, UTC+1 in winter...
                id + "C1D2E3F4A5B6C701000000000000000010000000B2C3D4E5F6071829 - 2027-01-20T09:00:00Z 2027-01-20T10:30:00Z",
                // Arabian Standard Time with its VTIMEZONE: UTC+4.
                id + "A0B1C2D3E4F5A601000000000000000010000000F1E2D3C4B5A69788 - 2027-04-15T05:00:00Z 2027-04-15T13:00:00Z",
                // A name only the feed's VTIMEZONE knows (UTC+3): not read as Dubai.
                id + "D1E2F3A4B5C6D701000000000000000010000000C3D4E5F60718293A - 2027-05-02T05:00:00Z 2027-05-02T06:00:00Z",
                // A name nobody knows: read as Dubai.
                id + "E1F2A3B4C5D6E701000000000000000010000000D4E5F60718293A4B - 2027-05-03T08:00:00Z 2027-05-03T09:00:00Z",
                // ...and UTC+2 in summer.
                id + "B1C2D3E4F5A6B701000000000000000010000000A1B2C3D4E5F60718 - 2027-07-10T08:00:00Z 2027-07-10T10:00:00Z"}));
}

TEST(CalendarFormat, windows_names_map_to_olson_through_icu)
{
  EXPECT_EQ(olson_for_windows_zone("W. Europe Standard Time"), "Europe/Berlin");
  EXPECT_EQ(olson_for_windows_zone("Arabian Standard Time"), "Asia/Dubai");
  EXPECT_EQ(olson_for_windows_zone("Arab Standard Time"), "Asia/Riyadh");
  EXPECT_EQ(olson_for_windows_zone("Mars Standard Time"), std::nullopt);
}

TEST(CalendarFormat, all_day_blocks_are_whole_dubai_days)
{
  // Midnight in Dubai is 20:00 UTC the day before; DTEND is exclusive; no DTEND is one day.
  EXPECT_EQ(read_rows(fixture("all-day-channel.ics"), at(2027, 5, 1), at(2027, 7, 1)),
            (strings{"1418fb94e984-b5a6b3e2b8a2f0c9a3d3bd5c8a1f7e01@airbnb.com - 2027-05-01T20:00:00Z 2027-05-04T20:00:00Z all-day",
                     "1418fb94e984-9d8c7b6a5f4e3d2c1b0a99887766aabb@airbnb.com - 2027-05-17T20:00:00Z 2027-05-19T20:00:00Z all-day",
                     "gmb-block-99812@getmyboat.com - 2027-05-31T20:00:00Z 2027-06-01T20:00:00Z all-day"}));
}

TEST(CalendarFormat, weekly_rule_with_exdate_override_until_and_count)
{
  const std::string sat = "saturday-fishing@google.com ";
  EXPECT_EQ(read_rows(fixture("weekly-rrule.ics"), at(2027, 1, 1), at(2028, 1, 1)),
            (strings{sat + "20270102T050000Z 2027-01-02T05:00:00Z 2027-01-02T09:00:00Z",
                     sat + "20270109T050000Z 2027-01-09T05:00:00Z 2027-01-09T09:00:00Z",
                     // 16 January is an EXDATE; 23 January moved to Sunday afternoon.
                     sat + "20270123T050000Z 2027-01-24T11:00:00Z 2027-01-24T15:00:00Z",
                     sat + "20270130T050000Z 2027-01-30T05:00:00Z 2027-01-30T09:00:00Z",
                     sat + "20270206T050000Z 2027-02-06T05:00:00Z 2027-02-06T09:00:00Z",
                     sat + "20270213T050000Z 2027-02-13T05:00:00Z 2027-02-13T09:00:00Z",
                     sat + "20270220T050000Z 2027-02-20T05:00:00Z 2027-02-20T09:00:00Z",
                     sat + "20270227T050000Z 2027-02-27T05:00:00Z 2027-02-27T09:00:00Z",  // UNTIL
                     "three-evenings@google.com 20270301T140000Z 2027-03-01T14:00:00Z 2027-03-01T16:00:00Z",
                     "three-evenings@google.com 20270302T140000Z 2027-03-02T14:00:00Z 2027-03-02T16:00:00Z",
                     "three-evenings@google.com 20270303T140000Z 2027-03-03T14:00:00Z 2027-03-03T16:00:00Z",
                     // A DATE series: the occurrence's Dubai midnight as its recurrence id.
                     "monthly-service@google.com 20270409T200000Z 2027-04-09T20:00:00Z 2027-04-10T20:00:00Z all-day",
                     "monthly-service@google.com 20270509T200000Z 2027-05-09T20:00:00Z 2027-05-10T20:00:00Z all-day"}));
}

TEST(CalendarFormat, the_window_takes_the_occurrences_that_meet_it)
{
  const auto text = fixture("weekly-rrule.ics");
  const std::string sat = "saturday-fishing@google.com ";
  EXPECT_EQ(read_rows(text, at(2027, 2, 1), at(2027, 2, 15)),
            (strings{sat + "20270206T050000Z 2027-02-06T05:00:00Z 2027-02-06T09:00:00Z",
                     sat + "20270213T050000Z 2027-02-13T05:00:00Z 2027-02-13T09:00:00Z"}));
  // Started before the window, still going in it.
  EXPECT_EQ(read_rows(text, at(2027, 2, 6, 7), at(2027, 2, 6, 8)),
            (strings{sat + "20270206T050000Z 2027-02-06T05:00:00Z 2027-02-06T09:00:00Z"}));
  // Ends as the window begins: not in it.
  EXPECT_EQ(read_rows(text, at(2027, 2, 6, 9), at(2027, 2, 6, 10)), strings{});
  // The override moved into a window its original time is outside of...
  EXPECT_EQ(read_rows(text, at(2027, 1, 24), at(2027, 1, 25)),
            (strings{sat + "20270123T050000Z 2027-01-24T11:00:00Z 2027-01-24T15:00:00Z"}));
  // ...and out of the window its original time is in.
  EXPECT_EQ(read_rows(text, at(2027, 1, 23), at(2027, 1, 24)), strings{});
}

TEST(CalendarFormat, cancelled_events_and_occurrences_are_left_out)
{
  const std::string sunset = "monday-sunset@google.com ";
  EXPECT_EQ(read_rows(fixture("cancelled.ics"), at(2027, 8, 1), at(2027, 9, 1)),
            (strings{sunset + "20270802T130000Z 2027-08-02T13:00:00Z 2027-08-02T15:00:00Z",
                     "still-on@google.com - 2027-08-06T06:00:00Z 2027-08-06T10:00:00Z",
                     sunset + "20270816T130000Z 2027-08-16T13:00:00Z 2027-08-16T15:00:00Z",
                     sunset + "20270823T130000Z 2027-08-23T13:00:00Z 2027-08-23T15:00:00Z"}));
}

TEST(CalendarFormat, folded_lines_and_escaped_text_are_read_as_written)
{
  const strings expected{
      "réservation-ñ-2027-08-20@getmyboat.com - 2027-08-20T06:00:00Z 2027-08-20T12:00:00Z",
      // A UID past 255 octets is hashed: SHA-256 of the unfolded UID.
      "sha256:0b3c503ab468a5c2c6c5ac0a788c4eccf113328ef0e8fe2cfce1b1c42c5e677f - 2027-08-21T06:00:00Z 2027-08-21T08:00:00Z"};
  const auto crlf = fixture("folded-escaped.ics");
  EXPECT_EQ(read_rows(crlf, at(2027, 1, 1), at(2028, 1, 1)), expected);
  // LF-only line ends and a UTF-8 byte order mark read the same.
  std::string lf;
  for (const char c : crlf)
    if (c != '\r') lf += c;
  ASSERT_NE(lf, crlf);
  EXPECT_EQ(read_rows(lf, at(2027, 1, 1), at(2028, 1, 1)), expected);
  EXPECT_EQ(read_rows("\xEF\xBB\xBF" + crlf, at(2027, 1, 1), at(2028, 1, 1)), expected);
}

std::string feed(const std::string& events)
{
  return "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n" + events + "END:VCALENDAR\r\n";
}

TEST(CalendarFormat, missing_ends_durations_floating_times_and_uids)
{
  const auto text = feed(
      "BEGIN:VEVENT\r\nUID:duration\r\nDTSTART:20270901T060000Z\r\nDURATION:PT2H30M\r\nEND:VEVENT\r\n"
      "BEGIN:VEVENT\r\nUID:no-end\r\nDTSTART:20270902T060000Z\r\nEND:VEVENT\r\n"
      "BEGIN:VEVENT\r\nUID:no-start\r\nDTEND:20270903T060000Z\r\nEND:VEVENT\r\n"
      "BEGIN:VEVENT\r\nUID:ends-before-start\r\nDTSTART:20270904T060000Z\r\nDTEND:20270904T050000Z\r\nEND:VEVENT\r\n"
      "BEGIN:VEVENT\r\nUID:floating\r\nDTSTART:20270905T100000\r\nDTEND:20270905T120000\r\nEND:VEVENT\r\n"
      "BEGIN:VEVENT\r\nUID:duplicate\r\nDTSTART:20270906T060000Z\r\nDTEND:20270906T070000Z\r\nEND:VEVENT\r\n"
      "BEGIN:VEVENT\r\nUID:duplicate\r\nDTSTART:20270906T060000Z\r\nDTEND:20270906T070000Z\r\nEND:VEVENT\r\n"
      "BEGIN:VEVENT\r\nDTSTART:20270907T060000Z\r\nDTEND:20270907T070000Z\r\nSUMMARY:No UID\r\nEND:VEVENT\r\n");
  const auto got = read_rows(text, at(2027, 9, 1), at(2027, 10, 1));
  ASSERT_EQ(got.size(), 4u) << fmt::format("{}", fmt::join(got, "\n"));
  EXPECT_EQ(got[0], "duration - 2027-09-01T06:00:00Z 2027-09-01T08:30:00Z");
  EXPECT_EQ(got[1], "floating - 2027-09-05T06:00:00Z 2027-09-05T08:00:00Z");  // Dubai time
  EXPECT_EQ(got[2], "duplicate - 2027-09-06T06:00:00Z 2027-09-06T07:00:00Z");
  // No UID: one derived from DTSTART, DTEND and SUMMARY, the same on every read.
  EXPECT_TRUE(got[3].starts_with("sha256:")) << got[3];
  EXPECT_TRUE(got[3].ends_with(" - 2027-09-07T06:00:00Z 2027-09-07T07:00:00Z")) << got[3];
  EXPECT_EQ(read_rows(text, at(2027, 9, 1), at(2027, 10, 1))[3], got[3]);
}

TEST(CalendarFormat, a_series_keeps_its_wall_clock_time_across_a_dst_change)
{
  // Berlin moves to UTC+2 on 28 March 2027: 10:00 there is 09:00Z, then 08:00Z.
  const auto text = feed(
      "BEGIN:VEVENT\r\nUID:w\r\nDTSTART;TZID=W. Europe Standard Time:20270320T100000\r\n"
      "DTEND;TZID=W. Europe Standard Time:20270320T110000\r\nRRULE:FREQ=WEEKLY;COUNT=3\r\nEND:VEVENT\r\n");
  EXPECT_EQ(read_rows(text, at(2027, 1, 1), at(2028, 1, 1)),
            (strings{"w 20270320T090000Z 2027-03-20T09:00:00Z 2027-03-20T10:00:00Z",
                     "w 20270327T090000Z 2027-03-27T09:00:00Z 2027-03-27T10:00:00Z",
                     "w 20270403T080000Z 2027-04-03T08:00:00Z 2027-04-03T09:00:00Z"}));
}

TEST(CalendarFormat, several_calendars_in_one_feed_are_all_read)
{
  const auto one = feed("BEGIN:VEVENT\r\nUID:a\r\nDTSTART:20270101T060000Z\r\nDTEND:20270101T070000Z\r\nEND:VEVENT\r\n");
  const auto two = feed("BEGIN:VEVENT\r\nUID:b\r\nDTSTART:20270102T060000Z\r\nDTEND:20270102T070000Z\r\nEND:VEVENT\r\n");
  EXPECT_EQ(read_rows(one + two, at(2027, 1, 1), at(2028, 1, 1)),
            (strings{"a - 2027-01-01T06:00:00Z 2027-01-01T07:00:00Z", "b - 2027-01-02T06:00:00Z 2027-01-02T07:00:00Z"}));
}

TEST(CalendarFormat, what_is_not_icalendar_is_refused)
{
  const libical_calendar_format format;
  for (const std::string& text : {std::string(), std::string("hello"), std::string("<html><body>BEGIN:VCALENDAR</body></html>"),
                                 std::string("{\"events\": []}"),
                                 std::string("BEGIN:VEVENT\r\nUID:a\r\nDTSTART:20270101T000000Z\r\nEND:VEVENT\r\n"),
                                 std::string("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\n")}) {
    const auto r = format.read(text, at(2027, 1, 1), at(2028, 1, 1), 100);
    EXPECT_EQ(r.error, "not iCalendar") << text;
    EXPECT_TRUE(r.events.empty()) << text;
  }
  // An empty calendar is a calendar.
  const auto empty = format.read(feed(""), at(2027, 1, 1), at(2028, 1, 1), 100);
  EXPECT_FALSE(empty.error);
}

TEST(CalendarFormat, more_events_than_allowed_is_an_error)
{
  const libical_calendar_format format;
  const auto text = fixture("weekly-rrule.ics");  // 13 events in 2027
  const auto over = format.read(text, at(2027, 1, 1), at(2028, 1, 1), 12);
  EXPECT_EQ(over.error, "too many events");
  EXPECT_TRUE(over.events.empty());
  const auto exactly = format.read(text, at(2027, 1, 1), at(2028, 1, 1), 13);
  EXPECT_FALSE(exactly.error);
  EXPECT_EQ(exactly.events.size(), 13u);
  // A rule that never ends inside the window is stopped by the same guard, not memory.
  const auto endless = format.read(
      feed("BEGIN:VEVENT\r\nUID:s\r\nDTSTART:20270101T000000Z\r\nDURATION:PT1S\r\nRRULE:FREQ=SECONDLY\r\nEND:VEVENT\r\n"),
      at(2027, 1, 1), at(2028, 1, 1), 20000);
  EXPECT_EQ(endless.error, "too many events");
}

TEST(CalendarFormat, a_rule_stepping_too_long_before_the_window_is_an_error)
{
  // Every minute since 2026-12-01: 46,080 steps before January 2027.
  const auto text =
      feed("BEGIN:VEVENT\r\nUID:m\r\nDTSTART:20261201T000000Z\r\nDURATION:PT1S\r\nRRULE:FREQ=MINUTELY\r\nEND:VEVENT\r\n");
  const auto spent = read_calendar(text, at(2027, 1, 1), at(2027, 1, 1, 0, 3), 100, 40'000);
  EXPECT_EQ(spent.error, "too many events");
  EXPECT_TRUE(spent.events.empty());
  const auto enough = read_calendar(text, at(2027, 1, 1), at(2027, 1, 1, 0, 3), 100, 50'000);
  ASSERT_FALSE(enough.error) << *enough.error;
  EXPECT_EQ(enough.events.size(), 3u);
}

TEST(CalendarFormat, several_threads_read_at_once)
{
  const libical_calendar_format format;
  const auto outlook = fixture("outlook-windows-zone.ics");
  const auto weekly = fixture("weekly-rrule.ics");
  const auto expected_outlook = rows(format.read(outlook, at(2027, 1, 1), at(2028, 1, 1), 100));
  const auto expected_weekly = rows(format.read(weekly, at(2027, 1, 1), at(2028, 1, 1), 100));
  std::vector<std::jthread> threads;
  std::vector<int> failures(4, 0);
  for (std::size_t t = 0; t < failures.size(); ++t)
    threads.emplace_back([&, t] {
      for (int i = 0; i < 20; ++i) {
        if (rows(format.read(outlook, at(2027, 1, 1), at(2028, 1, 1), 100)) != expected_outlook) ++failures[t];
        if (rows(format.read(weekly, at(2027, 1, 1), at(2028, 1, 1), 100)) != expected_weekly) ++failures[t];
      }
    });
  threads.clear();
  EXPECT_EQ(failures, std::vector<int>(4, 0));
  EXPECT_EQ(expected_outlook.size(), 5u);
}

}  // namespace
}  // namespace marine::calendar
