#include "persistence/catalogue/pg_search_tiers.hpp"

#include "persistence/catalogue/pg_product_rows.hpp"
#include "persistence/catalogue/pg_search_clauses.hpp"

namespace marine::persistence {
namespace {

constexpr const char* newest_first = " ORDER BY \"timestamp\" DESC, id DESC";

// How many of the newest products a word tier checks one by one before it turns to the words'
// GIN index for the older ones (tier_read::newest_first).
constexpr int walked_rows = 2000;

std::string after_cursor(statement_params& p)
{
  const auto cursor = p(param::cursor_key);
  return "(" + cursor + "::text IS NULL OR (\"timestamp\", id) < (" + cursor + "::timestamptz, " +
         p(param::cursor_id, "::text") + "))";
}

std::string tier_columns(int tier)
{
  return product_columns + ", '" + std::to_string(tier) + ":' || \"timestamp\"::text";
}

// The matches as PostgreSQL plans them: along the newest-first index for a common word, from
// the word's GIN index and sorted for a rare one.
built_statement as_planned(int tier, bool category, const std::string& where, statement_params& p)
{
  const auto rows = "SELECT " + tier_columns(tier) + " FROM products WHERE " + where + " AND " + after_cursor(p);
  const auto order = newest_first + std::string(" LIMIT ") + p(param::limit, "::integer");
  // The typing tier's matches are read from their index, then sorted: a typing query ORs a
  // word's neighbours, the planner overrates how many match and walked the whole newest-first
  // index for 8 of them ('MS-020002': 23,000 buffers, against about 150 so).
  const auto sql = tier == typing_tier ? "WITH typed AS MATERIALIZED (" + rows + ") SELECT * FROM typed" + order : rows + order;
  return {{tier_statement_name(tier, category, tier_read::as_planned), sql}, p.order};
}

// The newest `walked_rows` products (the category's, past the cursor) checked one by one,
// stopping once the page is full; only when they hold less than a page, the older matches
// from the GIN index. The planner takes a text's words as independent: for two words that
// mostly come together (`volvo penta`: 60 estimated, 2,451 found) it read every match from the
// index and sorted them, where the walk finds a page in a few hundred rows.
built_statement walked_first(int tier, bool category, const std::string& base, const std::string& condition,
                             statement_params& p)
{
  const auto after = after_cursor(p);
  const auto limit = p(param::limit, "::integer");
  // The products the walk goes through, newest first: the category's, past the cursor.
  const auto newest = "FROM products WHERE " + base + " AND " + after + newest_first;
  const auto walked = "SELECT id FROM (SELECT * " + newest + " LIMIT " + std::to_string(walked_rows) + ") w WHERE " +
                      condition + newest_first + " LIMIT " + limit;
  // The last product walked; none when the walk reached the end, which leaves nothing older.
  const auto last_walked = "(SELECT \"timestamp\", id " + newest + " OFFSET " + std::to_string(walked_rows - 1) + " LIMIT 1)";
  const auto older = "SELECT id FROM products WHERE " + base + " AND " + condition + " AND " + after +
                     " AND (SELECT count(*) FROM walked) < " + limit + " AND (\"timestamp\", id) < " + last_walked +
                     newest_first + " LIMIT " + limit;
  // The page's products whole once their ids are chosen: the older matches are read and
  // sorted by id and time only, where with every column (descriptions, specs) the sort of
  // 2,451 matches took twice as long. (A few rows gain nothing: the tiers read as planned
  // are planned 0.4 ms faster without it.)
  const auto sql = "WITH walked AS MATERIALIZED (" + walked + ") SELECT " + tier_columns(tier) +
                   " FROM products WHERE id IN (SELECT id FROM walked UNION ALL (" + older + "))" + newest_first + " LIMIT " +
                   limit;
  return {{tier_statement_name(tier, category, tier_read::newest_first), sql}, p.order};
}

}  // namespace

std::string tier_statement_name(int tier, bool category, tier_read read)
{
  return "search_tier_" + std::to_string(tier) + (category ? "_c" : "_a") + (read == tier_read::newest_first ? "_walk" : "");
}

built_statement tier_statement(int tier, bool category, tier_read read)
{
  statement_params p;
  const auto base = matched(p, {search_sort::relevance, text_match::none, category});
  if (tier == typing_tier) {
    // NULL (a text without a word) matches nothing.
    const auto condition = "search_words_doc @@ " + p(param::typing, "::tsquery") + " AND " + filters(p);
    if (read == tier_read::newest_first) return walked_first(tier, category, base, condition, p);
    return as_planned(tier, category, base + " AND " + condition, p);
  }
  const auto resolved = "id = ANY(" + resolved_ids(p) + ")";
  if (tier == resolved_tier) {
    const auto condition = resolved + " AND " + filters(p);
    return as_planned(tier, category, base + " AND " + condition, p);
  }
  const auto q = p(param::text, "::text");
  const auto code = "search_codes @> ARRAY[search_code(" + q + ")]";
  const auto name = "search_names @> ARRAY[search_normalise(" + q + ")]";
  // Numbered only where used (the code tier has no words): PostgreSQL cannot type a $n that
  // no clause mentions.
  const auto words = tier == 1 ? std::string() : p(param::words, "::text");
  // The name's words, or the short texts' words with a pair of them joined (docs/search.md,
  // "Joined words").
  const auto in_name = "(" + words_in("search_name_doc", words) + " OR " + joined_words(p, tier == 4) + ")";
  const auto anywhere = words_in("search_doc", words);
  // The products of tiers 0 to 2 (resolved, a code, a whole name: a few) are left out of the
  // word tiers by their ids, looked up once from their indexes: checking both arrays on every
  // row of a common word's matches was half of such a tier's time (docs/search.md, "Ranking").
  const auto earlier = "id NOT IN (SELECT id FROM products WHERE " + code + " OR " + name + " OR " + resolved + ")";
  std::string condition;
  switch (tier) {
    case 1: condition = code + " AND NOT " + resolved; break;
    case 2: condition = name + " AND " + anywhere + " AND NOT " + code + " AND NOT " + resolved; break;
    case 3: condition = in_name + " AND " + earlier; break;
    default: condition = anywhere + " AND NOT " + in_name + " AND " + earlier; break;
  }
  condition += " AND " + filters(p);
  if (read == tier_read::newest_first) return walked_first(tier, category, base, condition, p);
  return as_planned(tier, category, base + " AND " + condition, p);
}

}  // namespace marine::persistence
