#include "domain/settings/settings_validation.hpp"

#include "domain/rules/text_rules.hpp"
#include "domain/rules/url_rules.hpp"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>

namespace marine::domain {
namespace {

void check_phone(std::vector<field_error>& errors, std::string_view field, std::string_view label, std::string_view v)
{
  if (!is_uae_phone(v))
    errors.push_back({std::string(field),
                      fmt::format("{} must be a UAE number in digits with the country code: 971 then 8 or 9 digits", label)});
}

// An https URL, or empty when `optional`.
void check_url(std::vector<field_error>& errors, std::string_view field, std::string_view label, std::string_view v,
               bool optional)
{
  if (v.empty() && optional) return;
  if (v.empty()) errors.push_back({std::string(field), fmt::format("{} is required", label)});
  else if (v.size() > max_url_length || !is_https_url(v))
    errors.push_back({std::string(field), fmt::format("{} must be an https:// address", label)});
}

void trim_all(site_settings& s)
{
  for (auto* t : {&s.company_name, &s.legal_entity, &s.phone, &s.whatsapp_number, &s.email, &s.address,
                  &s.hero_heading, &s.hero_text, &s.credit_name, &s.credit_url, &s.social.instagram,
                  &s.social.facebook, &s.social.linkedin, &s.social.youtube, &s.social.tiktok, &s.map_url})
    *t = trim(*t);
  for (auto* t : {&s.company_name_ar, &s.address_ar, &s.hero_heading_ar, &s.hero_text_ar, &s.payment_instructions,
                  &s.payment_instructions_ar})
    *t = trim(*t);
  for (auto* descriptions : {&s.category_descriptions, &s.category_descriptions_ar})
    for (auto& d : *descriptions) d = trim(d);
  for (auto* rows : {&s.business_hours, &s.business_hours_ar}) {
    for (auto& row : *rows) {
      row.days = trim(row.days);
      row.hours = trim(row.hours);
    }
  }
}

// The Arabic versions (docs/arabic.md): each optional, with its English field's limit;
// the business hours in Arabic may have no rows (the English ones are shown then).
void check_arabic(std::vector<field_error>& errors, const site_settings& s)
{
  auto text = [&errors](std::string_view value, std::string_view field, std::string_view label, std::size_t max,
                        text_lines lines = text_lines::single) {
    check_text(errors, value, {.field = field, .label = label, .max = max, .lines = lines});
  };
  text(s.company_name_ar, "companyNameAr", "Arabic company name", 100);
  text(s.address_ar, "addressAr", "Arabic address", 300);
  text(s.hero_heading_ar, "heroHeadingAr", "Arabic home heading", 150);
  text(s.hero_text_ar, "heroTextAr", "Arabic home text", 500, text_lines::multi);
  // docs/payments.md: the booking page's texts when online payment is off.
  text(s.payment_instructions, "paymentInstructions", "Payment instructions", 1000, text_lines::multi);
  text(s.payment_instructions_ar, "paymentInstructionsAr", "Arabic payment instructions", 1000, text_lines::multi);
  for (const auto c : all_categories) {
    text(s.category_descriptions_ar.at(static_cast<std::size_t>(c)), fmt::format("categoryDescriptionsAr.{}", slug(c)),
         fmt::format("Arabic {} description", display_name(c)), 300, text_lines::multi);
  }
  if (s.business_hours_ar.size() > max_business_hours_rows)
    errors.push_back({"businessHoursAr", fmt::format("Arabic business hours need 0 to {} rows", max_business_hours_rows)});
  // A row that is there needs both texts, as in English.
  auto row_text = [&errors](std::string_view value, std::string field, std::string_view label) {
    const std::string required = fmt::format("{} is required", label);
    check_text(errors, value, {.field = field, .label = label, .required = required.c_str(), .max = 60});
  };
  for (std::size_t i = 0; i < s.business_hours_ar.size() && i < max_business_hours_rows; ++i) {
    row_text(s.business_hours_ar[i].days, fmt::format("businessHoursAr.{}.days", i), "Days");
    row_text(s.business_hours_ar[i].hours, fmt::format("businessHoursAr.{}.hours", i), "Hours");
  }
}

}  // namespace

bool is_uae_phone(std::string_view digits) noexcept
{
  return (digits.size() == 11 || digits.size() == 12) && digits.starts_with("971") &&
         std::all_of(digits.begin(), digits.end(), [](unsigned char c) { return std::isdigit(c) != 0; });
}

bool is_email(std::string_view text) noexcept
{
  const auto at = text.find('@');
  if (at == 0 || at == std::string_view::npos) return false;
  if (std::any_of(text.begin(), text.end(), [](unsigned char c) { return c <= ' ' || c == 0x7F; })) return false;
  // The domain: at least two labels, none of them empty, no second '@'.
  const auto domain = text.substr(at + 1);
  std::size_t labels = 0;
  for (std::size_t start = 0;; ++labels) {
    const auto dot = domain.find('.', start);
    const auto label = domain.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start);
    if (label.empty() || label.find('@') != std::string_view::npos) return false;
    if (dot == std::string_view::npos) return labels + 1 >= 2;
    start = dot + 1;
  }
}

