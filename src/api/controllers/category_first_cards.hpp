#pragma once
// A category page's first cards (first_screen_markup.hpp) from the products the API answers
// for it: the page's embedded answer, or, for a category too large to embed, the read
// cache's entry. Parsing a large category's JSON (2.8 MB at 4,900 products) for every page
// view would cost milliseconds of CPU each, so the cards written from a cache entry are kept
// until the entry (its ETag), the language or the settings change: at most one per category
// and language.

#include "api/cache/public_read_cache.hpp"
#include "api/pages/first_screen.hpp"
#include "api/pages/page_meta.hpp"

#include <string>
#include <string_view>

namespace marine::api {

// "" when neither holds the category's products.
std::string category_first_cards(const site_info& site, const first_screen& screen, const public_read_cache* cache,
                                 std::string_view path);

}  // namespace marine::api
