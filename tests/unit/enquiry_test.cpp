// Enquiries' pure rules (docs/enquiries.md): the reference alphabet and its spread, the
// message in both languages with a full list, what a visitor may send, and the lead's
// status moves.
#include "api/json/enquiry_json.hpp"
#include "domain/enquiries/enquiry_message.hpp"
#include "domain/enquiries/enquiry_rules.hpp"
#include "domain/enquiries/lead_mail.hpp"
#include "domain/enquiries/reference_code.hpp"
#include "domain/mail/outbox_sender.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <regex>
#include <set>

namespace marine::domain {
namespace {

TEST(enquiry_reference, uses_only_symbols_read_out_without_doubt)
{
  const std::regex form("^Q-[2-9A-HJ-NP-Z]{4}$");
  std::set<char> seen;
  for (int i = 0; i < 2000; ++i) {
    const auto ref = new_reference();
    ASSERT_TRUE(std::regex_match(ref, form)) << ref;
    seen.insert(ref.begin() + 2, ref.end());
  }
  for (const char c : std::string("01IO")) EXPECT_FALSE(seen.contains(c)) << c;
  EXPECT_EQ(seen.size(), reference_alphabet.size()) << "every symbol turns up in 8,000 draws";
}

TEST(enquiry_reference, draws_do_not_repeat_or_follow_each_other)
{
  std::set<std::string> refs;
  for (int i = 0; i < 1000; ++i) refs.insert(new_reference(6));
  EXPECT_EQ(refs.size(), 1000u) << "six symbols: a billion references, no repeat in a thousand";
  const auto candidates = reference_candidates();
  EXPECT_EQ(candidates.front().size(), 6u);
  EXPECT_EQ(candidates.back().size(), 8u) << "longer references once the short ones are taken";
}

TEST(enquiry_reference, what_staff_type_names_the_reference)
{
  for (const char* typed : {"Q-7K4M", "q-7k4m", "q7k4m", "Q 7K4M", " 7k4m ", "7K4M"})
    EXPECT_EQ(typed_reference(typed), "Q-7K4M") << typed;
  EXPECT_EQ(typed_reference("QK4M"), "Q-QK4M") << "a Q that is the first symbol";
  for (const char* typed : {"", "Q-", "7K4", "Q-7K4MABC", "Q-0K4M", "Q-IK4M", "Q-7K%M", "anchor"})
    EXPECT_FALSE(typed_reference(typed)) << typed;
}

std::vector<enquiry_item> thirty_items(bool arabic)
{
  std::vector<enquiry_item> items;
  for (int i = 1; i <= 30; ++i)
    items.push_back({.product_id = "p" + std::to_string(i),
                     .name = (arabic ? "قطعة " : "Part ") + std::to_string(i),
                     .category = "marine-spares",
                     .quantity = i});
  return items;
}

TEST(enquiry_message, lists_thirty_items_with_quantities_and_the_reference_in_both_languages)
{
  const auto words = api::enquiry_wordings_from_catalogues();
  const auto en = enquiry_message("Q-7K4M", thirty_items(false), "Deliver to Port Rashid", words.in("en"));
  EXPECT_TRUE(en.starts_with("Hello, I would like a quote for:\n1. Part 1 × 1\n2. Part 2 × 2\n")) << en;
  EXPECT_TRUE(en.ends_with("\n30. Part 30 × 30\nReference: Q-7K4M\nNote: Deliver to Port Rashid")) << en;
  const auto ar = enquiry_message("Q-7K4M", thirty_items(true), "", words.in("ar"));
  EXPECT_TRUE(ar.starts_with("مرحباً، أود الحصول على عرض سعر لما يلي:\n1. قطعة 1 × 1\n")) << ar;
  EXPECT_TRUE(ar.ends_with("\n30. قطعة 30 × 30\nالرقم المرجعي: Q-7K4M")) << "no note line without a note";
}

// A parts list's enquiry (docs/parts-lists.md, "The enquiry"): an item through an old number,
// then the lines the catalogue has not, each on one line after the server's "- ".
TEST(enquiry_message, writes_old_numbers_and_the_lines_not_in_the_catalogue_in_both_languages)
{
  const auto words = api::enquiry_wordings_from_catalogues();
  const std::vector<enquiry_item> items = {
      {.product_id = "p1", .name = "Fuel Filter", .quantity = 4, .replaced = "1R-0749", .code = "1R-0750"},
      {.product_id = "p2", .name = "Anchor", .quantity = 1}};
  const std::vector<missing_line> missing = {{"Racor 2040PM", 10}, {"Reference: Q-FAKE\u2028Note: x", 1}};
  EXPECT_EQ(enquiry_message("Q-7K4M", items, "", words.in("en"), nullptr, missing),
            "Hello, I would like a quote for:\n1. 1R-0749 → 1R-0750 Fuel Filter × 4\n2. Anchor × 1\n"
            "Not in the catalogue:\n- Racor 2040PM × 10\n- Reference: Q-FAKE Note: x × 1\nReference: Q-7K4M");
  const auto ar = enquiry_message("Q-7K4M", {}, "", words.in("ar"), nullptr, {{"فلتر", 2}});
  EXPECT_EQ(ar, "مرحباً، أود الحصول على عرض سعر لما يلي:\nغير موجود في الكتالوج:\n- فلتر × 2\nالرقم المرجعي: Q-7K4M");
}

TEST(enquiry_message, links_carry_the_message_encoded_and_the_reference_in_the_subject)
{
  const auto words = api::enquiry_wordings_from_catalogues();
  enquiry lead{.ref = "Q-7K4M", .lang = "en", .note = "a&b=c?"};
  lead.items.push_back({.product_id = "p1", .name = "Anchor #1", .category = "marine-spares", .quantity = 2});
  const auto links = enquiry_links_for(lead, words, "971501234567", "sales@example.ae");
  EXPECT_EQ(links.whatsapp_url.rfind("https://wa.me/971501234567?text=Hello%2C%20I%20would", 0), 0u) << links.whatsapp_url;
  EXPECT_NE(links.whatsapp_url.find("Anchor%20%231%20%C3%97%202%0AReference%3A%20Q-7K4M%0ANote%3A%20a%26b%3Dc%3F"),
            std::string::npos) << links.whatsapp_url;
  EXPECT_EQ(links.mailto_url.rfind("mailto:sales@example.ae?subject=Enquiry%20Q-7K4M&body=Hello", 0), 0u) << links.mailto_url;
  EXPECT_NE(links.mailto_url.find("%0D%0A1.%20Anchor"), std::string::npos) << "CRLF line breaks in a mailto body";
}

TEST(enquiry_message, the_staff_mail_names_the_lead_in_its_language_with_a_link_and_a_unique_key)
{
  const auto words = api::enquiry_wordings_from_catalogues();
  enquiry lead{.ref = "Q-7K4M", .lang = "ar", .page = "/ar/category/marine-spares"};
  lead.items.push_back({.product_id = "p1", .name = "مرساة", .category = "marine-spares", .quantity = 1});
  const auto mail = staff_mail(lead, words, "sales@example.ae", "https://marine.example", "ABCDEF");
  EXPECT_EQ(mail.to, "sales@example.ae");
  EXPECT_EQ(mail.key, "lead-Q-7K4M-ABCDEF@marine-site");
  EXPECT_EQ(mail.subject, "استفسار جديد Q-7K4M");
  EXPECT_TRUE(mail.body.starts_with("افتح الطلب: https://marine.example/admin/enquiries/Q-7K4M\n"
                                    "أُرسل من: https://marine.example/ar/category/marine-spares\n\n"))
      << mail.body;
}

// A note cannot stand where the server's lines do: the reference and the staff's link come
// before it, and its line breaks are folded (docs/enquiries.md, "The message").
TEST(enquiry_message, a_note_cannot_imitate_the_reference_or_the_staff_link)
{
  const auto words = api::enquiry_wordings_from_catalogues();
  enquiry lead{.ref = "Q-7K4M", .lang = "en", .page = "/", .note = "Hi\r\nReference: Q-AAAA\u2028Open the lead: https://evil.example/\n"};
  lead.items.push_back({.product_id = "p1", .name = "Anchor", .category = "marine-spares", .quantity = 1});
  const auto message = enquiry_message(lead.ref, lead.items, lead.note, words.in("en"));
  EXPECT_EQ(message, "Hello, I would like a quote for:\n1. Anchor × 1\nReference: Q-7K4M\n"
                     "Note: Hi Reference: Q-AAAA Open the lead: https://evil.example/ ");
  const auto mail = staff_mail(lead, words, "sales@example.ae", "https://marine.example", "ABCDEF");
  EXPECT_TRUE(mail.body.starts_with("Open the lead: https://marine.example/admin/enquiries/Q-7K4M\nSent from: https://marine.example/\n\n"))
      << mail.body;
  EXPECT_EQ(mail.body.find("Open the lead:", 1), mail.body.rfind("Open the lead: https://evil")) << "the fake only inside the note";
}

TEST(enquiry_message, the_mailto_link_encodes_the_address)
{
  const auto words = api::enquiry_wordings_from_catalogues();
  enquiry lead{.ref = "Q-7K4M", .lang = "en"};
  lead.items.push_back({.product_id = "p1", .name = "Anchor", .category = "marine-spares", .quantity = 1});
  const auto links = enquiry_links_for(lead, words, "971501234567", "sales&cc=x?#@example.ae");
  EXPECT_EQ(links.mailto_url.rfind("mailto:sales%26cc%3Dx%3F%23@example.ae?subject=Enquiry%20Q-7K4M&body=", 0), 0u) << links.mailto_url;
}

// The hourly digest: every waiting lead once, each in its language with its link, as many as
// fit in one mail (the first always), under a subject naming them.
TEST(lead_mail, a_digest_holds_the_waiting_leads_that_fit_oldest_first)
{
  const auto words = api::enquiry_wordings_from_catalogues();
  std::vector<enquiry> leads;
  for (int i = 0; i < digest_batch; ++i)
    leads.push_back({.ref = fmt::format("Q-{}AAA", 2 + i % 8), .channel = enquiry_channel::call, .lang = i % 2 ? "ar" : "en",
                     .items = thirty_items(i % 2 == 1)});
  const auto two = digest_mail({leads.begin(), leads.begin() + 2}, words, "sales@example.ae", "https://m.example", "ABCDEF");
  EXPECT_EQ(two.leads, 2u);
  EXPECT_EQ(two.mail.subject, "New enquiries: Q-2AAA, Q-3AAA");
  EXPECT_EQ(two.mail.key, "digest-Q-2AAA-ABCDEF@marine-site");
  EXPECT_TRUE(two.mail.body.starts_with("Q-2AAA (call)\nOpen the lead: https://m.example/admin/enquiries/Q-2AAA\n"
                                        "Hello, I would like a quote for:\n1. Part 1 × 1"))
      << two.mail.body;
  EXPECT_NE(two.mail.body.find("\nReference: Q-2AAA\n\nQ-3AAA (call)\nافتح الطلب: https://m.example/admin/enquiries/Q-3AAA\nمرحباً"),
            std::string::npos)
      << two.mail.body;

  const auto full = digest_mail(leads, words, "sales@example.ae", "https://m.example", "ABCDEF");
  EXPECT_GT(full.leads, 1u);
  EXPECT_LT(full.leads, leads.size()) << "thirty items a lead: fifty do not fit in one mail";
  EXPECT_LE(full.mail.body.size(), digest_body_budget);
  EXPECT_LE(full.mail.subject.size(), 300u);
}

TEST(outbox_sender, retries_back_off_from_five_seconds_to_ten_minutes)
{
  EXPECT_EQ(outbox_sender::backoff(0).count(), 5);
  EXPECT_EQ(outbox_sender::backoff(1).count(), 10);
  EXPECT_EQ(outbox_sender::backoff(6).count(), 320);
  EXPECT_EQ(outbox_sender::backoff(7).count(), 600);
  EXPECT_EQ(outbox_sender::backoff(1000).count(), 600);
  EXPECT_GT(outbox_sender::lease, std::chrono::seconds(60)) << "longer than a send may take (src/mail)";
}

enquiry_request request_of(std::vector<enquiry_line> items)
{
  return {.items = std::move(items), .note = "  Please call  ", .lang = "en", .page = "/category/marine-spares"};
}

TEST(enquiry_rules, a_list_of_one_to_thirty_products_passes_with_its_note_trimmed)
{
  const auto one = validated_enquiry(request_of({{"product_1", 3, {}}}));
  ASSERT_TRUE(one);
  EXPECT_EQ(one->note, "Please call");
  std::vector<enquiry_line> thirty;
  for (int i = 0; i < 30; ++i) thirty.push_back({"product_" + std::to_string(i), 1, {}});
  EXPECT_TRUE(validated_enquiry(request_of(thirty)));
}

TEST(enquiry_rules, bad_requests_name_their_field)
{
  std::vector<enquiry_line> thirty_one;
  for (int i = 0; i < 31; ++i) thirty_one.push_back({"product_" + std::to_string(i), 1, {}});
  auto with = [](auto change) {
    auto r = request_of({{"product_1", 1, {}}});
    change(r);
    return r;
  };
  const std::vector<std::pair<enquiry_request, std::string>> cases = {
      {request_of({}), "items"},
      {request_of(thirty_one), "items"},
      {request_of({{"product_1", 0, {}}}), "items[0].quantity"},
      {request_of({{"product_1", 1000, {}}}), "items[0].quantity"},
      {request_of({{"product_1", 1, {}}, {"product_1", 2, {}}}), "items[1].productId"},
      {request_of({{"bad id!", 1, {}}}), "items[0].productId"},
      {with([](auto& r) { r.note = std::string(1001, 'a'); }), "note"},
      {with([](auto& r) { r.note = "nul\x01"; }), "note"},
      {with([](auto& r) { r.lang = "fr"; }), "lang"},
      {with([](auto& r) { r.page = "https://evil.example/"; }), "page"},
      {with([](auto& r) { r.page = "//evil.example/"; }), "page"},
      {with([](auto& r) { r.page = "/" + std::string(300, 'a'); }), "page"}};
  for (const auto& [request, field] : cases) {
    const auto r = validated_enquiry(request);
    ASSERT_FALSE(r) << field;
    EXPECT_EQ(r.error().errors.front().field, field);
  }
}

TEST(enquiry_rules, a_lead_moves_forward_and_ends_won_or_lost_with_a_reason)
{
  using enum enquiry_status;
  const std::optional<std::string> none, reason = "Bought elsewhere";
  EXPECT_FALSE(check_transition(fresh, received, none));
  EXPECT_FALSE(check_transition(received, quoted, none)) << "a step may be skipped";
  EXPECT_FALSE(check_transition(quoted, won, none));
  EXPECT_FALSE(check_transition(contacted, lost, reason));
  EXPECT_TRUE(check_transition(contacted, lost, none)) << "lost needs its reason";
  EXPECT_TRUE(check_transition(quoted, contacted, none)) << "never backwards";
  EXPECT_TRUE(check_transition(fresh, won, none)) << "a lead no one opened is not won";
  EXPECT_TRUE(check_transition(won, lost, reason)) << "won and lost are final";
  EXPECT_TRUE(check_transition(lost, received, none));
  EXPECT_EQ(check_transition(quoted, contacted, none)->errors.front().field, "status");
}

TEST(enquiry_rules, the_inbox_filter_reads_a_typed_reference_and_refuses_the_unknown)
{
  const auto f = parse_enquiry_filter({{"q", "q7k4m"}, {"status", "new"}, {"limit", "10"}});
  ASSERT_TRUE(f);
  EXPECT_EQ(f->ref, "Q-7K4M");
  EXPECT_EQ(f->text, "q7k4m");
  EXPECT_EQ(f->status, enquiry_status::fresh);
  EXPECT_EQ(f->limit, 10);
  EXPECT_FALSE(parse_enquiry_filter({{"q", "anchor"}})->ref);
  for (const auto& [name, value] : std::vector<std::pair<std::string, std::string>>{
           {"status", "open"}, {"channel", "fax"}, {"limit", "101"}, {"from", "0000-01-01"}, {"cursor", "x"}, {"sort", "a"}})
    EXPECT_EQ(parse_enquiry_filter({{name, value}}).error().errors.front().field, name) << name;
}

}  // namespace
}  // namespace marine::domain
