#include "persistence/catalogue/pg_product_search.hpp"

#include "persistence/catalogue/pg_product_rows.hpp"
#include "persistence/catalogue/pg_search_statements.hpp"

#include <boost/json/parse.hpp>

#include <algorithm>
#include <iterator>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace marine::persistence {
namespace {

// A request's value for each parameter of a statement (null: SQL NULL).
// How the text matches; by typing distance, the tsquery of its words and their closest (null
// when the text has no word).
struct text_matching {
  text_match how = text_match::none;
  std::optional<std::string> typing;
  // The products reached through a superseded number: ids (a JSON array) and id → number.
  std::string resolved_ids = "[]";
  std::map<std::string, std::string, std::less<>> replaced;
};

std::vector<std::optional<std::string>> values_of(const built_statement& s, const domain::search_request& r,
                                                  const text_matching& m, int limit)
{
  std::vector<std::optional<std::string>> out;
  const auto& f = r.filters;
  for (auto p : s.params) {
    switch (p) {
      case param::text: out.emplace_back(r.text); break;
      case param::words: out.emplace_back(websearch_text(r.text)); break;
      case param::typing: out.push_back(m.typing); break;
      case param::category: out.emplace_back(r.in_category ? std::string(domain::slug(*r.in_category)) : ""); break;
      case param::hidden: out.emplace_back(r.include_hidden ? "true" : "false"); break;
      case param::type: out.emplace_back(f.type); break;
      case param::brand: out.emplace_back(f.brand); break;
      case param::length_min: out.push_back(f.length_min); break;
      case param::length_max: out.push_back(f.length_max); break;
      case param::guests: out.push_back(f.guests); break;
      case param::year_min: out.push_back(f.year_min); break;
      case param::year_max: out.push_back(f.year_max); break;
      case param::price_min: out.push_back(f.price_min); break;
      case param::price_max: out.push_back(f.price_max); break;
      case param::cursor_key: out.push_back(r.after ? std::optional(r.after->key) : std::nullopt); break;
      case param::cursor_id: out.push_back(r.after ? std::optional(r.after->id) : std::nullopt); break;
      case param::limit: out.emplace_back(std::to_string(limit)); break;
      case param::fits: out.emplace_back(f.fits); break;
      case param::resolved: out.emplace_back(m.resolved_ids); break;
    }
  }
  return out;
}

boost::asio::awaitable<pg_result> run(pg_read_pipelines& reads, const built_statement& s,
                                      const domain::search_request& r, const text_matching& m = {}, int limit = 0)
{
  const auto values = values_of(s, r, m, limit);
  std::vector<const char*> pointers;
  for (const auto& v : values) pointers.push_back(v ? v->c_str() : nullptr);
  co_return co_await reads.exec(s.statement.sql.c_str(), std::span<const char* const>(pointers),
                                statement_kind::planned_each_time);
}

std::optional<std::string> text_of(const boost::json::object& o, const char* key)
{
  const auto* v = o.if_contains(key);
  if (!v || !v->is_string()) return std::nullopt;
  return std::string(v->as_string());
}

std::vector<domain::facet_count> counts_of(const boost::json::object& o, const char* key)
{
  std::vector<domain::facet_count> out;
  for (const auto& item : o.at(key).as_array()) {
    const auto& entry = item.as_object();
    out.push_back({std::string(entry.at("value").as_string()), entry.at("count").to_number<std::int64_t>()});
  }
  return out;
}

// The summary row's JSON (summary_statement).
domain::search_summary read_summary(std::string_view json)
{
  const auto parsed = boost::json::parse(json);
  const auto& o = parsed.as_object();
  domain::search_summary summary;
  summary.total = o.at("total").to_number<std::int64_t>();
  auto& f = summary.facets;
  f.types = counts_of(o, "types");
  f.brands = counts_of(o, "brands");
  f.fits = counts_of(o, "fits");
  f.price_min = text_of(o, "priceMin");
  f.price_max = text_of(o, "priceMax");
  f.length_min = text_of(o, "lengthMin");
  f.length_max = text_of(o, "lengthMax");
  f.year_min = text_of(o, "yearMin");
  f.year_max = text_of(o, "yearMax");
  f.guests_max = text_of(o, "guestsMax");
  return summary;
}

boost::asio::awaitable<text_matching> text_match_of(pg_read_pipelines& reads, const domain::search_request& r)
{
  if (r.text.empty()) co_return text_matching{};
  const auto exact = co_await run(reads, exact_statement_for(r.in_category.has_value()), r);
  const result_row row(exact.get(), 0);
  text_matching m;
  m.how = row.boolean(0) ? text_match::exact : text_match::typing;
  if (!row.boolean(0) && !PQgetisnull(exact.get(), 0, 1)) m.typing = row.text(1);
  std::vector<std::string> ids;
  const auto resolved = boost::json::parse(row.view(2));
  for (const auto& item : resolved.as_array()) {
    const auto& o = item.as_object();
    ids.emplace_back(o.at("id").as_string());
    const auto* via = o.if_contains("replaced");
    m.replaced.emplace(ids.back(), via && via->is_string() ? std::string(via->as_string()) : std::string());
  }
  m.resolved_ids = json_text_array(ids);
  co_return m;
}

// One more row than the page (whether a next page exists), each with its cursor key.
struct rows_read {
  std::vector<domain::product> items;
  std::vector<std::string> keys;
  void add(const pg_result& rows)
  {
    for (int i = 0; i < PQntuples(rows.get()); ++i) {
      items.push_back(product_from_row(result_row(rows.get(), i)));
      keys.push_back(result_row(rows.get(), i).text(product_column_count));
    }
  }
};

// Above this many products matching the text (the summary's total), a word tier walks the
// newest products before it turns to its GIN index; below, it is read as planned. Walking
// 2,000 products costs about what reading 700 matches from the index does, and it fills a page
// only where more than 1 product in 80 matches: at 100,000 products, 1,250 (docs/search.md,
// "Two words").
constexpr std::int64_t walk_first_above = 1500;

// A relevance cursor's tier ("<tier>:<timestamp>"), or -1.
int tier_of(const std::string& key)
{
  if (key.size() < 3 || key[1] != ':' || key[0] < '0' || key[0] > '0' + typing_tier) return -1;
  return key[0] - '0';
}

// The relevance order: tier after tier until the page is full (docs/search.md, "Ranking"), the
// as-typed tiers or the typing one. The cursor's timestamp bounds its own tier only; a cursor
// of the other kind (the text matched otherwise when its page was read) ends the list.
boost::asio::awaitable<void> read_tiers(pg_read_pipelines& reads, const domain::search_request& r,
                                        const text_matching& m, std::int64_t matches, rows_read& out)
{
  const auto words = matches > walk_first_above ? tier_read::newest_first : tier_read::as_planned;
  int first = m.how == text_match::typing ? typing_tier : 0;
  const int end = m.how == text_match::typing ? typing_tier + 1 : as_typed_tiers;
  auto request = r;
  if (r.after) {
    first = tier_of(r.after->key);
    if (first < 0 || first >= end || (m.how == text_match::typing) != (first == typing_tier)) co_return;
    request.after->key = r.after->key.substr(2);
  }
  for (int tier = first; tier < end && std::ssize(out.items) <= r.limit; ++tier) {
    if (tier != first) request.after.reset();
    const auto want = r.limit + 1 - static_cast<int>(out.items.size());
    const auto read = tier >= 3 ? words : tier_read::as_planned;
    out.add(co_await run(reads, tier_statement_for(tier, r.in_category.has_value(), read), request, m, want));
  }
}

}  // namespace

