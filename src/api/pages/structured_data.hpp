#pragma once
// schema.org JSON-LD that describes the business, in the page's language: who publishes the
// site (home page) and the business itself (contact page), from the owner's settings.

#include "api/pages/page_meta.hpp"

#include <boost/json/object.hpp>

#include <optional>
#include <string>

namespace marine::api {

// schema.org Organization (logo, contact, social profiles) and WebSite.
boost::json::object organization_and_website(const site_info& site);

// schema.org LocalBusiness: address, phone, e-mail, opening hours, map and social profiles.
boost::json::object local_business(const site_info& site, const std::string& image);

// A priced product's schema.org Offer: its price in AED, availability, page and seller.
boost::json::object offer(const site_info& site, const domain::product& p, const std::string& url);

// The manufacturer's part number (schema.org mpn): the part-number specification, else the
// first OEM number; nothing without either (docs/search.md).
std::optional<std::string> manufacturer_part_number(const domain::product& p);

}  // namespace marine::api