result<site_settings> validated_settings(site_settings s)
{
  std::vector<field_error> errors;
  // Checked before trimming, so that a control character at either end is seen too.
  auto text = [&errors](std::string_view value, std::string_view field, std::string_view label, std::size_t max,
                        text_lines lines = text_lines::single) {
    const std::string required = fmt::format("{} is required", label);
    check_text(errors, value, {.field = field, .label = label, .required = required.c_str(), .min = 1, .max = max,
                               .lines = lines});
  };
  text(s.company_name, "companyName", "Company name", 100);
  text(s.legal_entity, "legalEntity", "Legal entity", 150);
  text(s.address, "address", "Address", 300);
  text(s.hero_heading, "heroHeading", "Home heading", 150);
  text(s.hero_text, "heroText", "Home text", 500, text_lines::multi);
  text(s.credit_name, "creditName", "Credit name", 100);
  for (const auto c : all_categories) {
    const auto field = fmt::format("categoryDescriptions.{}", slug(c));
    text(s.description_of(c), field, fmt::format("{} description", display_name(c)), 300, text_lines::multi);
  }
  if (s.business_hours.empty() || s.business_hours.size() > max_business_hours_rows)
    errors.push_back({"businessHours", fmt::format("Business hours need 1 to {} rows", max_business_hours_rows)});
  for (std::size_t i = 0; i < s.business_hours.size() && i < max_business_hours_rows; ++i) {
    text(s.business_hours[i].days, fmt::format("businessHours.{}.days", i), "Days", 60);
    text(s.business_hours[i].hours, fmt::format("businessHours.{}.hours", i), "Hours", 60);
  }
  check_arabic(errors, s);

  trim_all(s);
  check_phone(errors, "phone", "Phone", s.phone);
  check_phone(errors, "whatsappNumber", "WhatsApp number", s.whatsapp_number);
  if (s.email.size() > 254 || !is_email(s.email)) errors.push_back({"email", "Email must be a valid email address"});
  check_url(errors, "creditUrl", "Credit link", s.credit_url, false);
  check_url(errors, "social.instagram", "Instagram link", s.social.instagram, true);
  check_url(errors, "social.facebook", "Facebook link", s.social.facebook, true);
  check_url(errors, "social.linkedin", "LinkedIn link", s.social.linkedin, true);
  check_url(errors, "social.youtube", "YouTube link", s.social.youtube, true);
  check_url(errors, "social.tiktok", "TikTok link", s.social.tiktok, true);
  check_url(errors, "mapUrl", "Map link", s.map_url, true);
  if (!errors.empty()) return invalid_input("Please correct the highlighted settings", std::move(errors));
  return s;
}

}  // namespace marine::domain
