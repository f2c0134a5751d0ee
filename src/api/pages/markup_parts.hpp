#pragma once
// The pieces of the first screen's markup (first_screen_markup.hpp) that several pages share:
// the site header, buttons, icons, a product's image, price and card. Each writes the markup
// the SPA's component of the same name renders (frontend/src/components/...), with the same
// Tailwind classes, so that the page looks the same before and after the SPA takes over.

#include "api/pages/page_meta.hpp"

#include <boost/json/value.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace marine::api::markup {

// The page's words: the SPA's catalogue of the page's language (page_texts::ui).
inline const page_texts& words(const site_info& site) { return page_texts::ui(site.lang); }

// components/ui/button.tsx's buttonVariants(variant, size).
enum class variant { primary, secondary, whatsapp, ghost };
enum class size { sm, md, lg };
std::string button_class(variant v, size s);

// A lucide icon as React renders it: `name` is its lucide name ("phone").
std::string icon(std::string_view name, std::string_view extra_class = {});

// encodeURIComponent, for the prefilled chat message.
std::string uri_component(std::string_view text);

// config/site.ts: the chat link, with `item`'s enquiry prefilled when given; the phone link.
std::string whatsapp_href(const site_info& site, std::string_view item = {});
std::string tel_href(const site_info& site);

// public-layout.tsx's skip link and site-header.tsx's header, for the page at `english_path`.
std::string site_header(const site_info& site, std::string_view english_path);

// product-image.tsx: the image at width × height, eager (the largest paint) or lazy;
// `sizes` the CSS width it takes, for an upload's stored widths.
struct image_box {
  int width;
  int height;
  bool eager;
  std::string_view sizes;
};
std::string product_image(std::string_view url, std::string_view alt, const image_box& box);

// What a card and a price show of a product, in the page's language: from the catalogue, or
// from a product's JSON as the API answers it (the category page embeds those).
struct listing {
  std::string id;
  std::string name;  // the Arabic name on an Arabic page when there is one
  std::string category;
  std::string price;  // "4850.00"
  std::string image;
  bool contact_for_pricing = false;
  std::string rate_basis;  // "hour", "day", "week" or empty
};
listing listing_of(const site_info& site, const domain::product& p);
std::optional<listing> listing_of(const site_info& site, const boost::json::value& product);

// category-badge.tsx and product-price.tsx (`extra_class` after the price's own classes).
std::string category_badge(const site_info& site, std::string_view category_slug);
std::string product_price(const site_info& site, const listing& p, std::string_view extra_class = {});

// product-card.tsx's card (without its <li>), in the page's language.
std::string product_card(const site_info& site, const listing& p, bool eager_image);

}  // namespace marine::api::markup
