#include "persistence/enquiries/pg_parts_catalogue.hpp"

#include "persistence/catalogue/pg_product_rows.hpp"
#include "persistence/catalogue/pg_search_clauses.hpp"
#include "persistence/catalogue/pg_search_statements.hpp"

#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>

#include <array>

namespace marine::persistence {
namespace {

// Where an asked code (`asked`: asked_index, asked_code, the code as search_code() folds
// it) finds a visible product: (asked_index, found_id, found_replaced, found_rank), the
// lowest rank winning. Today a product's own codes (search_codes: SKU, part numbers, the
// part-number spec), never through an old number. Superseded numbers (products.supersedes,
// migration 0023) join here as one more branch, `UNION ALL` the product their chain ends at
// with the number as stored in found_replaced and rank 1, so that a current code wins
// (docs/parts-lists.md, "Products").
std::string exact_code_sources()
{
  return "SELECT a.asked_index, p.id AS found_id, NULL::text AS found_replaced, 0 AS found_rank "
         "FROM asked a JOIN products p ON p.search_codes @> ARRAY[a.asked_code] "
         "WHERE a.asked_code <> '' AND p.is_visible";
}

// Each code looked up once through the GIN index of search_codes (one nested-loop probe per
// code), at most one product per code: the lowest rank, then the newest.
std::string exact_code_query()
{
  return "WITH asked AS MATERIALIZED (SELECT (ord - 1)::int AS asked_index, public.search_code(code) AS asked_code "
         "FROM jsonb_array_elements_text($1::jsonb) WITH ORDINALITY AS w(code, ord)), "
         "found AS (" + exact_code_sources() + ") "
         "SELECT DISTINCT ON (f.asked_index) " + product_columns + ", f.asked_index, coalesce(f.found_replaced, '') "
         "FROM found f JOIN products ON products.id = f.found_id "
         "ORDER BY f.asked_index, f.found_rank, products.\"timestamp\" DESC, products.id DESC";
}

// The search's relevance tiers above the threshold (docs/parts-lists.md): the text is a
// product's whole name (tier 2 of docs/search.md, "Ranking"), or every one of its words is
// in the name (tier 3); each tier newest first, in the search's own expressions (words_in,
// websearch_text). The code tier (1) is `matched` already; words found only in a description
// (tier 4) or by typing distance are below it: a list's line names a part, and a part's
// words are in its name.
std::string choices_query()
{
  const std::string name = "search_names @> ARRAY[search_normalise(w.line ->> 0)]";
  return "SELECT " + product_columns + ", (w.ord - 1)::int FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS w(line, ord) "
         "CROSS JOIN LATERAL (SELECT id AS choice_id, " + name + " AS choice_whole, \"timestamp\" AS choice_time "
         "FROM products WHERE is_visible AND (" + name + " OR " + words_in("search_name_doc", "(w.line ->> 1)") + ") "
         "ORDER BY 2 DESC, \"timestamp\" DESC, id DESC LIMIT $2::int) c "
         "JOIN products ON products.id = c.choice_id "
         "ORDER BY w.ord, c.choice_whole DESC, c.choice_time DESC, c.choice_id DESC";
}

}  // namespace

domain::awaitable<std::vector<domain::code_hit>> pg_parts_catalogue::by_code(std::vector<std::string> codes)
{
  static const std::string sql = exact_code_query();
  boost::json::array asked;
  for (auto& c : codes) asked.emplace_back(std::move(c));
  const auto json = boost::json::serialize(asked);
  const std::array<const char*, 1> params = {json.c_str()};
  const auto rows = co_await reads_.exec(sql.c_str(), std::span<const char* const>(params), statement_kind::planned_each_time);
  co_return rows_of(rows, [](const result_row& r) {
    domain::code_hit hit{.index = static_cast<std::size_t>(r.integer(product_column_count)), .found = product_from_row(r)};
    if (auto replaced = r.text(product_column_count + 1); !replaced.empty()) hit.replaced = std::move(replaced);
    return hit;
  });
}

domain::awaitable<std::vector<domain::choice_hit>> pg_parts_catalogue::choices(std::vector<std::string> texts, int per_text)
{
  static const std::string sql = choices_query();
  boost::json::array lines;
  for (const auto& t : texts) lines.push_back(boost::json::array{boost::json::string(t), boost::json::string(websearch_text(t))});
  const auto json = boost::json::serialize(lines);
  const auto limit = std::to_string(per_text);
  const std::array<const char*, 2> params = {json.c_str(), limit.c_str()};
  const auto rows = co_await reads_.exec(sql.c_str(), std::span<const char* const>(params), statement_kind::planned_each_time);
  co_return rows_of(rows, [](const result_row& r) {
    return domain::choice_hit{.index = static_cast<std::size_t>(r.integer(product_column_count)), .found = product_from_row(r)};
  });
}

}  // namespace marine::persistence
