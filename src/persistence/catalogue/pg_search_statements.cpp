#include "persistence/catalogue/pg_search_statements.hpp"

#include "domain/rules/text_rules.hpp"
#include "persistence/catalogue/pg_product_rows.hpp"
#include "persistence/catalogue/pg_search_clauses.hpp"
#include "persistence/catalogue/pg_search_tiers.hpp"

#include <array>
#include <stdexcept>

namespace marine::persistence {

std::string statement_params::operator()(param p, std::string_view cast)
{
  std::size_t i = 0;
  while (i < order.size() && order[i] != p) ++i;
  if (i == order.size()) order.push_back(p);
  return "$" + std::to_string(i + 1) + std::string(cast);
}


namespace {

constexpr std::array<search_sort, 5> all_sorts = {search_sort::name, search_sort::price_low, search_sort::price_high,
                                                  search_sort::newest, search_sort::relevance};

std::string form_suffix(const search_form& f)
{
  return std::to_string(static_cast<int>(f.sort)) + "_" + std::to_string(static_cast<int>(f.text)) +
         (f.category ? "_c" : "_a");
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

}  // namespace

std::string resolved_ids(statement_params& p)
{
  return "ARRAY(SELECT json_array_elements_text(" + p(param::resolved, "::json") + "))";
}

std::string joined_words(statement_params& p, bool negated)
{
  const auto clause = "search_words_doc @@ search_joined_query(" + p(param::text, "::text") + ")";
  return negated ? "coalesce(" + clause + ", false)" : clause;
}

std::string matched(statement_params& p, const search_form& f, const std::string& resolved)
{
  std::string w = "(" + p(param::hidden, "::boolean") + " OR is_visible)";
  if (f.category) w += " AND category = " + p(param::category, "::text");
  if (f.text == text_match::exact) {
    const auto q = p(param::text, "::text");
    w += " AND (" + words_in("search_doc", p(param::words, "::text")) + " OR search_codes @> ARRAY[search_code(" + q +
         ")] OR " + joined_words(p) + " OR id = ANY(" + (resolved.empty() ? resolved_ids(p) : resolved) + "))";
  }
  // NULL (a text without a word) matches nothing.
  if (f.text == text_match::typing) w += " AND search_words_doc @@ " + p(param::typing, "::tsquery");
  return w;
}

// The category page's filters; a product without the field does not pass a bound on it, and
// a 'Contact For Pricing' product has no price to bound.
std::string filters(statement_params& p)
{
  const std::string length = "(specs ->> 'lengthM')::numeric";
  const std::string year = "(specs ->> 'yearBuilt')::numeric";
  const std::string price = "CASE WHEN show_contact_for_pricing THEN NULL ELSE price END";
  const auto fits = p(param::fits, "::text");
  return "(" + fits + " = '' OR search_fits @> ARRAY[search_fit(" + fits + ")]) AND (" + p(param::type, "::text") +
         " = '' OR specs ->> 'vesselType' = " + p(param::type, "::text") + ") AND (" +
         p(param::brand, "::text") + " = '' OR lower(specs ->> 'brand') = lower(" + p(param::brand, "::text") + ")) AND " +
         at_least(p, param::length_min, length) + " AND " + at_most(p, param::length_max, length) + " AND " +
         at_least(p, param::guests, "(specs ->> 'guests')::numeric") + " AND " + at_least(p, param::year_min, year) +
         " AND " + at_most(p, param::year_max, year) + " AND " + at_least(p, param::price_min, price) + " AND " +
         at_most(p, param::price_max, price);
}

std::string words_in(const std::string& column, const std::string& words)
{
  return "(" + column + " @@ websearch_to_tsquery('english', search_fold(" + words + ")) OR " + column +
         " @@ websearch_to_tsquery('simple', search_normalise(" + words + ")))";
}

namespace {

bool is_unicode_space(char32_t cp)
{
  return cp == 0x85 || cp == 0xA0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200B) || cp == 0x2028 || cp == 0x2029 ||
         cp == 0x202F || cp == 0x205F || cp == 0x3000 || cp == 0xFEFF;
}

// A code point websearch_to_tsquery can begin a word (or, '"', a phrase) with: an ASCII letter
// or digit, or any code point beyond ASCII but the Unicode spaces. Conservative: a '-' before
// punctuation is dropped too (it negated no word either).
bool starts_word(std::string_view s)
{
  if (s.empty()) return false;
  std::size_t i = 0;
  const auto cp = domain::next_code_point(s, i);
  if (!cp) return true;  // not UTF-8: left as it was typed
  if (*cp < 0x80) {
    const auto c = static_cast<char>(*cp);
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '"';
  }
  return !is_unicode_space(*cp);
}

}  // namespace

std::string websearch_text(std::string_view text)
{
  std::string out(text);
  for (std::size_t i = 0; i < out.size(); ++i)
    if (out[i] == '-' && !starts_word(text.substr(i + 1))) out[i] = ' ';
  return out;
}

namespace {

struct sort_key {
  std::string expression;  // of a products row
  const char* cast;        // the cursor's text back to the expression's type
  bool descending;
};

sort_key key_of(search_sort sort)
{
  switch (sort) {
    case search_sort::name: return {"lower(name)", "::text", false};
    case search_sort::price_low: return {"price", "::numeric", false};
    case search_sort::price_high: return {"price", "::numeric", true};
    case search_sort::newest: return {"\"timestamp\"", "::timestamptz", true};
    case search_sort::relevance: break;
  }
  throw std::logic_error("relevance is read tier by tier (tier_statement)");
}


built_statement page_statement(const search_form& f)
{
  statement_params p;
  const auto where = matched(p, f) + " AND " + filters(p);
  const auto key = key_of(f.sort);
  const auto cursor = p(param::cursor_key);
  const char* direction = key.descending ? " DESC" : "";
  const std::string sql =
      "SELECT " + product_columns + ", sort_key::text AS cursor_key FROM (SELECT *, " + key.expression + " AS sort_key FROM products "
      "WHERE " + where + ") s WHERE " + cursor + "::text IS NULL OR (sort_key, id) " + (key.descending ? "<" : ">") +
      " (" + cursor + key.cast + ", " + p(param::cursor_id, "::text") + ") ORDER BY sort_key" + direction + ", id" +
      direction + " LIMIT " + p(param::limit, "::integer");
  return {{"search_page_" + form_suffix(f), sql}, p.order};
}

std::string summary_name(text_match text, bool category)
{
  return "search_summary_" + std::to_string(static_cast<int>(text)) + (category ? "_c" : "_a");
}

built_statement summary_statement(text_match text, bool category)
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
  // The engines parts fit: each spelling folded as the filter compares it, shown as its first
  // spelling.
  const std::string fits_facet =
      "(SELECT coalesce(json_agg(json_build_object('value', v, 'count', n) ORDER BY n DESC, v), '[]') FROM (SELECT "
      "min(f) AS v, count(*) AS n FROM m, unnest(m.fits) AS f GROUP BY search_fit(f) ORDER BY 2 DESC, 1 LIMIT 30) t)";
  const std::string sql =
      "WITH m AS MATERIALIZED (SELECT specs, price, show_contact_for_pricing, fits, " + passes +
      " AS passes FROM products WHERE " + where + ") SELECT json_build_object('total', count(*) FILTER (WHERE passes), "
      "'priceMin', (min(price) FILTER (WHERE NOT show_contact_for_pricing))::text, "
      "'priceMax', (max(price) FILTER (WHERE NOT show_contact_for_pricing))::text, "
      "'lengthMin', min((specs ->> 'lengthM')::numeric)::text, 'lengthMax', max((specs ->> 'lengthM')::numeric)::text, "
      "'yearMin', min((specs ->> 'yearBuilt')::numeric)::text, 'yearMax', max((specs ->> 'yearBuilt')::numeric)::text, "
      "'guestsMax', max((specs ->> 'guests')::numeric)::text, 'types', " + facet("vesselType", "50") +
      ", 'brands', " + facet("brand", "100") + ", 'fits', " + fits_facet + ")::text FROM m";
  return {{summary_name(text, category), sql}, p.order};
}

// Whether the text matches anything as typed (text_match::exact), within the category.
// Also the products the text reaches as a superseded number, once: their ids and the numbers
// they were reached through (JSON), which the page's statements are given (param::resolved).
built_statement exact_statement(bool category)
{
  statement_params p;
  const auto where = matched(p, {search_sort::name, text_match::exact, category}, "(SELECT ids FROM r)::text[]");
  const auto q = p(param::text, "::text");
  return {{std::string("search_exact_") + (category ? "c" : "a"),
           "WITH r AS MATERIALIZED (SELECT coalesce(array_agg(product_id), '{}') AS ids, coalesce(json_agg("
           "json_build_object('id', product_id, 'replaced', replaced)), '[]')::text AS j FROM search_resolve(search_code(" +
               q + "))), "
           // MATERIALIZED: otherwise the planner copies the EXISTS into both columns and runs it twice.
           "x AS MATERIALIZED (SELECT EXISTS (SELECT 1 FROM products WHERE " + where + ") AS e) "
           "SELECT e, CASE WHEN e THEN NULL ELSE search_typing_query(" + q + ") END, (SELECT j FROM r) FROM x"},
          p.order};
}

const std::vector<built_statement>& built_statements()
{
  static const auto all = [] {
    std::vector<built_statement> out;
    for (bool category : {false, true}) {
      out.push_back(exact_statement(category));
      for (int tier = 0; tier <= typing_tier; ++tier) out.push_back(tier_statement(tier, category, tier_read::as_planned));
      for (int tier : {3, 4, typing_tier}) out.push_back(tier_statement(tier, category, tier_read::newest_first));
    }
    for (auto text : {text_match::none, text_match::exact, text_match::typing})
      for (bool category : {false, true}) {
        out.push_back(summary_statement(text, category));
        for (auto sort : all_sorts)
          // Relevance is read tier by tier (tier_statement).
          if (sort != search_sort::relevance) out.push_back(page_statement({sort, text, category}));
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
}  // namespace

const built_statement& page_statement_for(const search_form& form)
{
  return find_statement("search_page_" + form_suffix(form));
}

const built_statement& summary_statement_for(text_match text, bool category)
{
  return find_statement(summary_name(text, category));
}

const built_statement& tier_statement_for(int tier, bool category, tier_read read)
{
  return find_statement(tier_statement_name(tier, category, read));
}

const built_statement& exact_statement_for(bool category)
{
  return find_statement(std::string("search_exact_") + (category ? "c" : "a"));
}

}  // namespace marine::persistence
