#include "persistence/enquiries/pg_parts_catalogue.hpp"

#include "persistence/catalogue/pg_product_rows.hpp"
#include "persistence/catalogue/pg_search_clauses.hpp"
#include "persistence/catalogue/pg_search_statements.hpp"

#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>

#include <algorithm>
#include <array>

namespace marine::persistence {
namespace {

// Where an asked code (`asked`: asked_index, asked_code, the code as search_code() folds
// it) finds a visible product: (asked_index, found_id, found_replaced, found_rank,
// found_time), the lowest rank winning, then the newest. First the chain of superseded
// numbers (search_resolve, migration 0023: the newest part the old number, or a product's own
// number that a newer part replaces, leads to; the number as stored in found_replaced), then a
// product's own codes (search_codes: SKU, part numbers, the part-number spec). An old number
// that is still a listed product's SKU so finds the part that replaced it (docs/parts-lists.md,
// "Products": a chain resolves to the newest part).
std::string exact_code_sources()
{
  return "SELECT a.asked_index, r.product_id AS found_id, r.replaced AS found_replaced, 0 AS found_rank, r.created AS found_time "
         "FROM asked a CROSS JOIN LATERAL public.search_resolve(a.asked_code) r WHERE a.asked_code <> '' "
         "UNION ALL "
         "SELECT a.asked_index, p.id, NULL::text, 1, p.\"timestamp\" "
         "FROM asked a JOIN products p ON p.search_codes @> ARRAY[a.asked_code] "
         "WHERE a.asked_code <> '' AND p.is_visible";
}

// Each code looked up once through the GIN index of search_codes (one nested-loop probe per
// code, 14 ms for 1,000 codes at 100,000 products), at most one product per code; only then
// the chosen products read whole by id. Joined to products directly, the planner took a code
// for 490 products (it cannot know the array's values) and hashed the whole table: 3 s.
std::string exact_code_query()
{
  return "WITH asked AS MATERIALIZED (SELECT (ord - 1)::int AS asked_index, public.search_code(code) AS asked_code "
         "FROM jsonb_array_elements_text($1::jsonb) WITH ORDINALITY AS w(code, ord)), "
         "found AS MATERIALIZED (" + exact_code_sources() + "), "
         "best AS MATERIALIZED (SELECT DISTINCT ON (asked_index) asked_index, found_id, found_replaced FROM found "
         "ORDER BY asked_index, found_rank, found_time DESC, found_id DESC) "
         "SELECT " + product_columns + ", b.asked_index, coalesce(b.found_replaced, '') "
         "FROM best b JOIN products ON products.id = b.found_id ORDER BY b.asked_index";
}

// The choices are asked this many lines at a time: a line of two common words reads their
// few hundred matches from the name's GIN index (7 ms at 100,000 products), and each
// statement must answer within the read deadline (database_deadlines).
constexpr std::size_t choices_per_statement = 50;

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
  const auto limit = std::to_string(per_text);
  std::vector<domain::choice_hit> out;
  for (std::size_t first = 0; first < texts.size(); first += choices_per_statement) {
    boost::json::array lines;
    for (auto i = first; i < std::min(texts.size(), first + choices_per_statement); ++i)
      lines.push_back(boost::json::array{boost::json::string(texts[i]), boost::json::string(websearch_text(texts[i]))});
    const auto json = boost::json::serialize(lines);
    const std::array<const char*, 2> params = {json.c_str(), limit.c_str()};
    const auto rows = co_await reads_.exec(sql.c_str(), std::span<const char* const>(params), statement_kind::planned_each_time);
    for (auto& hit : rows_of(rows, [first](const result_row& r) {
           return domain::choice_hit{.index = first + static_cast<std::size_t>(r.integer(product_column_count)),
                                     .found = product_from_row(r)};
         }))
      out.push_back(std::move(hit));
  }
  co_return out;
}

}  // namespace marine::persistence