boost::asio::awaitable<domain::search_page> search_products(pg_read_pipelines& reads, const domain::search_request& r,
                                                            std::optional<domain::search_summary> kept)
{
  // Asked once for the page and its summary, which must agree on it.
  const auto match = co_await text_match_of(reads, r);
  domain::search_page page;
  if (kept) {
    page.summary = std::move(*kept);
  } else {
    const auto totals = co_await run(reads, summary_statement_for(match.how, r.in_category.has_value()), r, match);
    page.summary = read_summary(result_row(totals.get(), 0).view(0));
  }
  rows_read read;
  if (r.sort == domain::search_sort::relevance) {
    co_await read_tiers(reads, r, match, page.summary.total, read);
  } else {
    read.add(co_await run(reads, page_statement_for({r.sort, match.how, r.in_category.has_value()}), r, match, r.limit + 1));
  }
  const auto n = std::min(read.items.size(), static_cast<std::size_t>(r.limit));
  if (read.items.size() > n) read.items.pop_back();  // at most one more than the page
  page.items = std::move(read.items);
  for (const auto& item : page.items) {
    const auto via = match.replaced.find(item.id);
    page.replaced.push_back(via == match.replaced.end() ? std::string() : via->second);
  }
  if (page.items.size() < read.keys.size()) page.next = domain::search_cursor{r.sort, read.keys[n - 1], page.items.back().id};
  co_return page;
}
}  // namespace marine::persistence
