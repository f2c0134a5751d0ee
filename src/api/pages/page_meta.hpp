#pragma once
// The HTML a shared link shows (docs/operations.md, "Pages for shared links and crawlers"): chat
// apps and crawlers that run no JavaScript read a page's <title>, meta description, Open Graph
// and Twitter tags, canonical URL and JSON-LD from the first HTML they get. The SPA's index.html
// is the template; these tags are written into its head for the page asked for, and browsers run
// the same SPA.

#include "api/pages/first_screen.hpp"
#include "api/pages/localized_page.hpp"
#include "api/pages/page_texts.hpp"
#include "domain/catalogue/product.hpp"
#include "domain/settings/site_settings.hpp"

#include <boost/json/object.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace marine::api {

// What every page says of the site: its public origin and the owner's settings, in the
// page's language.
struct site_info {
  std::string url;  // the public origin, e.g. "https://www.example.ae" (no trailing '/')
  domain::site_settings settings = domain::placeholder_settings();
  language lang = language::en;
  const std::string& name() const { return company_name(settings, lang); }
  const page_texts& texts() const { return page_texts::of(lang); }
};

struct page_meta {
  int status = 200;  // 404: the SPA shows its not-found view; no product data is written
  std::string title;
  std::string description;
  std::string path;       // canonical path, e.g. "/product/product_1" or "/ar/product/product_1"
  std::string english_path;  // the English page's path, for the hreflang alternates; empty: none
  std::string image;      // absolute URL of the share image, or empty
  std::string og_type = "website";
  std::optional<std::string> price;  // "4850.00" for og price tags
  bool noindex = false;
  boost::json::object json_ld;  // empty: none
  first_screen screen;          // filled by the page routes, which read the catalogue
};

page_meta home_page(const site_info& site);
page_meta contact_page(const site_info& site);
// The site-wide search (/search?q=; docs/search.md): its results are asked for by the SPA, and
// a page of results is kept out of search engines (noindex).
page_meta search_page(const site_info& site);
// The visitor's enquiry list (docs/enquiries.md): kept in the browser, so the server renders
// an empty list; like a search, out of search engines (noindex).
page_meta enquiry_page(const site_info& site);
page_meta category_page(const site_info& site, std::string_view slug);  // 404 for an unknown slug
page_meta product_page(const site_info& site, const domain::product& p);
page_meta not_found_page(const site_info& site, std::string path);

// robots.txt: the staff area stays out of search engines; the sitemap is named.
std::string robots_txt(std::string_view site_url);

// A stored price ("4850.00") as the SPA shows it: "AED\u00a04,850.00", exactly what
// Intl.NumberFormat('en-AE', AED) prints (tests/fixtures/price_format.json holds both to it).
inline std::string format_aed(std::string_view price) { return format_price(price, page_texts::of(language::en)); }

// The share image for an image URL: our uploads have a 1200×630 "-share.jpg" beside them;
// other URLs are used as they are (made absolute); none gives the placeholder.
std::string share_image_url(const site_info& site, std::string_view image);

// index.html with the page's tags in its head (its own <title> and description replaced;
// on an Arabic page <html lang="ar" dir="rtl">),
// the settings as JSON in a non-executable <script type="application/json"
// id="site-settings">, so that the SPA's first paint already shows them, and what the
// first screen needs (first_screen.hpp).
std::string render_page(std::string_view index_html, const site_info& site, const page_meta& meta);

std::string escape_html(std::string_view text);

}  // namespace marine::api
