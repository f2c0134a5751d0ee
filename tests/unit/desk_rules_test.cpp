// The desks' rules (docs/desks.md, "The model"): field errors by path, table-driven; and the
// first desk made from the settings' business hours.
#include "domain/settings/desk_rules.hpp"

#include <gtest/gtest.h>

#include <functional>

namespace marine::domain {
namespace {

using namespace std::chrono;
using strings = std::vector<std::string>;

constexpr time_range office{8 * 60, 18 * 60};

desk a_desk(std::string id, std::vector<category> categories)
{
  desk d{.id = std::move(id), .name = "Parts", .name_ar = "قطع", .phone = "97142345678", .email = "parts@example.com"};
  d.agents = {{"Omar", "عمر", "971501234567", true}, {"Sara", "", "971509876543", false}};
  for (int day = 0; day < 5; ++day) d.hours[static_cast<std::size_t>(day)] = {office};
  d.categories = std::move(categories);
  return d;
}

std::vector<desk> three_desks()
{
  return {a_desk("parts", {category::marine_spares}), a_desk("charter", {category::vessel_chartering}),
          a_desk("sales", {category::vessel_sales_purchase})};
}

strings fields_of(const std::vector<desk>& desks)
{
  strings out;
  auto r = validated_desks(desks);
  if (!r)
    for (const auto& e : r.error().errors) out.push_back(e.field);
  return out;
}

TEST(desk_rules, three_valid_desks_pass_and_a_category_left_out_goes_to_the_first)
{
  EXPECT_EQ(fields_of(three_desks()), strings{});
  auto desks = three_desks();
  desks[2].categories.clear();
  desks[0].name = "  Parts  ";
  const auto r = validated_desks(desks);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->at(0).categories, (std::vector{category::marine_spares, category::vessel_sales_purchase}));
  EXPECT_EQ(r->at(0).name, "Parts");
}

struct invalid_case {
  const char* name;
  std::function<void(std::vector<desk>&)> change;
  strings fields;
};

TEST(desk_rules, each_broken_rule_names_its_path)
{
  const auto day = [](int from_h, int to_h) { return time_range{from_h * 60, to_h * 60}; };
  const std::vector<invalid_case> cases = {
      {"overlapping ranges", [&](auto& d) { d[0].hours[4] = {day(8, 12), day(11, 18)}; }, {"desks.0.hours.thu.1"}},
      {"touching ranges are fine", [&](auto& d) { d[0].hours[4] = {day(8, 12), day(12, 18)}; }, {}},
      {"a range ending before it starts", [&](auto& d) { d[1].hours[0] = {day(18, 8)}; }, {"desks.1.hours.sun.0"}},
      {"an empty range", [&](auto& d) { d[1].hours[0] = {day(8, 8)}; }, {"desks.1.hours.sun.0"}},
      {"past midnight", [&](auto& d) { d[0].hours[5] = {{22 * 60, 25 * 60}}; }, {"desks.0.hours.fri.0"}},
      {"five ranges in a day",
       [&](auto& d) { d[0].hours[6] = {day(1, 2), day(3, 4), day(5, 6), day(7, 8), day(9, 10)}; },
       {"desks.0.hours.sat"}},
      {"a category named twice", [](auto& d) { d[1].categories.push_back(category::marine_spares); },
       {"desks.1.categories.1"}},
      {"6 desks", [](auto& d) { d.insert(d.end(), 3, a_desk("more", {})); }, {"desks"}},
      {"no desk", [](auto& d) { d.clear(); }, {"desks"}},
      {"a bad agent number", [](auto& d) { d[1].agents[0].whatsapp = "0501234567"; }, {"desks.1.agents.0.whatsapp"}},
      {"a bad phone", [](auto& d) { d[2].phone = "97150"; }, {"desks.2.phone"}},
      {"a bad e-mail", [](auto& d) { d[0].email = "parts@"; }, {"desks.0.email"}},
      {"a duplicate id", [](auto& d) { d[2].id = "parts"; }, {"desks.2.id"}},
      {"a bad id", [](auto& d) { d[0].id = "Parts desk"; }, {"desks.0.id"}},
      {"no name", [](auto& d) { d[0].name = " "; }, {"desks.0.name"}},
      {"a long Arabic name", [](auto& d) { d[0].name_ar = std::string(61, 'x'); }, {"desks.0.nameAr"}},
      {"no active agent",
       [](auto& d) {
         for (auto& a : d[1].agents) a.active = false;
       },
       {"desks.1.agents"}},
      {"no agent", [](auto& d) { d[1].agents.clear(); }, {"desks.1.agents"}},
      {"two agents with one number", [](auto& d) { d[0].agents[1].whatsapp = d[0].agents[0].whatsapp; },
       {"desks.0.agents.1.whatsapp"}},
      {"an exception ending before it starts",
       [](auto& d) {
         d[2].exceptions.push_back({.from = sys_days(2026y / 12 / 3), .to = sys_days(2026y / 12 / 2), .name = "National Day",
                                    .closed = true});
       },
       {"desks.2.exceptions.0.to"}},
      {"an exception of 367 days",
       [](auto& d) {
         d[0].exceptions.push_back(
             {.from = sys_days(2027y / 1 / 1), .to = sys_days(2028y / 1 / 2), .name = "Refit", .closed = true});
       },
       {"desks.0.exceptions.0.to"}},
      {"an exception of 366 days is fine",
       [](auto& d) {
         d[0].exceptions.push_back(
             {.from = sys_days(2027y / 1 / 1), .to = sys_days(2028y / 1 / 1), .name = "Refit", .closed = true});
       },
       {}},
      {"an exception's overlapping hours",
       [&](auto& d) {
         hours_exception ramadan{.from = sys_days(2027y / 2 / 8), .to = sys_days(2027y / 3 / 9), .name = "Ramadan"};
         ramadan.hours[1] = {day(9, 15), day(14, 16)};
         d[0].exceptions.push_back(ramadan);
       },
       {"desks.0.exceptions.0.hours.mon.1"}},
      {"an exception without a name",
       [](auto& d) { d[0].exceptions.push_back({.from = sys_days(2027y / 1 / 1), .to = sys_days(2027y / 1 / 1), .closed = true}); },
       {"desks.0.exceptions.0.name"}},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.name);
    auto desks = three_desks();
    c.change(desks);
    EXPECT_EQ(fields_of(desks), c.fields);
  }
}

