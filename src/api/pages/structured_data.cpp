#include "api/pages/structured_data.hpp"

#include "api/pages/opening_hours.hpp"

#include <variant>

namespace marine::api {
namespace {

namespace json = boost::json;

// The social profiles that are set, for sameAs.
json::array same_as(const domain::social_links& social)
{
  json::array out;
  for (const auto* link : {&social.instagram, &social.facebook, &social.linkedin, &social.youtube, &social.tiktok})
    if (!link->empty()) out.emplace_back(*link);
  return out;
}

}  // namespace

// Who publishes the site, for search engines' knowledge panels.
json::object organization_and_website(const site_info& site)
{
  const auto& s = site.settings;
  json::object organization{{"@type", "Organization"}, {"@id", site.url + "/#organization"},
                            {"name", site.name()}, {"legalName", s.legal_entity},
                            {"url", site.url + "/"}, {"logo", site.url + "/favicon.svg"},
                            {"email", s.email}, {"telephone", "+" + s.phone}};
  if (auto links = same_as(s.social); !links.empty()) organization["sameAs"] = std::move(links);
  json::object website{{"@type", "WebSite"}, {"name", site.name()}, {"url", site.url + path_in(site.lang, "/")},
                       {"publisher", json::object{{"@id", site.url + "/#organization"}}}};
  return {{"@context", "https://schema.org"}, {"@graph", json::array{std::move(organization), std::move(website)}}};
}

// https://schema.org/LocalBusiness; the opening hours from the English rows, whose day
// names the specification reads.
json::object local_business(const site_info& site, const std::string& image)
{
  const auto& s = site.settings;
  json::object business{
      {"@context", "https://schema.org"},
      {"@type", "LocalBusiness"},
      {"name", site.name()},
      {"url", site.url + path_in(site.lang, "/")},
      {"image", image},
      {"telephone", "+" + s.phone},
      {"email", s.email},
      {"address",
       json::object{{"@type", "PostalAddress"}, {"streetAddress", in_language(site.lang, s.address, s.address_ar)},
                    {"addressLocality", site.texts().text("locality")}, {"addressCountry", "AE"}}},
  };
  if (auto hours = opening_hours_specification(s.business_hours); !hours.empty())
    business["openingHoursSpecification"] = std::move(hours);
  if (!s.map_url.empty()) business["hasMap"] = s.map_url;
  if (auto links = same_as(s.social); !links.empty()) business["sameAs"] = std::move(links);
  return business;
}

boost::json::object offer(const site_info& site, const domain::product& p, const std::string& url)
{
  // A charter vessel with terms (docs/charter.md) is offered at its hourly rate, or else its
  // daily rate, with the unit said (UN/CEFACT HUR, DAY).
  if (p.charter && (p.charter->hourly_rate || p.charter->daily_rate)) {
    const bool hourly = p.charter->hourly_rate.has_value();
    const auto price = domain::format_amount(hourly ? *p.charter->hourly_rate : *p.charter->daily_rate);
    return {{"@type", "Offer"},
            {"price", price},
            {"priceCurrency", "AED"},
            {"priceSpecification", boost::json::object{{"@type", "UnitPriceSpecification"}, {"price", price},
                                                       {"priceCurrency", "AED"}, {"unitCode", hourly ? "HUR" : "DAY"}}},
            {"availability", "https://schema.org/InStock"},
            {"url", url},
            {"seller", boost::json::object{{"@type", "Organization"}, {"name", site.name()}}}};
  }
  return {{"@type", "Offer"},
          {"price", p.price},
          {"priceCurrency", "AED"},
          {"availability", p.in_stock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock"},
          {"url", url},
          {"seller", boost::json::object{{"@type", "Organization"}, {"name", site.name()}}}};
}

std::optional<std::string> manufacturer_part_number(const domain::product& p)
{
  const auto* spec_part = p.specs.find("partNumber");
  if (const auto* text = spec_part ? std::get_if<std::string>(spec_part) : nullptr) return *text;
  if (!p.part_numbers.empty()) return p.part_numbers.front();
  return std::nullopt;
}

}  // namespace marine::api
