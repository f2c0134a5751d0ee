// The charter's pure rules (docs/charter.md, "Pricing"): one table of quotes over one set of
// terms (minimums by weekday and sunset window, overtime rounding, an event price across
// midnight, a season boundary, the daily rate, extras, VAT, deposit, guests), and one table
// of terms that validation refuses, each error named by its path.
#include "domain/charter/charter_quote.hpp"

#include <gtest/gtest.h>

#include <string>

namespace marine::domain {
namespace {

// Hourly 500, daily 3000, at least 2 h; Fri-Sun from 17:00 to 02:00 at least 4 h; Mon-Thu
// 16:00-19:00 (sunset) at least 3 h; overtime in 60-minute steps; New Year's Eve at 800 an
// hour; summer at 400 an hour or 2500 a day; deposit 25 %.
charter_terms_input sample_input()
{
  charter_terms_input in;
  in.hourly_rate = "500";
  in.daily_rate = "3000.00";
  in.minimum_hours = 2;
  in.minimum_rules = {{.days = {5, 6, 0}, .from = "17:00", .to = "02:00", .hours = 4},
                      {.days = {1, 2, 3, 4}, .from = "16:00", .to = "19:00", .hours = 3}};
  in.overtime_step_minutes = 60;
  in.date_prices = {{.from = "2026-12-31", .to = "2026-12-31", .hourly_rate = "800", .label = "New Year's Eve", .label_ar = "ليلة رأس السنة"},
                    {.from = "2027-07-01", .to = "2027-08-31", .hourly_rate = "400", .daily_rate = "2500", .label = "Summer"}};
  in.extras = {{.id = "catering", .name = "Catering", .name_ar = "ضيافة", .price = "50", .unit = "guest"},
               {.id = "jetski", .name = "Jet ski", .price = "200", .unit = "hour"},
               {.id = "decor", .name = "Decoration", .price = "300", .unit = "booking"}};
  in.deposit_percent = 25;
  in.turnaround_minutes = 60;
  return in;
}

charter_terms terms_with(void (*change)(charter_terms_input&))
{
  auto in = sample_input();
  if (change) change(in);
  auto t = validate_charter_terms(in);
  if (!t) throw std::runtime_error("sample terms refused: " + t.error().message);
  return *t;
}

struct quote_case {
  const char* name;
  quote_request_input request;
  std::string expected;  // "kind amount|…; total T; vat V; deposit D; charged M; minimum M; rule R" or "error FIELD"
  bool vat = false;
  void (*change)(charter_terms_input&) = nullptr;
};

std::string summary(const result<charter_quote>& q)
{
  if (!q) return "error " + (q.error().errors.empty() ? std::string("?") : q.error().errors.front().field);
  std::string out;
  for (const auto& l : q->lines) out += std::string(out.empty() ? "" : "|") + std::string(kind_name(l.kind)) + " " + format_amount(l.amount);
  const int rule = !q->rule ? -1 : q->rule->from == 17 * 60 ? 0 : 1;
  return out + "; total " + format_amount(q->total) + "; vat " + format_amount(q->vat) + "; deposit " + format_amount(q->deposit) +
         "; charged " + std::to_string(q->minutes_charged) + "; minimum " + std::to_string(q->minimum_minutes) + "; rule " +
         std::to_string(rule);
}

quote_request_input req(const char* date, const char* start, double hours, long long guests = 4,
                        std::vector<extra_choice_input> extras = {}, const char* lang = "en")
{
  return {.date = date, .start = start, .hours = hours, .guests = guests, .extras = std::move(extras), .lang = lang};
}

void step_30(charter_terms_input& in) { in.overtime_step_minutes = 30; }
void daily_only(charter_terms_input& in) { in.hourly_rate.reset(); }

// 2026-12-04 is a Friday, 12-05 a Saturday, 12-06 a Sunday, 12-07 a Monday, 12-31 a Thursday.
const quote_case quote_cases[] = {
    {"weekday without a rule: the terms' minimum", req("2026-12-07", "10:00", 2), "base 1000.00; total 1000.00; vat 0.00; deposit 250.00; charged 120; minimum 120; rule -1"},
    {"under the terms' minimum refused", req("2026-12-07", "10:00", 1.5), "error hours"},
    {"weekday sunset window sets 3 h", req("2026-12-07", "16:00", 3), "base 1500.00; total 1500.00; vat 0.00; deposit 375.00; charged 180; minimum 180; rule 1"},
    {"weekday sunset window: 2.5 h refused", req("2026-12-07", "16:00", 2.5), "error hours"},
    {"window end is outside it", req("2026-12-07", "19:00", 2), "base 1000.00; total 1000.00; vat 0.00; deposit 250.00; charged 120; minimum 120; rule -1"},
    {"Friday evening: 4 h", req("2026-12-04", "17:00", 4), "base 2000.00; total 2000.00; vat 0.00; deposit 500.00; charged 240; minimum 240; rule 0"},
    {"Friday evening: 3 h refused", req("2026-12-04", "17:00", 3), "error hours"},
    {"Friday before the window", req("2026-12-04", "16:30", 2), "base 1000.00; total 1000.00; vat 0.00; deposit 250.00; charged 120; minimum 120; rule -1"},
    {"Saturday 01:00 is Friday night's window", req("2026-12-05", "01:00", 4), "base 2000.00; total 2000.00; vat 0.00; deposit 500.00; charged 240; minimum 240; rule 0"},
    {"Monday 01:00 is Sunday night's window", req("2026-12-07", "01:00", 2), "error hours"},
    {"Tuesday 01:00: Monday has no night window", req("2026-12-08", "01:00", 2), "base 1000.00; total 1000.00; vat 0.00; deposit 250.00; charged 120; minimum 120; rule -1"},
    {"Saturday 02:00: the night window has closed", req("2026-12-05", "02:00", 2), "base 1000.00; total 1000.00; vat 0.00; deposit 250.00; charged 120; minimum 120; rule -1"},
    {"overtime 30 min rounded up to a 60 min step", req("2026-12-07", "10:00", 2.5), "base 1000.00|overtime 500.00; total 1500.00; vat 0.00; deposit 375.00; charged 180; minimum 120; rule -1"},
    {"overtime in 30 min steps is not rounded", req("2026-12-07", "10:00", 2.5), "base 1000.00|overtime 250.00; total 1250.00; vat 0.00; deposit 312.50; charged 150; minimum 120; rule -1", false, step_30},
    {"overtime of whole steps", req("2026-12-07", "10:00", 3), "base 1000.00|overtime 500.00; total 1500.00; vat 0.00; deposit 375.00; charged 180; minimum 120; rule -1"},
    {"overtime after the Friday minimum", req("2026-12-04", "18:00", 5.5), "base 2000.00|overtime 1000.00; total 3000.00; vat 0.00; deposit 750.00; charged 360; minimum 240; rule 0"},
    {"daily rate when cheaper than the hours", req("2026-12-07", "08:00", 7), "base 3000.00; total 3000.00; vat 0.00; deposit 750.00; charged 420; minimum 120; rule -1"},
    {"hours when the daily rate is not cheaper", req("2026-12-07", "08:00", 6), "base 1000.00|overtime 2000.00; total 3000.00; vat 0.00; deposit 750.00; charged 360; minimum 120; rule -1"},
    {"daily rate only", req("2026-12-07", "10:00", 2), "base 3000.00; total 3000.00; vat 0.00; deposit 750.00; charged 120; minimum 120; rule -1", false, daily_only},
    {"event price across midnight", req("2026-12-31", "22:00", 4), "event 1600.00|overtime 1000.00; total 2600.00; vat 0.00; deposit 650.00; charged 240; minimum 120; rule -1"},
    {"event price inside its day", req("2026-12-31", "10:00", 2), "event 1600.00; total 1600.00; vat 0.00; deposit 400.00; charged 120; minimum 120; rule -1"},
    {"season boundary splits the hours", req("2027-06-30", "22:00", 4), "base 1000.00|event 800.00; total 1800.00; vat 0.00; deposit 450.00; charged 240; minimum 120; rule -1"},
    {"season's daily rate when cheaper", req("2027-07-05", "08:00", 8), "event 2500.00; total 2500.00; vat 0.00; deposit 625.00; charged 480; minimum 120; rule -1"},
    {"midnight without a date price: one base line", req("2026-12-07", "23:30", 2), "base 1000.00; total 1000.00; vat 0.00; deposit 250.00; charged 120; minimum 120; rule -1"},
    {"extra per guest", req("2026-12-07", "10:00", 2, 10, {{"catering", 1}}), "base 1000.00|extra 500.00; total 1500.00; vat 0.00; deposit 375.00; charged 120; minimum 120; rule -1"},
    {"extra per hour on the charged hours", req("2026-12-07", "10:00", 2.5, 4, {{"jetski", 2}}), "base 1000.00|overtime 500.00|extra 1200.00; total 2700.00; vat 0.00; deposit 675.00; charged 180; minimum 120; rule -1"},
    {"extra per booking times its quantity", req("2026-12-07", "10:00", 2, 4, {{"decor", 2}}), "base 1000.00|extra 600.00; total 1600.00; vat 0.00; deposit 400.00; charged 120; minimum 120; rule -1"},
    {"unknown extra refused", req("2026-12-07", "10:00", 2, 4, {{"caviar", 1}}), "error extras.0.id"},
    {"extra quantity 0 refused", req("2026-12-07", "10:00", 2, 4, {{"decor", 0}}), "error extras.0.quantity"},
    {"an extra twice refused", req("2026-12-07", "10:00", 2, 4, {{"decor", 1}, {"decor", 1}}), "error extras.1.id"},
    {"VAT on: 5 % within the prices", req("2026-12-07", "10:00", 2), "base 1000.00; total 1000.00; vat 47.62; deposit 250.00; charged 120; minimum 120; rule -1", true},
    {"VAT on with extras", req("2026-12-07", "10:00", 2, 10, {{"catering", 1}}), "base 1000.00|extra 500.00; total 1500.00; vat 71.43; deposit 375.00; charged 120; minimum 120; rule -1", true},
    {"VAT off", req("2026-12-07", "10:00", 3), "base 1000.00|overtime 500.00; total 1500.00; vat 0.00; deposit 375.00; charged 180; minimum 120; rule -1", false},
    {"guests at the maximum", req("2026-12-07", "10:00", 2, 12), "base 1000.00; total 1000.00; vat 0.00; deposit 250.00; charged 120; minimum 120; rule -1"},
    {"guests over the maximum refused", req("2026-12-07", "10:00", 2, 13), "error guests"},
    {"no guests refused", req("2026-12-07", "10:00", 2, 0), "error guests"},
    {"hours not in half hours refused", req("2026-12-07", "10:00", 2.25), "error hours"},
    {"more than 24 hours refused", req("2026-12-07", "10:00", 24.5), "error hours"},
    {"a day that does not exist refused", req("2026-02-30", "10:00", 2), "error date"},
    {"a time that does not exist refused", req("2026-12-07", "25:00", 2), "error start"},
    {"another language refused", req("2026-12-07", "10:00", 2, 4, {}, "fr"), "error lang"},
};

class charter_quotes : public testing::TestWithParam<quote_case> {};

TEST_P(charter_quotes, itemises_as_the_rules_say)
{
  const auto& c = GetParam();
  const auto terms = terms_with(c.change);
  EXPECT_EQ(summary(quote_charter(terms, c.request, 12, c.vat)), c.expected);
}

INSTANTIATE_TEST_SUITE_P(table, charter_quotes, testing::ValuesIn(quote_cases), [](const auto& info) {
  std::string name;
  for (const char ch : std::string(info.param.name)) name += std::isalnum(static_cast<unsigned char>(ch)) ? ch : '_';
  return name;
});

TEST(charter_quote, reports_the_rule_and_labels_in_arabic)
{
  const auto terms = terms_with(nullptr);
  const auto q = quote_charter(terms, req("2026-12-31", "22:00", 4, 2, {{"catering", 1}}, "ar"), 12, true);
  ASSERT_TRUE(q);
  EXPECT_EQ(q->lines[0].label, "ليلة رأس السنة: 2 س × 800.00");
  EXPECT_EQ(q->lines[1].label, "ساعات إضافية: 2 س × 500.00");
  EXPECT_EQ(q->lines[2].label, "ضيافة: 1 × 2 ضيف × 50.00");
  const auto fri = quote_charter(terms, req("2026-12-04", "20:00", 4), 12, false);
  ASSERT_TRUE(fri && fri->rule);
  EXPECT_EQ(*fri->rule, terms.minimum_rules[0]);
  EXPECT_EQ(fri->lines[0].label, "Base hours: 4 h × 500.00");
}

// The largest amount a price holds bounds a quote, so every amount a lead stores reads back.
TEST(charter_quote, a_quote_past_the_largest_amount_is_refused_on_hours)
{
  auto terms = terms_with([](charter_terms_input& in) { in.hourly_rate = "99999999.99"; in.daily_rate.reset(); in.minimum_hours = 1; });
  const auto one = quote_charter(terms, req("2026-12-07", "10:00", 1), 12, false);
  ASSERT_TRUE(one);
  EXPECT_EQ(one->total, max_amount);
  EXPECT_EQ(parse_amount(format_amount(one->total)), max_amount);
  const auto two = quote_charter(terms, req("2026-12-07", "10:00", 2), 12, false);
  ASSERT_FALSE(two);
  ASSERT_EQ(two.error().errors.size(), 1u);
  EXPECT_EQ(two.error().errors[0].field, "hours");
}

struct terms_case {
  const char* name;
  void (*change)(charter_terms_input&);
  const char* field;  // nullptr: accepted
};

const terms_case terms_cases[] = {
    {"sample terms accepted", [](charter_terms_input&) {}, nullptr},
    {"no rate at all", [](charter_terms_input& in) { in.hourly_rate.reset(); in.daily_rate.reset(); }, "charter.hourlyRate"},
    {"three decimals", [](charter_terms_input& in) { in.hourly_rate = "12.345"; }, "charter.hourlyRate"},
    {"a zero daily rate", [](charter_terms_input& in) { in.daily_rate = "0"; }, "charter.dailyRate"},
    {"minimum hours 0", [](charter_terms_input& in) { in.minimum_hours = 0; }, "charter.minimumHours"},
    {"rule start not a time", [](charter_terms_input& in) { in.minimum_rules[0].from = "25:00"; }, "charter.minimumRules.0.from"},
    {"rule end not a time", [](charter_terms_input& in) { in.minimum_rules[1].to = "7pm"; }, "charter.minimumRules.1.to"},
    {"rule day 7", [](charter_terms_input& in) { in.minimum_rules[0].days = {7}; }, "charter.minimumRules.0.days"},
    {"rule without days", [](charter_terms_input& in) { in.minimum_rules[0].days.clear(); }, "charter.minimumRules.0.days"},
    {"rule hours 0.3", [](charter_terms_input& in) { in.minimum_rules[1].hours = 0.3; }, "charter.minimumRules.1.hours"},
    {"overtime step 45", [](charter_terms_input& in) { in.overtime_step_minutes = 45; }, "charter.overtimeStepMinutes"},
    {"date price ending before it starts", [](charter_terms_input& in) { in.date_prices[0].to = "2026-12-30"; }, "charter.datePrices.0.to"},
    {"date prices overlapping", [](charter_terms_input& in) { in.date_prices[1].from = "2026-12-31"; }, "charter.datePrices.1.from"},
    {"date price without a rate", [](charter_terms_input& in) { in.date_prices[0].hourly_rate.reset(); }, "charter.datePrices.0.hourlyRate"},
    {"date price without a label", [](charter_terms_input& in) { in.date_prices[1].label = " "; }, "charter.datePrices.1.label"},
    {"extra id twice", [](charter_terms_input& in) { in.extras[1].id = "catering"; }, "charter.extras.1.id"},
    {"extra unit per day", [](charter_terms_input& in) { in.extras[0].unit = "day"; }, "charter.extras.0.unit"},
    {"extra price negative", [](charter_terms_input& in) { in.extras[2].price = "-5"; }, "charter.extras.2.price"},
    {"deposit 101 %", [](charter_terms_input& in) { in.deposit_percent = 101; }, "charter.depositPercent"},
    {"turnaround negative", [](charter_terms_input& in) { in.turnaround_minutes = -5; }, "charter.turnaroundMinutes"},
    {"cancellation terms with a control character", [](charter_terms_input& in) { in.cancellation_terms = std::string("a\x01b"); }, "charter.cancellationTerms"},
};

class charter_terms_rules : public testing::TestWithParam<terms_case> {};

TEST_P(charter_terms_rules, name_the_field_by_its_path)
{
  const auto& c = GetParam();
  auto in = sample_input();
  c.change(in);
  const auto t = validate_charter_terms(in);
  if (!c.field) {
    EXPECT_TRUE(t) << (t ? "" : t.error().errors.front().field);
    return;
  }
  ASSERT_FALSE(t);
  ASSERT_FALSE(t.error().errors.empty());
  EXPECT_EQ(t.error().errors.front().field, c.field);
}

INSTANTIATE_TEST_SUITE_P(table, charter_terms_rules, testing::ValuesIn(terms_cases), [](const auto& info) {
  std::string name;
  for (const char ch : std::string(info.param.name)) name += std::isalnum(static_cast<unsigned char>(ch)) ? ch : '_';
  return name;
});

}  // namespace
}  // namespace marine::domain
