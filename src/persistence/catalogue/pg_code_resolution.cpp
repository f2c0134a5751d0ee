#include "persistence/catalogue/pg_code_resolution.hpp"

#include "persistence/catalogue/pg_product_rows.hpp"

#include <charconv>

namespace marine::persistence {

// Per code (in the order given, $1 a JSON array): the newest product reached through the
// superseded numbers (search_resolve, migration 0023, with the number as stored), else the
// newest visible product that has the code as its SKU, part number or part-number
// specification. A code with neither has no row.
prepared_statement code_resolution_statement()
{
  return {"products_resolve_codes",
          "SELECT " + product_columns + ", (c.i - 1)::text, coalesce(r.via, '') "
          "FROM json_array_elements_text($1::json) WITH ORDINALITY AS c(code, i) "
          "CROSS JOIN LATERAL (SELECT rid, via FROM ("
          "SELECT product_id AS rid, replaced AS via, 0 AS k, created FROM search_resolve(search_code(c.code)) "
          "UNION ALL SELECT id, NULL, 1, \"timestamp\" FROM products "
          "WHERE is_visible AND search_codes @> ARRAY[search_code(c.code)]) o "
          "ORDER BY k, created DESC, rid DESC LIMIT 1) r "
          "JOIN products ON products.id = r.rid ORDER BY c.i"};
}

boost::asio::awaitable<std::vector<domain::code_resolution>> resolve_codes(pg_read_pipelines& reads,
                                                                           std::vector<std::string> codes)
{
  std::vector<domain::code_resolution> out(codes.size());
  if (codes.empty()) co_return out;
  const auto list = json_text_array(codes);
  const auto rows = co_await reads.exec("products_resolve_codes", {list.c_str()});
  for (int i = 0; i < PQntuples(rows.get()); ++i) {
    const result_row row(rows.get(), i);
    const auto index = row.view(product_column_count);
    std::size_t at = 0;
    std::from_chars(index.data(), index.data() + index.size(), at);
    if (at >= out.size()) continue;
    out[at].found = product_from_row(row);
    out[at].replaced = row.text(product_column_count + 1);
  }
  co_return out;
}

}  // namespace marine::persistence
