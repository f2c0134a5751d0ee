// Our blocks as a feed for the other channels (docs/charter.md, "Channel calendars"): the
// lines iCalendar asks for (CRLF, folded at 75 octets, TEXT escaped), and a feed that our
// own reader reads back to the same spans.
#include "calendar/ical_text.hpp"
#include "calendar/libical_calendar_format.hpp"

#include <gtest/gtest.h>

namespace marine::calendar {
namespace {

using namespace std::chrono;

sys_seconds at(int y, unsigned m, unsigned d, int h = 0, int min = 0)
{
  return sys_seconds{sys_days{year{y} / month{m} / day{d}}} + hours{h} + minutes{min};
}

const std::string host = "charter-calendars.marine-services.example.ae";
const std::string long_name = "Sea Breeze, 62ft; \"Al Bahr\" \\ الجدول – البحر الأزرق للرحلات الخاصة\nsecond line";

std::vector<domain::exported_block> blocks()
{
  return {{"3f2a9c1e-5b7d-4e8f-a0b1-c2d3e4f5a6b7", at(2027, 3, 12, 6), at(2027, 3, 12, 10), at(2026, 12, 1, 8), 3, true},
          {"maintenance-9", at(2027, 3, 14, 20), at(2027, 3, 16, 20), at(2026, 12, 2, 9, 30), 0, false}};
}

std::vector<std::string> physical_lines(const std::string& text, bool& bare_lf)
{
  std::vector<std::string> out;
  bare_lf = false;
  std::size_t at = 0;
  while (at < text.size()) {
    const auto lf = text.find('\n', at);
    if (lf == std::string::npos) {
      out.push_back(text.substr(at));  // text after the last line end: a line not ended by CRLF
      bare_lf = true;
      break;
    }
    if (lf == at || text[lf - 1] != '\r') bare_lf = true;
    out.push_back(text.substr(at, lf - at - (lf > at && text[lf - 1] == '\r' ? 1 : 0)));
    at = lf + 1;
  }
  return out;
}

bool valid_utf8(std::string_view s)
{
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    const std::size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    if (n == 0 || i + n > s.size()) return false;
    for (std::size_t k = 1; k < n; ++k)
      if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return false;
    i += n;
  }
  return true;
}

std::string unfolded(const std::string& text)
{
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text.compare(i, 3, "\r\n ") == 0) {
      i += 2;
      continue;
    }
    out += text[i];
  }
  return out;
}

TEST(CalendarWrite, lines_end_in_crlf_fold_at_75_octets_and_never_split_a_character)
{
  const auto text = libical_calendar_format{}.write(blocks(), host, long_name);
  bool bare_lf = false;
  const auto lines = physical_lines(text, bare_lf);
  EXPECT_FALSE(bare_lf);
  ASSERT_GT(lines.size(), 20u);
  std::size_t folds = 0;
  for (const auto& line : lines) {
    EXPECT_LE(line.size(), 75u) << line;
    EXPECT_TRUE(valid_utf8(line)) << line;
    EXPECT_EQ(line.find('\r'), std::string::npos) << line;
    if (line.starts_with(" ")) ++folds;
  }
  EXPECT_GE(folds, 2u);  // the long UID and the name were folded, not cut
  EXPECT_EQ(lines.front(), "BEGIN:VCALENDAR");
  EXPECT_EQ(lines.back(), "END:VCALENDAR");
}

TEST(CalendarWrite, the_calendar_and_its_events_say_what_the_channels_expect)
{
  const auto text = unfolded(libical_calendar_format{}.write(blocks(), host, long_name));
  const std::vector<std::string> expected{
      "VERSION:2.0", "PRODID:-//" + host + "//Charter calendar//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
      // TEXT escaped: comma, semicolon, backslash and newline.
      "X-WR-CALNAME:Sea Breeze\\, 62ft\\; \"Al Bahr\" \\\\ الجدول – البحر الأزرق للرحلات الخاصة\\nsecond line",
      "UID:block-3f2a9c1e-5b7d-4e8f-a0b1-c2d3e4f5a6b7@" + host, "DTSTAMP:20261201T080000Z", "DTSTART:20270312T060000Z",
      "DTEND:20270312T100000Z", "SUMMARY:Booked", "LAST-MODIFIED:20261201T080000Z", "SEQUENCE:3",
      "UID:block-maintenance-9@" + host, "DTSTART:20270314T200000Z", "DTEND:20270316T200000Z", "SUMMARY:Unavailable",
      "SEQUENCE:0", "TRANSP:OPAQUE"};
  for (const auto& line : expected)
    EXPECT_NE(text.find("\r\n" + line + "\r\n"), std::string::npos) << line;
  std::size_t events = 0;
  for (auto at = text.find("\r\nBEGIN:VEVENT\r\n"); at != std::string::npos; at = text.find("\r\nBEGIN:VEVENT\r\n", at + 1))
    ++events;
  EXPECT_EQ(events, 2u);
}

TEST(CalendarWrite, what_we_write_we_read_back)
{
  const libical_calendar_format format;
  const auto read = format.read(format.write(blocks(), host, long_name), at(2027, 1, 1), at(2028, 1, 1), 100);
  ASSERT_FALSE(read.error) << *read.error;
  ASSERT_EQ(read.events.size(), 2u);
  const auto b = blocks();
  for (std::size_t i = 0; i < b.size(); ++i) {
    EXPECT_EQ(read.events[i].uid, "block-" + b[i].id + "@" + host);
    EXPECT_EQ(read.events[i].recurrence_id, "");
    EXPECT_EQ(read.events[i].start, b[i].start);
    EXPECT_EQ(read.events[i].end, b[i].end);
    EXPECT_FALSE(read.events[i].all_day);
  }
  // No blocks: still a calendar.
  const auto empty = format.read(format.write({}, host, "Empty"), at(2027, 1, 1), at(2028, 1, 1), 100);
  EXPECT_FALSE(empty.error);
  EXPECT_TRUE(empty.events.empty());
}

TEST(CalendarWrite, text_is_escaped_as_rfc_5545_says)
{
  EXPECT_EQ(escaped_text("a,b;c\\d\ne"), "a\\,b\\;c\\\\d\\ne");
  EXPECT_EQ(escaped_text("tab\tkept, CR\r and bell\a dropped"), "tab\tkept\\, CR and bell dropped");
  EXPECT_EQ(escaped_text("البحر"), "البحر");
}

TEST(CalendarWrite, lines_are_folded_at_75_octets_on_character_boundaries)
{
  const std::string seventy_five(75, 'a');
  EXPECT_EQ(folded_line(seventy_five), seventy_five + "\r\n");
  EXPECT_EQ(folded_line(seventy_five + "b"), seventy_five + "\r\n b\r\n");
  // Continuations hold 74 octets after their space.
  EXPECT_EQ(folded_line(seventy_five + std::string(75, 'b')), seventy_five + "\r\n " + std::string(74, 'b') + "\r\n b\r\n");
  // "é" is two octets: at 74 + 2 it would pass 75, so it starts the next line whole.
  EXPECT_EQ(folded_line(std::string(74, 'a') + "é"), std::string(74, 'a') + "\r\n é\r\n");
  EXPECT_EQ(folded_line(""), "\r\n");
}

}  // namespace
}  // namespace marine::calendar
