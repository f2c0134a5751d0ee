#pragma once
// The business's own details, edited by the administrator in the back office and read by
// every page: the company, how to reach it, when it is open, the texts of the home page and
// the category pages, the builder's credit, social links, and whether prices include VAT.
// One row in PostgreSQL; the first start seeds it from the environment where given, else
// from clearly marked placeholders (placeholder_settings()).

#include "domain/catalogue/category.hpp"

#include <array>
#include <string>
#include <vector>

namespace marine::domain {

struct business_hours_row {
  std::string days;   // "Sunday to Thursday"
  std::string hours;  // "8:00 AM-6:00 PM"
  bool operator==(const business_hours_row&) const = default;
};

struct social_links {
  std::string instagram, facebook, linkedin, youtube, tiktok;  // https URLs, or empty
  bool operator==(const social_links&) const = default;
};

struct site_settings {
  std::string company_name;
  std::string legal_entity;
  std::string phone;            // digits with the country code: 971 then 8 or 9 digits
  std::string whatsapp_number;  // the same form
  std::string email;
  std::string address;
  std::vector<business_hours_row> business_hours;  // 1 to 7 rows
  // By category, in the order of all_categories.
  std::array<std::string, all_categories.size()> category_descriptions;
  std::string hero_heading;
  std::string hero_text;
  std::string credit_name;  // the 'Website by' credit in the footer
  std::string credit_url;
  social_links social;
  std::string map_url;  // https URL of the office on a map, or empty
  bool prices_include_vat = false;
  // The Arabic versions of the texts (docs/arabic.md); "" (or no rows) when there is none,
  // and the Arabic pages show the English field.
  std::string company_name_ar;
  std::string address_ar;
  std::string hero_heading_ar;
  std::string hero_text_ar;
  std::array<std::string, all_categories.size()> category_descriptions_ar;
  std::vector<business_hours_row> business_hours_ar;  // 0 to 7 rows
  // What the booking page says when online payment is off (docs/payments.md); may be empty.
  std::string payment_instructions, payment_instructions_ar;
  bool operator==(const site_settings&) const = default;

  const std::string& description_of(category c) const;
};

// Today's placeholders, clearly marked as such ('Example …', 971500000000).
site_settings placeholder_settings();

}  // namespace marine::domain
