// Open now, or when (docs/desks.md): every case of tests/fixtures/desk_hours.json, the table
// the browser's deskStatus is held to as well, with the
// moment injected; and desk_for.
#include "domain/settings/desk.hpp"
#include "domain/settings/desk_rules.hpp"
#include "fixture_json.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cstdio>

namespace marine::domain {
namespace {

using marine::testing::str;
using namespace std::chrono;

const boost::json::object& fixture()
{
  static const auto doc = marine::testing::read_fixture("desk_hours.json");
  return doc.as_object();
}

int minutes_of(const boost::json::value& v)
{
  int h = 0, m = 0;
  if (std::sscanf(str(v).c_str(), "%d:%d", &h, &m) != 2) throw std::runtime_error("bad time " + str(v));
  return h * 60 + m;
}

sys_days date_of(const boost::json::value& v)
{
  int y = 0;
  unsigned mo = 0, d = 0;
  if (std::sscanf(str(v).c_str(), "%d-%u-%u", &y, &mo, &d) != 3) throw std::runtime_error("bad date " + str(v));
  return sys_days(year(y) / month(mo) / day(d));
}

weekly_hours week_of(const boost::json::object& o)
{
  weekly_hours week{};
  for (std::size_t i = 0; i < day_keys.size(); ++i)
    for (const auto& r : o.at(day_keys[i]).as_array()) week[i].push_back({minutes_of(r.at("from")), minutes_of(r.at("to"))});
  return week;
}

desk desk_named(const std::string& name)
{
  const auto& o = fixture().at("desks").at(name).as_object();
  desk d{.id = name};
  d.hours = week_of(o.at("hours").as_object());
  for (const auto& e : o.at("exceptions").as_array()) {
    hours_exception x{.from = date_of(e.at("from")), .to = date_of(e.at("to")), .name = str(e.at("name")),
                      .name_ar = str(e.at("nameAr")), .closed = e.at("closed").as_bool()};
    if (const auto* h = e.as_object().if_contains("hours")) x.hours = week_of(h->as_object());
    d.exceptions.push_back(std::move(x));
  }
  return d;
}

// "2026-12-06T10:00:00+04:00" or "…Z".
system_clock::time_point instant_of(const std::string& text)
{
  int y = 0, hh = 0, mm = 0, ss = 0;
  unsigned mo = 0, d = 0;
  if (std::sscanf(text.c_str(), "%d-%u-%uT%d:%d:%d", &y, &mo, &d, &hh, &mm, &ss) != 6) throw std::runtime_error(text);
  auto t = sys_days(year(y) / month(mo) / day(d)) + hours(hh) + minutes(mm) + seconds(ss);
  const auto zone = text.substr(19);
  if (zone != "Z") {
    int oh = 0, om = 0;
    if (std::sscanf(zone.c_str() + 1, "%d:%d", &oh, &om) != 2) throw std::runtime_error(text);
    t -= (zone[0] == '-' ? -1 : 1) * (hours(oh) + minutes(om));
  }
  return t;
}

std::string shown(const desk_status& s)
{
  const char* state = s.is == desk_status::state::open ? "open" : s.is == desk_status::state::closed ? "closed" : "none";
  if (!s.at) return fmt::format("{} null", state);
  const year_month_day ymd(s.at->date);
  return fmt::format("{} {:04}-{:02}-{:02} {:02}:{:02}", state, static_cast<int>(ymd.year()),
                     static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()), s.at->minute / 60,
                     s.at->minute % 60);
}

std::string expected(const boost::json::object& e)
{
  const auto state = str(e.at("state"));
  if (e.at("at").is_null()) return state + " null";
  return fmt::format("{} {} {}", state, str(e.at("at").at("date")), str(e.at("at").at("time")));
}

TEST(desk_hours, every_case_of_the_shared_table)
{
  const auto& cases = fixture().at("cases").as_array();
  ASSERT_GE(cases.size(), 20u);
  for (const auto& c : cases) {
    const auto& o = c.as_object();
    SCOPED_TRACE(str(o.at("name")));
    EXPECT_EQ(shown(status_of(desk_named(str(o.at("desk"))), instant_of(str(o.at("now"))))),
              expected(o.at("expect").as_object()));
  }
}

TEST(desk_hours, has_hours_is_any_range_of_the_week)
{
  EXPECT_FALSE(desk_named("none").has_hours());
  EXPECT_TRUE(desk_named("night").has_hours());
  // Exceptions alone are no hours: such a desk never says open or closed.
  auto d = desk_named("office-holidays");
  d.hours = {};
  EXPECT_FALSE(d.has_hours());
  EXPECT_EQ(status_of(d, instant_of("2027-02-16T10:00:00+04:00")).is, desk_status::state::none);
}

TEST(desk_hours, the_moment_is_the_seconds_inside_its_minute)
{
  const auto d = desk_named("office");
  EXPECT_EQ(shown(status_of(d, instant_of("2026-12-06T17:59:59+04:00"))), "open 2026-12-06 18:00");
  EXPECT_EQ(shown(status_of(d, instant_of("2026-12-06T07:59:59+04:00"))), "closed 2026-12-06 08:00");
}

TEST(desk_hours, a_desk_answers_for_its_categories_and_the_first_for_the_rest)
{
  const std::vector<desk> desks = {{.id = "general", .categories = {category::marine_spares}},
                                   {.id = "charter", .categories = {category::vessel_chartering}}};
  EXPECT_EQ(desk_for(desks, category::marine_spares).id, "general");
  EXPECT_EQ(desk_for(desks, category::vessel_chartering).id, "charter");
  EXPECT_EQ(desk_for(desks, category::vessel_sales_purchase).id, "general");
}

}  // namespace
}  // namespace marine::domain
