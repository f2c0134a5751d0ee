#include "domain/catalogue/product_search.hpp"

#include "domain/rules/text_rules.hpp"
#include "domain/rules/validation.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>

namespace marine::domain {
namespace {

struct sort_name {
  search_sort sort;
  std::string_view name;
  char code;  // its mark in a cursor
};
constexpr std::array<sort_name, 5> sorts = {{{search_sort::name, "name", 'n'},
                                             {search_sort::price_low, "price-low", 'l'},
                                             {search_sort::price_high, "price-high", 'h'},
                                             {search_sort::newest, "newest", 'w'},
                                             {search_sort::relevance, "relevance", 'r'}}};

constexpr std::array<std::string_view, 17> known_parameters = {
    "q",       "category", "sort",     "type",     "brand",  "lengthMin", "lengthMax", "guests", "yearMin",
    "yearMax", "priceMin", "priceMax", "cursor",   "limit",  "lang",      "fits",      "view"};

// A cursor: the sort's mark, '~', the sort value, '~', the product id (which has no '~').
constexpr std::size_t max_cursor_length = 1024;

// A finite number within the bounds a filter can mean (so the database never sees an
// overflow): plain decimals only.
bool is_bound(std::string_view s)
{
  if (s.empty() || s.size() > 16U) return false;
  double value = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (ec != std::errc{} || end != s.data() + s.size() || !std::isfinite(value)) return false;
  if (s.find_first_of("eEnNiI") != std::string_view::npos) return false;
  return std::abs(value) < 1e9;
}

// PostgreSQL's text of a timestamptz, to the microsecond.
bool is_time(std::string_view key)
{
  return key.size() >= 19 && key.size() <= 40 && key.find_first_not_of("0123456789-:. +") == std::string_view::npos;
}

// A cursor's sort value has the form the database wrote for its sort, so the statement's
// cast of it cannot fail: a name (text), a price (a number), a time; for relevance, a tier
// and a time ("2:2026-01-01 00:00:00+00").
bool key_fits(search_sort sort, std::string_view key)
{
  switch (sort) {
    case search_sort::name: return code_point_count(key).has_value() && !has_control_characters(key, text_lines::single);
    case search_sort::price_low:
    case search_sort::price_high: return is_bound(key);
    case search_sort::relevance:
      return key.size() > 2 && key[0] >= '0' && key[0] <= '9' && key[1] == ':' && is_time(key.substr(2));
    case search_sort::newest: return is_time(key);
  }
  return false;
}

std::optional<std::string>* bound_of(search_filters& f, std::string_view name)
{
  if (name == "lengthMin") return &f.length_min;
  if (name == "lengthMax") return &f.length_max;
  if (name == "guests") return &f.guests;
  if (name == "yearMin") return &f.year_min;
  if (name == "yearMax") return &f.year_max;
  if (name == "priceMin") return &f.price_min;
  if (name == "priceMax") return &f.price_max;
  return nullptr;
}

void read_parameter(search_request& r, std::optional<std::string>& cursor, const std::string& name,
                    const std::string& value, std::vector<field_error>& errors)
{
  if (name == "q") {
    r.text = trim(value);
    check_text(errors, r.text, {.field = "q", .label = "The search", .max = max_search_text});
  } else if (name == "category") {
    r.in_category = category_from_slug(value);
    if (!r.in_category) errors.push_back({name, "Category must be marine-spares, vessel-chartering or vessel-sales-purchase"});
  } else if (name == "sort") {
    const auto* s = std::find_if(sorts.begin(), sorts.end(), [&](const sort_name& n) { return n.name == value; });
    if (s == sorts.end()) errors.push_back({name, "sort must be one of name, price-low, price-high, newest, relevance"});
    else r.sort = s->sort;
  } else if (name == "type" || name == "brand") {
    (name == "type" ? r.filters.type : r.filters.brand) = trim(value);
    check_text(errors, trim(value), {.field = name, .label = name, .max = 100});
  } else if (name == "fits") {
    r.filters.fits = trim(value);
    check_text(errors, r.filters.fits, {.field = name, .label = name, .max = 80});
  } else if (auto* bound = bound_of(r.filters, name)) {
    if (is_bound(value)) *bound = value;
    else errors.push_back({name, name + " must be a number"});
  } else if (name == "cursor") {
    cursor = value;
  } else if (name == "view") {
    if (value == "card") r.cards = true;
    else errors.push_back({name, "view must be card"});
  } else if (name == "limit") {
    int n = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
    if (ec != std::errc{} || end != value.data() + value.size() || n < 1 || n > max_search_page)
      errors.push_back({name, fmt::format("limit must be from 1 to {}", max_search_page)});
    else r.limit = n;
  }
  // lang: the page's language, for a cache or a log; the answer holds both languages.
}

}  // namespace

result<search_request> parse_search_request(const query_parameters& params, viewer who)
{
  search_request r;
  r.include_hidden = who.is_staff();
  std::vector<field_error> errors;
  std::vector<std::string_view> seen;
  std::optional<std::string> cursor;
  bool sort_given = false;
  for (const auto& [name, value] : params) {
    if (!accept_parameter(name, known_parameters, seen, errors)) continue;
    if (value.empty()) continue;  // an empty filter is no filter (the forms send them)
    sort_given = sort_given || name == "sort";
    read_parameter(r, cursor, name, value, errors);
  }
  if (!sort_given) r.sort = r.text.empty() ? search_sort::name : search_sort::relevance;
  // Relevance without a text has nothing to rank by: the name's order.
  if (r.sort == search_sort::relevance && r.text.empty()) r.sort = search_sort::name;
  if (cursor) {
    r.after = decode_cursor(*cursor);
    if (!r.after || r.after->sort != r.sort) errors.push_back({"cursor", "cursor must be the nextCursor of an earlier page"});
  }
  if (!errors.empty()) {
    auto message = errors.front().message;
    return invalid_input(std::move(message), std::move(errors));
  }
  return r;
}

std::string encode_cursor(const search_cursor& c)
{
  const auto* s = std::find_if(sorts.begin(), sorts.end(), [&](const sort_name& n) { return n.sort == c.sort; });
  return fmt::format("{}~{}~{}", s->code, c.key, c.id);
}

std::optional<search_cursor> decode_cursor(std::string_view text)
{
  if (text.size() < 5 || text.size() > max_cursor_length || text[1] != '~') return std::nullopt;
  const auto* s = std::find_if(sorts.begin(), sorts.end(), [&](const sort_name& n) { return n.code == text[0]; });
  const auto last = text.rfind('~');
  if (s == sorts.end() || last <= 1) return std::nullopt;
  search_cursor c{s->sort, std::string(text.substr(2, last - 2)), std::string(text.substr(last + 1))};
  if (!is_plausible_id(c.id) || !key_fits(c.sort, c.key)) return std::nullopt;
  return c;
}

}  // namespace marine::domain
