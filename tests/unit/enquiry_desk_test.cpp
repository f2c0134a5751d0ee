// A sent list's desk (docs/desks.md, "The contract"): the desk of most items or the one the
// visitor chose, the agent its chat opens, and the closed desk's line in the message, in
// both languages, with injected moments.
#include "api/json/enquiry_json.hpp"
#include "domain/enquiries/enquiry_desk.hpp"
#include "domain/enquiries/enquiry_message.hpp"
#include "domain/enquiries/enquiry_rules.hpp"
#include "domain/enquiries/lead_mail.hpp"

#include <gtest/gtest.h>

namespace marine::domain {
namespace {

using namespace std::chrono;

// 2026-12-06 is a Sunday.
dubai_moment at(int y, unsigned m, unsigned d, int hour, int minute = 0)
{
  return {sys_days(year(y) / month(m) / day(d)), hour * 60 + minute};
}

TEST(enquiry_desk, the_reply_line_says_when_the_desk_answers)
{
  const auto words = api::enquiry_wordings_from_catalogues();
  struct row {
    const char* lang;
    dubai_moment now, next;
    const char* line;
  };
  const row rows[] = {
      {"en", at(2026, 12, 7, 7, 10), at(2026, 12, 7, 9), "We will reply from 9:00; your reference is Q-7K4M"},
      {"en", at(2026, 12, 12, 14), at(2026, 12, 13, 9), "We will reply tomorrow 9:00; your reference is Q-7K4M"},
      {"en", at(2026, 12, 11, 22), at(2026, 12, 13, 9), "We will reply from Sunday 9:00; your reference is Q-7K4M"},
      {"en", at(2026, 12, 7, 20), at(2026, 12, 13, 8, 30), "We will reply from Sunday 8:30; your reference is Q-7K4M"},
      {"en", at(2026, 12, 6, 20), at(2026, 12, 13, 18), "We will reply from 13 December 18:00; your reference is Q-7K4M"},
      {"en", at(2026, 12, 30, 18), at(2027, 1, 3, 9), "We will reply from Sunday 9:00; your reference is Q-7K4M"},
      {"en", at(2026, 12, 24, 18), at(2027, 1, 3, 9), "We will reply from 3 January 9:00; your reference is Q-7K4M"},
      {"en", at(2026, 12, 31, 23, 50), at(2027, 1, 1, 0, 5), "We will reply tomorrow 0:05; your reference is Q-7K4M"},
      {"ar", at(2026, 12, 7, 7, 10), at(2026, 12, 7, 9), "سنرد عليك ابتداءً من 9:00؛ رقمك المرجعي Q-7K4M"},
      {"ar", at(2026, 12, 12, 14), at(2026, 12, 13, 9), "سنرد عليك غدًا 9:00؛ رقمك المرجعي Q-7K4M"},
      {"ar", at(2026, 12, 11, 22), at(2026, 12, 13, 9), "سنرد عليك ابتداءً من الأحد 9:00؛ رقمك المرجعي Q-7K4M"},
      {"ar", at(2026, 12, 10, 22), at(2026, 12, 12, 9), "سنرد عليك ابتداءً من السبت 9:00؛ رقمك المرجعي Q-7K4M"},
      {"ar", at(2026, 12, 24, 18), at(2027, 1, 3, 9), "سنرد عليك ابتداءً من 3 يناير 9:00؛ رقمك المرجعي Q-7K4M"},
  };
  for (const auto& r : rows)
    EXPECT_EQ(reply_line(words.in(r.lang).reply, "Q-7K4M", r.now, r.next), r.line) << r.lang << ' ' << r.line;
}

TEST(enquiry_desk, dubai_time_is_four_hours_ahead_of_utc)
{
  EXPECT_EQ(dubai_time(sys_days(year(2026) / 12 / 11) + hours(18)), at(2026, 12, 11, 22));
  EXPECT_EQ(dubai_time(sys_days(year(2026) / 12 / 31) + hours(20) + minutes(30) + seconds(59)), at(2027, 1, 1, 0, 30));
}

TEST(enquiry_desk, a_closed_desk_adds_its_line_after_the_reference_and_before_the_note)
{
  const auto words = api::enquiry_wordings_from_catalogues();
  enquiry lead{.ref = "Q-7K4M", .lang = "en", .note = "Port Rashid"};
  lead.items.push_back({.product_id = "p1", .name = "Anchor", .category = "marine-spares", .quantity = 1});
  const auto open = enquiry_links_for(lead, words, "971501234567", "parts@example.ae");
  EXPECT_EQ(open.message, "Hello, I would like a quote for:\n1. Anchor × 1\nReference: Q-7K4M\nNote: Port Rashid");
  const auto closed = enquiry_links_for(lead, words, "971501234567", "parts@example.ae",
                                        closed_desk{at(2026, 12, 11, 22), at(2026, 12, 13, 9)});
  EXPECT_EQ(closed.message, "Hello, I would like a quote for:\n1. Anchor × 1\nReference: Q-7K4M\n"
                            "We will reply from Sunday 9:00; your reference is Q-7K4M\nNote: Port Rashid");
  lead.lang = "ar";
  const auto arabic = enquiry_links_for(lead, words, "971501234567", "parts@example.ae",
                                        closed_desk{at(2026, 12, 12, 20), at(2026, 12, 13, 9)});
  EXPECT_NE(arabic.message.find("الرقم المرجعي: Q-7K4M\nسنرد عليك غدًا 9:00؛ رقمك المرجعي Q-7K4M\n"), std::string::npos)
      << arabic.message;
}

desk make_desk(std::string id, std::vector<category> categories, std::vector<desk_agent> agents = {})
{
  desk d{.id = std::move(id), .name = "Desk", .email = "desk@example.ae"};
  d.categories = std::move(categories);
  d.agents = agents.empty() ? std::vector<desk_agent>{{"A", "", "971500000001", true}} : std::move(agents);
  return d;
}

enquiry_item item(const char* category) { return {.product_id = "p", .name = "n", .category = category}; }

TEST(enquiry_desk, a_list_goes_to_the_desk_of_most_items_or_the_one_chosen)
{
  const std::vector<desk> desks = {make_desk("parts", {category::marine_spares}),
                                   make_desk("charter", {category::vessel_chartering}),
                                   make_desk("sales", {category::vessel_sales_purchase})};
  const auto spare = item("marine-spares"), charter = item("vessel-chartering"), sale = item("vessel-sales-purchase");
  struct row {
    std::optional<std::string> asked;
    std::vector<enquiry_item> items;
    std::size_t missing;
    const char* desk;  // nullptr: refused
  };
  const row rows[] = {
      {std::nullopt, {spare}, 0, "parts"},
      {std::nullopt, {charter, charter, spare}, 0, "charter"},
      {std::nullopt, {sale, charter}, 0, "charter"},       // a tie: the earlier desk
      {std::nullopt, {charter}, 2, "parts"},               // missing lines count as parts
      {std::nullopt, {}, 1, "parts"},
      {std::nullopt, {sale, sale, spare}, 0, "sales"},
      {std::string("sales"), {spare, spare}, 0, "sales"},  // the visitor's choice
      {std::string("nope"), {spare}, 0, nullptr},
  };
  for (const auto& r : rows) {
    const auto* d = desk_of_enquiry(desks, r.asked, r.items, r.missing);
    if (!r.desk) EXPECT_EQ(d, nullptr);
    else ASSERT_NE(d, nullptr) << r.desk;
    if (d && r.desk) EXPECT_EQ(d->id, r.desk);
  }
  // A category no desk lists belongs to the first (the general) desk.
  const std::vector<desk> two = {make_desk("general", {category::marine_spares}), make_desk("charter", {category::vessel_chartering})};
  EXPECT_EQ(desk_of_enquiry(two, std::nullopt, {sale, sale, charter}, 0)->id, "general");
  EXPECT_EQ(desk_of_enquiry({}, std::nullopt, {spare}, 0), nullptr);
}

TEST(enquiry_desk, the_chat_goes_to_the_visitors_agent_only_when_on_duty_at_that_desk)
{
  const auto d = make_desk("parts", {category::marine_spares},
                           {{"Off", "", "971500000001", false}, {"On", "", "971500000002", true}, {"Too", "", "971500000003", true}});
  EXPECT_EQ(agent_of(d, std::nullopt), "971500000002") << "the first active agent";
  EXPECT_EQ(agent_of(d, std::string("971500000003")), "971500000003");
  EXPECT_EQ(agent_of(d, std::string("971500000001")), "971500000002") << "an agent off duty is not honoured";
  EXPECT_EQ(agent_of(d, std::string("971509999999")), "971500000002") << "nor a number of no agent";
  EXPECT_TRUE(is_desk_id("parts") && is_desk_id("a") && is_desk_id("vessel-sales-2"));
  for (const char* bad : {"", "-parts", "Parts", "parts_1", "a234567890123456789012345678901234"}) EXPECT_FALSE(is_desk_id(bad)) << bad;
}

TEST(enquiry_desk, the_digest_sends_each_desk_its_own_leads)
{
  const auto words = api::enquiry_wordings_from_catalogues();
  auto parts = make_desk("parts", {category::marine_spares});
  parts.email = "parts@example.ae";
  auto charter = make_desk("charter", {category::vessel_chartering});
  charter.email = "charter@example.ae";
  std::vector<enquiry> leads;
  for (const auto& [ref, desk_id] : std::vector<std::pair<const char*, std::optional<std::string>>>{
           {"Q-AAAA", "charter"}, {"Q-BBBB", std::nullopt}, {"Q-CCCC", "parts"}, {"Q-DDDD", "charter"}, {"Q-EEEE", "gone"}}) {
    enquiry e{.ref = ref, .lang = "en"};
    e.desk = desk_id;
    e.items.push_back(item("marine-spares"));
    leads.push_back(std::move(e));
  }
  const auto digests = desk_digests(leads, {parts, charter}, words, "office@example.ae", "https://m.example", "ABCDEF");
  ASSERT_EQ(digests.size(), 3u);
  EXPECT_EQ(digests[0].mail.to, "charter@example.ae");
  EXPECT_EQ(digests[0].refs, (std::vector<std::string>{"Q-AAAA", "Q-DDDD"}));
  EXPECT_EQ(digests[1].mail.to, "office@example.ae") << "no desk, or a removed one: the settings' e-mail";
  EXPECT_EQ(digests[1].refs, (std::vector<std::string>{"Q-BBBB", "Q-EEEE"}));
  EXPECT_EQ(digests[2].mail.to, "parts@example.ae");
  EXPECT_EQ(digests[2].mail.subject, "New enquiries: Q-CCCC");
  EXPECT_NE(digests[0].mail.key, digests[2].mail.key);
}

}  // namespace
}  // namespace marine::domain
