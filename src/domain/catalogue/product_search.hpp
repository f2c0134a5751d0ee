#pragma once
// The catalogue's search (docs/search.md): what a search asks, and a page of its answer.

#include "domain/accounts/viewer.hpp"
#include "domain/catalogue/category.hpp"
#include "domain/catalogue/product.hpp"
#include "domain/rules/error.hpp"
#include "domain/rules/query_parameters.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace marine::domain {

inline constexpr std::size_t max_search_text = 200;
inline constexpr int max_search_page = 48;
inline constexpr int default_search_page = 24;

enum class search_sort { name, price_low, price_high, newest, relevance };

// Where the previous page ended: its last product's sort value (as the database wrote it)
// and id.
struct search_cursor {
  search_sort sort = search_sort::name;
  std::string key;
  std::string id;
};

// The category page's filters; a bound is the number's text, checked.
struct search_filters {
  std::string type, brand;  // "" when not set
  std::string fits;         // an engine or equipment model a part fits (docs/parts-lists.md); "" when not set
  std::optional<std::string> length_min, length_max, guests, year_min, year_max, price_min, price_max;
};

struct search_request {
  std::string text;  // trimmed; "" lists everything
  std::optional<category> in_category;
  search_sort sort = search_sort::name;
  search_filters filters;
  std::optional<search_cursor> after;
  int limit = default_search_page;
  bool include_hidden = false;
  // `view=card`: each item as a card draws it, not the whole product (docs/search.md, "Cards").
  bool cards = false;
};

struct facet_count {
  std::string value;
  std::int64_t count = 0;
};

// Over the products that match the text and the category, before the filters.
struct search_facets {
  std::vector<facet_count> types, brands;
  std::vector<facet_count> fits;  // the 30 most common, folded as the search folds
  std::optional<std::string> price_min, price_max;  // decimal text
  std::optional<std::string> length_min, length_max, year_min, year_max, guests_max;  // number text
};

// What the filters' panel and the count line show: the same for every page of a search.
struct search_summary {
  std::int64_t total = 0;
  search_facets facets;
};

struct search_page {
  std::vector<product> items;
  // Beside each item: the superseded number it was found through, as stored ("" when none;
  // docs/search.md, "Superseded numbers").
  std::vector<std::string> replaced;
  std::optional<search_cursor> next;
  search_summary summary;
  bool cards = false;  // the request's `view=card`
};

// The query string's parameters as a search, or invalid_input naming each one that is wrong.
result<search_request> parse_search_request(const query_parameters& params, viewer who);

// A cursor as the client holds it (URL-safe text), and back.
std::string encode_cursor(const search_cursor& c);
std::optional<search_cursor> decode_cursor(std::string_view text);

}  // namespace marine::domain
