#include "persistence/pg_product_search.hpp"

#include "persistence/pg_product_rows.hpp"
#include "persistence/pg_search_statements.hpp"

#include <boost/json/parse.hpp>

#include <optional>
#include <string>

namespace marine::persistence {
namespace {

// A request's value for each parameter of a statement (null: SQL NULL).
std::vector<std::optional<std::string>> values_of(const built_statement& s, const domain::search_request& r, int limit)
{
  std::vector<std::optional<std::string>> out;
  const auto& f = r.filters;
  for (auto p : s.params) {
    switch (p) {
      case param::text: out.emplace_back(r.text); break;
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
    }
  }
  return out;
}

boost::asio::awaitable<pg_result> run(pg_read_pipelines& reads, const built_statement& s,
                                      const domain::search_request& r, int limit = 0)
{
  const auto values = values_of(s, r, limit);
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
  f.price_min = text_of(o, "priceMin");
  f.price_max = text_of(o, "priceMax");
  f.length_min = text_of(o, "lengthMin");
  f.length_max = text_of(o, "lengthMax");
  f.year_min = text_of(o, "yearMin");
  f.year_max = text_of(o, "yearMax");
  f.guests_max = text_of(o, "guestsMax");
  return summary;
}

boost::asio::awaitable<text_match> text_match_of(pg_read_pipelines& reads, const domain::search_request& r)
{
  if (r.text.empty()) co_return text_match::none;
  const auto exact = co_await run(reads, exact_statement_for(r.in_category.has_value()), r);
  co_return result_row(exact.get(), 0).boolean(0) ? text_match::exact : text_match::typing;
}

}  // namespace

boost::asio::awaitable<domain::search_page> search_products(pg_read_pipelines& reads, const domain::search_request& r)
{
  const search_form form{r.sort, co_await text_match_of(reads, r), r.in_category.has_value()};
  const auto& page_statement = page_statement_for(form);
  domain::search_page page;
  // One more than asked: whether a next page exists.
  const auto rows = co_await run(reads, page_statement, r, r.limit + 1);
  const int n = PQntuples(rows.get());
  for (int i = 0; i < n && i < r.limit; ++i) page.items.push_back(product_from_row(result_row(rows.get(), i)));
  if (n > r.limit) {
    const result_row last(rows.get(), r.limit - 1);
    page.next = domain::search_cursor{r.sort, last.text(product_column_count), page.items.back().id};
  }
  co_return page;
}

boost::asio::awaitable<domain::search_summary> summarise_products(pg_read_pipelines& reads,
                                                                   const domain::search_request& r)
{
  const auto& summary = summary_statement_for(co_await text_match_of(reads, r), r.in_category.has_value());
  const auto totals = co_await run(reads, summary, r);
  co_return read_summary(result_row(totals.get(), 0).view(0));
}
}  // namespace marine::persistence
