#pragma once
// The catalogue feeds for Meta (WhatsApp catalogue messages) and Google Merchant Center
// (docs/catalogue-io.md, "Feeds"): built from the visible products, priced products only.
#include "domain/catalogue/product.hpp"

#include <string>
#include <vector>

namespace marine::api {

// Whether a product goes into the feeds: visible, with a price (not Contact For Pricing)
// and an image.
bool in_feeds(const domain::product& p);

// Meta's catalogue CSV: id, title, description, availability, condition, price, link,
// image_link, brand, mpn.
std::string meta_feed_csv(const std::string& site_url, const std::vector<domain::product>& products);
// Meta's language override feed for Arabic: id, override (ar_XX), title, description, link.
std::string meta_arabic_override_csv(const std::string& site_url, const std::vector<domain::product>& products);
// Google's RSS 2.0 feed in the g: namespace, Marine Supplies only.
std::string google_feed_xml(const std::string& site_url, const std::vector<domain::product>& products);

}  // namespace marine::api
