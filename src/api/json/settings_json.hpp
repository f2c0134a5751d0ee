#pragma once
// The site settings as JSON, the same object for GET /api/settings and PUT
// /api/admin/settings:
// {companyName, legalEntity, phone, whatsappNumber, email, address,
//  businessHours: [{days, hours}], categoryDescriptions: {"marine-spares", "vessel-chartering",
//  "vessel-sales-purchase"}, heroHeading, heroText, creditName, creditUrl,
//  social: {instagram, facebook, linkedin, youtube, tiktok}, mapUrl, pricesIncludeVat}

#include "api/http/types.hpp"
#include "domain/rules/error.hpp"
#include "domain/settings/site_settings.hpp"

#include <boost/json/object.hpp>

namespace marine::api {

boost::json::object to_json(const domain::site_settings& s);

// A PUT body: every key of the object above, with its type; a key we do not know is refused
// (a misspelt key would otherwise be lost without a word). The rules come after, in the domain.
domain::result<domain::site_settings> read_settings_input(const request& req);

}  // namespace marine::api