TEST(desk_rules, the_messages_are_the_settings_messages)
{
  auto desks = three_desks();
  desks[0].agents[0].whatsapp = "123";
  desks[0].email = "x";
  const auto r = validated_desks(desks);
  ASSERT_FALSE(r);
  ASSERT_EQ(r.error().errors.size(), 2u);
  EXPECT_EQ(r.error().errors[0].message, "Email must be a valid email address");
  EXPECT_EQ(r.error().errors[1].message,
            "WhatsApp number must be a UAE number in digits with the country code: 971 then 8 or 9 digits");
}

std::string week_text(const weekly_hours& w)
{
  std::string out;
  for (std::size_t d = 0; d < w.size(); ++d) {
    out += std::string(day_keys[d]) + ":";
    for (const auto& r : w[d]) out += std::to_string(r.from) + "-" + std::to_string(r.to) + ",";
    out += " ";
  }
  return out;
}

TEST(desk_seed, the_business_hours_rows_are_read_in_12_and_24_hour_clocks)
{
  struct row_case {
    std::vector<business_hours_row> rows;
    std::optional<std::string> week;
  };
  const std::vector<row_case> cases = {
      {{{"Sunday to Thursday", "8:00 AM-6:00 PM"}, {"Friday to Saturday", "9:00 AM-5:00 PM"}},
       "sun:480-1080, mon:480-1080, tue:480-1080, wed:480-1080, thu:480-1080, fri:540-1020, sat:540-1020, "},
      {{{"Saturday to Sunday", "08:00-18:00"}, {"Friday", "Closed"}},
       "sun:480-1080, mon: tue: wed: thu: fri: sat:480-1080, "},
      {{{"Thursday", "12:00 PM-12:00 AM"}}, "sun: mon: tue: wed: thu:720-1440, fri: sat: "},
      {{{"Mon", "9 am to 1 pm, 2 pm-6 pm"}}, "sun: mon:540-780,840-1080, tue: wed: thu: fri: sat: "},
      {{{"Sunday to Thursday", "8:00 AM-6:00 PM"}, {"By appointment", "Any time"}}, std::nullopt},
      {{{"Weekdays", "8:00 AM-6:00 PM"}}, std::nullopt},
      {{{"Sunday", "6:00 PM-8:00 AM"}}, std::nullopt},
      {{{"Sunday", "13:00 PM-2:00 PM"}}, std::nullopt},
      {{{"Sunday to Monday", "8:00-12:00"}, {"Monday", "11:00-13:00"}}, std::nullopt},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.rows.front().days + " / " + c.rows.front().hours);
    const auto week = parse_business_hours(c.rows);
    ASSERT_EQ(week.has_value(), c.week.has_value());
    if (week) EXPECT_EQ(week_text(*week), *c.week);
  }
}

TEST(desk_seed, the_first_desk_is_the_settings_own_and_valid)
{
  auto s = placeholder_settings();
  s.whatsapp_number = "971501112233";
  s.company_name_ar = "خدمات";
  const auto d = seed_desk(s);
  EXPECT_EQ(d.id, "general");
  EXPECT_EQ(d.name, s.company_name);
  EXPECT_EQ(d.name_ar, "خدمات");
  EXPECT_EQ(d.phone, s.phone);
  EXPECT_EQ(d.email, s.email);
  ASSERT_EQ(d.agents.size(), 1u);
  EXPECT_EQ(d.agents[0].whatsapp, "971501112233");
  EXPECT_TRUE(d.agents[0].active);
  EXPECT_EQ(d.categories.size(), all_categories.size());
  EXPECT_TRUE(d.has_hours());
  EXPECT_TRUE(validated_desks({d}));
  s.business_hours.push_back({"Public holidays", "Closed"});
  EXPECT_FALSE(seed_desk(s).has_hours());
  s.company_name = std::string(100, 'N');
  EXPECT_EQ(seed_desk(s).name.size(), 60u);
}

}  // namespace
}  // namespace marine::domain
