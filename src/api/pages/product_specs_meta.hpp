#pragma once
// What a product page's head says of the listing's specifications (docs/product-specs.md): an
// hourly rate's minimum, a short summary for link previews, and schema.org PropertyValues, in
// the page's language (the labels, choices and units of page_texts' "specs" section).

#include "api/pages/page_texts.hpp"
#include "domain/catalogue/product.hpp"

#include <boost/json/array.hpp>

#include <string>

namespace marine::api {

// " · Minimum 3 hours" for an hourly rate with a minimum; empty otherwise.
std::string minimum_hours_text(const domain::product& p, const page_texts& texts = page_texts::of(language::en));

// "Vessel type: Yacht · Length: 24.5 m · Guests: 12", the filled fields in page order
// (the rate's basis and minimum go with the price); empty without specs.
std::string specs_summary(const domain::product& p, const page_texts& texts = page_texts::of(language::en));

// schema.org additionalProperty: one PropertyValue per filled field, numbers as numbers with
// their UN/CEFACT unit code.
boost::json::array additional_properties(const domain::product& p,
                                         const page_texts& texts = page_texts::of(language::en));

}  // namespace marine::api
