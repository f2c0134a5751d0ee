#pragma once
// The first screen's markup, in the page HTML (docs/architecture.md, "First paint"): what a
// phone shows before scrolling (the header, and the page's top: the home page's hero and
// category cards, a category's title, search bar and first cards, a product's image, name and
// price, the contact page's title and 'Get in Touch' card), written with the SPA's own
// classes, so that the largest paint does not wait for the JavaScript. The SPA replaces it
// with its own rendering in one frame (frontend/src/lib/first-screen.ts); below the fold and
// everything interactive come from the SPA alone.

#include "api/pages/markup_parts.hpp"

#include <span>
#include <string>
#include <string_view>

namespace marine::api {

// How many cards a category's first screen shows (two eager images, as the SPA's grid).
inline constexpr std::size_t first_screen_cards = 6;

std::string home_markup(const site_info& site);
std::string contact_markup(const site_info& site);
// A category's first cards in the list's default order and 'Showing X of Y products', from
// its products as the API answers them (a JSON array); "" when there are none.
std::string first_cards(const site_info& site, const boost::json::value& products);
// `cards`: first_cards, or "" when the page does not show its default list (a search or
// filter in the URL, or the products could not be read).
std::string category_markup(const site_info& site, domain::category c, std::string_view cards);
std::string product_markup(const site_info& site, const domain::product& p);

// Whether a category page at `query` (its URL's query string) shows its default list: no
// search, sort or filter of the SPA's (category-products.tsx) in it; other parameters (a
// campaign's utm_source, say) change nothing.
bool shows_default_list(std::string_view query);

// Writes the page's first screen into `html` (index.html): `content` with the header and
// main around it, before the SPA's root, which React's first render then leaves alone; the
// SPA removes it in the frame its own page appears. `english_path` names the page for the
// header's links. The app's module script and preloads give way to
// frontend/public/start-app.js, which asks for them once the first screen is painted: the
// page shows without them, so its stylesheet and images go first on a slow connection.
void place_first_screen(std::string& html, const site_info& site, std::string_view english_path, std::string_view content);

}  // namespace marine::api
