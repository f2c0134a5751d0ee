#include "api/pages/localized_page.hpp"

#include "api/pages/product_specs_meta.hpp"

namespace marine::api {
namespace {

std::string_view rate_key(const domain::product_specs& specs)
{
  const auto* basis = specs.text("rateBasis");
  if (!basis) return "price.perUnitDay";
  if (*basis == "hour") return "price.perHour";
  if (*basis == "week") return "price.perWeek";
  return "price.perDay";
}

}  // namespace

std::string path_in(language lang, std::string_view english_path)
{
  if (lang == language::en) return std::string(english_path);
  return english_path == "/" ? std::string("/ar") : "/ar" + std::string(english_path);
}

std::array<alternate, 3> alternates_of(std::string_view english_path)
{
  return {{{"en", path_in(language::en, english_path)},
           {"ar", path_in(language::ar, english_path)},
           {"x-default", path_in(language::en, english_path)}}};
}

const std::string& in_language(language lang, const std::string& english, const std::string& arabic)
{
  return lang == language::ar && !arabic.empty() ? arabic : english;
}

const std::string& company_name(const domain::site_settings& s, language lang)
{
  return in_language(lang, s.company_name, s.company_name_ar);
}

const std::string& category_description(const domain::site_settings& s, domain::category c, language lang)
{
  const auto i = static_cast<std::size_t>(c);
  return in_language(lang, s.category_descriptions.at(i), s.category_descriptions_ar.at(i));
}

std::string format_price(std::string_view price, const page_texts& texts)
{
  const auto dot = price.find('.');
  const auto whole = price.substr(0, dot);
  std::string cents(dot == std::string_view::npos ? std::string_view() : price.substr(dot + 1, 2));
  cents.resize(2, '0');
  std::string amount;
  for (std::size_t i = 0; i < whole.size(); ++i) {
    if (i > 0 && (whole.size() - i) % 3 == 0) amount.push_back(',');
    amount.push_back(whole[i]);
  }
  amount += "." + cents;
  return texts.format("price.amount", {{"amount", amount}});
}

std::string price_text(const domain::product& p, bool prices_include_vat, const page_texts& texts)
{
  if (p.show_contact_for_pricing) return texts.text("price.contactForPricing");
  const std::string vat = prices_include_vat ? " " + texts.text("price.inclVat") : "";
  return format_price(p.price, texts) + " " + texts.text(rate_key(p.specs)) + vat + minimum_hours_text(p, texts);
}

}  // namespace marine::api
