#pragma once
// What changes with a page's language (docs/arabic.md): its path (/ar before the English
// one), the owner's texts with the Arabic field falling back to the English one field by
// field, and prices in the page's words.

#include "api/pages/page_texts.hpp"
#include "domain/catalogue/product.hpp"
#include "domain/settings/site_settings.hpp"

#include <array>
#include <string>
#include <string_view>

namespace marine::api {

// The page's path in `lang`: English paths as they are; Arabic ones under /ar ("/" → "/ar",
// "/contact" → "/ar/contact").
std::string path_in(language lang, std::string_view english_path);

// A page in one language, as hreflang names it: "en", "ar", or "x-default" (the page for
// everyone else, the English one).
struct alternate {
  std::string_view hreflang;
  std::string path;
};
std::array<alternate, 3> alternates_of(std::string_view english_path);

// The text an Arabic page shows: the Arabic field, or the English one when it is empty.
const std::string& in_language(language lang, const std::string& english, const std::string& arabic);

// The company name and a category's description as a page in `lang` shows them.
const std::string& company_name(const domain::site_settings& s, language lang);
const std::string& category_description(const domain::site_settings& s, domain::category c, language lang);

// A stored price ("4850.00") in the page's words, Latin digits grouped by thousands:
// "AED\u00a04,850.00" in English (what the SPA's Intl.NumberFormat('en-AE') prints),
// "4,850.00\u00a0درهم" in Arabic.
std::string format_price(std::string_view price, const page_texts& texts);

// "AED 4,850.00 per day incl. VAT · Minimum 3 hours", or 'Contact For Pricing', in the
// page's words.
std::string price_text(const domain::product& p, bool prices_include_vat, const page_texts& texts);

}  // namespace marine::api
