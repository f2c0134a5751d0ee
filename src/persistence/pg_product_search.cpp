#include "persistence/pg_product_search.hpp"

#include "persistence/pg_product_rows.hpp"

#include <boost/json/parse.hpp>

#include <array>
#include <optional>
#include <string>

namespace marine::persistence {
namespace {

using domain::search_sort;

// What a statement's $n stands for; each statement numbers only what it uses.
enum class param { text, category, hidden, type, brand, length_min, length_max, guests, year_min, year_max,
                   price_min, price_max, cursor_key, cursor_id, limit };

struct statement_params {
  std::vector<param> order;
  std::string operator()(param p, std::string_view cast = "")
  {
    std::size_t i = 0;
    while (i < order.size() && order[i] != p) ++i;
    if (i == order.size()) order.push_back(p);
    return "$" + std::to_string(i + 1) + std::string(cast);
  }
};

// The forms a search takes: each is its own statement, so that each has a plan of its own
// (the read connections plan generically, pg_catalogue_repository.cpp).
struct search_form {
  search_sort sort;
  bool text;
  bool category;
};

constexpr std::array<search_sort, 5> all_sorts = {search_sort::name, search_sort::price_low, search_sort::price_high,
                                                  search_sort::newest, search_sort::relevance};

std::string form_suffix(const search_form& f)
{
  return std::to_string(static_cast<int>(f.sort)) + (f.text ? "_q" : "_a") + (f.category ? "_c" : "_a");
}

// Which products the text and the category match, before the filters.
std::string matched(statement_params& p, const search_form& f)
{
  std::string w = "(" + p(param::hidden, "::boolean") + " OR is_visible)";
  if (f.category) w += " AND category = " + p(param::category, "::text");
  if (f.text) {
    const auto q = p(param::text, "::text");
    w += " AND (search_doc @@ websearch_to_tsquery('english', " + q + ") OR search_doc @@ websearch_to_tsquery('simple', "
         "search_normalise(" + q + ")) OR search_words %> search_normalise(" + q + ") OR search_codes @> "
         "ARRAY[search_code(" + q + ")])";
  }
  return w;
}

std::string at_least(statement_params& p, param bound, const std::string& value)
{
  const auto b = p(bound, "::numeric");
  return "(" + b + " IS NULL OR " + value + " >= " + b + ")";
}

std::string at_most(statement_params& p, param bound, const std::string& value)
{
  const auto b = p(bound, "::numeric");
  return "(" + b + " IS NULL OR " + value + " <= " + b + ")";
}

// The category page's filters; a product without the field does not pass a bound on it, and
// a 'Contact For Pricing' product has no price to bound.
std::string filters(statement_params& p)
{
  const std::string length = "(specs ->> 'lengthM')::numeric";
  const std::string year = "(specs ->> 'yearBuilt')::numeric";
  const std::string price = "CASE WHEN show_contact_for_pricing THEN NULL ELSE price END";
  return "(" + p(param::type, "::text") + " = '' OR specs ->> 'vesselType' = " + p(param::type, "::text") + ") AND (" +
         p(param::brand, "::text") + " = '' OR lower(specs ->> 'brand') = lower(" + p(param::brand, "::text") + ")) AND " +
         at_least(p, param::length_min, length) + " AND " + at_most(p, param::length_max, length) + " AND " +
         at_least(p, param::guests, "(specs ->> 'guests')::numeric") + " AND " + at_least(p, param::year_min, year) +
         " AND " + at_most(p, param::year_max, year) + " AND " + at_least(p, param::price_min, price) + " AND " +
         at_most(p, param::price_max, price);
}

struct sort_key {
  std::string expression;  // of a products row
  const char* cast;        // the cursor's text back to the expression's type
  bool descending;
};

sort_key key_of(statement_params& p, search_sort sort)
{
  switch (sort) {
    case search_sort::name: return {"lower(name)", "::text", false};
    case search_sort::price_low: return {"price", "::numeric", false};
    case search_sort::price_high: return {"price", "::numeric", true};
    case search_sort::newest: return {"\"timestamp\"", "::timestamptz", true};
    case search_sort::relevance: break;
  }
  // An exact code first, then an exact name, then by full-text rank and typing distance.
  const auto q = p(param::text, "::text");
  return {"((CASE WHEN search_codes @> ARRAY[search_code(" + q + ")] THEN 0 WHEN search_normalise(name) = "
          "search_normalise(" + q + ") OR search_normalise(name_ar) = search_normalise(" + q + ") THEN 10 ELSE 20 END) "
          "- ts_rank(search_doc, websearch_to_tsquery('english', " + q + ") || websearch_to_tsquery('simple', "
          "search_normalise(" + q + "))) - word_similarity(search_normalise(" + q + "), search_words))::float8",
          "::float8", false};
}

struct built_statement {
  prepared_statement statement;
  std::vector<param> params;
};

built_statement page_statement(const search_form& f)
{
  statement_params p;
  const auto where = matched(p, f) + " AND " + filters(p);
  const auto key = key_of(p, f.sort);
  const auto cursor = p(param::cursor_key);
  const char* direction = key.descending ? " DESC" : "";
  const std::string sql =
      "SELECT " + product_columns + ", sort_key::text AS cursor_key FROM (SELECT *, " + key.expression + " AS sort_key FROM products "
      "WHERE " + where + ") s WHERE " + cursor + "::text IS NULL OR (sort_key, id) " + (key.descending ? "<" : ">") +
      " (" + cursor + key.cast + ", " + p(param::cursor_id, "::text") + ") ORDER BY sort_key" + direction + ", id" +
      direction + " LIMIT " + p(param::limit, "::integer");
  return {{"search_page_" + form_suffix(f), sql}, p.order};
}

built_statement summary_statement(bool text, bool category)
{
  statement_params p;
  const search_form f{search_sort::name, text, category};
  const auto where = matched(p, f);
  const auto passes = filters(p);
  auto facet = [](const char* field, const char* limit) {
    return std::string("(SELECT coalesce(json_agg(json_build_object('value', v, 'count', n) ORDER BY n DESC, v), '[]') "
                       "FROM (SELECT specs ->> '") + field + "' AS v, count(*) AS n FROM m WHERE specs ? '" + field +
           "' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT " + limit + ") t)";
  };
  const std::string sql =
      "WITH m AS MATERIALIZED (SELECT specs, price, show_contact_for_pricing, " + passes +
      " AS passes FROM products WHERE " + where + ") SELECT json_build_object('total', count(*) FILTER (WHERE passes), "
      "'priceMin', (min(price) FILTER (WHERE NOT show_contact_for_pricing))::text, "
      "'priceMax', (max(price) FILTER (WHERE NOT show_contact_for_pricing))::text, "
      "'lengthMin', min((specs ->> 'lengthM')::numeric)::text, 'lengthMax', max((specs ->> 'lengthM')::numeric)::text, "
      "'yearMin', min((specs ->> 'yearBuilt')::numeric)::text, 'yearMax', max((specs ->> 'yearBuilt')::numeric)::text, "
      "'guestsMax', max((specs ->> 'guests')::numeric)::text, 'types', " + facet("vesselType", "50") +
      ", 'brands', " + facet("brand", "100") + ")::text FROM m";
  return {{std::string("search_summary_") + (text ? "q" : "a") + (category ? "_c" : "_a"), sql}, p.order};
}

const std::vector<built_statement>& built_statements()
{
  static const auto all = [] {
    std::vector<built_statement> out;
    for (bool text : {false, true})
      for (bool category : {false, true}) {
        out.push_back(summary_statement(text, category));
        for (auto sort : all_sorts)
          if (text || sort != search_sort::relevance) out.push_back(page_statement({sort, text, category}));
      }
    return out;
  }();
  return all;
}

const built_statement& find_statement(const std::string& name)
{
  for (const auto& s : built_statements())
    if (s.statement.name == name) return s;
  throw std::logic_error("no search statement " + name);
}

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
  co_return co_await reads.exec(s.statement.name.c_str(), std::span<const char* const>(pointers));
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

// The summary row's JSON (summary_statement) into the page.
void read_summary(std::string_view json, domain::search_page& page)
{
  const auto parsed = boost::json::parse(json);
  const auto& o = parsed.as_object();
  page.total = o.at("total").to_number<std::int64_t>();
  auto& f = page.facets;
  f.types = counts_of(o, "types");
  f.brands = counts_of(o, "brands");
  f.price_min = text_of(o, "priceMin");
  f.price_max = text_of(o, "priceMax");
  f.length_min = text_of(o, "lengthMin");
  f.length_max = text_of(o, "lengthMax");
  f.year_min = text_of(o, "yearMin");
  f.year_max = text_of(o, "yearMax");
  f.guests_max = text_of(o, "guestsMax");
}

}  // namespace

std::vector<prepared_statement> search_statements()
{
  std::vector<prepared_statement> out;
  for (const auto& s : built_statements()) out.push_back(s.statement);
  return out;
}

boost::asio::awaitable<domain::search_page> search_products(pg_read_pipelines& reads, const domain::search_request& r)
{
  const search_form form{r.sort, !r.text.empty(), r.in_category.has_value()};
  const auto& page_statement = find_statement("search_page_" + form_suffix(form));
  const auto& summary = find_statement(std::string("search_summary_") + (form.text ? "q" : "a") + (form.category ? "_c" : "_a"));
  domain::search_page page;
  // One more than asked: whether a next page exists.
  const auto rows = co_await run(reads, page_statement, r, r.limit + 1);
  const int n = PQntuples(rows.get());
  for (int i = 0; i < n && i < r.limit; ++i) page.items.push_back(product_from_row(result_row(rows.get(), i)));
  if (n > r.limit) {
    const result_row last(rows.get(), r.limit - 1);
    page.next = domain::search_cursor{r.sort, last.text(product_column_count), page.items.back().id};
  }
  const auto totals = co_await run(reads, summary, r);
  read_summary(result_row(totals.get(), 0).view(0), page);
  co_return page;
}
}  // namespace marine::persistence
