#pragma once
// The search's SQL (docs/search.md): one statement for each form a search takes, built once,
// each with the parameters it uses in the order it numbers them. persistence/ only.

#include "domain/catalogue/product_search.hpp"
#include "persistence/postgres/pg_pipeline.hpp"

#include <string>
#include <vector>

namespace marine::persistence {

using domain::search_sort;

// What a statement's $n stands for; each statement numbers only what it uses. `words`: the
// text as websearch_to_tsquery reads it (websearch_text).
// `resolved`: the ids (a JSON array) of the products the text reaches through superseded
// numbers (search_resolve, migration 0023).
enum class param { text, words, typing, category, hidden, type, brand, length_min, length_max, guests, year_min, year_max,
                   price_min, price_max, cursor_key, cursor_id, limit, fits, resolved };

// How a text matches (docs/search.md, "What a query matches"): its words in the full text or
// its code, or, when nothing matches so, by typing distance (each word, or one of the catalogue
// words closest to it: param::typing, the tsquery search_typing_query() made of the text). A
// word found as typed needs no guess.
enum class text_match { none, exact, typing };

// The forms a search takes: each is its own statement, with only the clauses it needs.
struct search_form {
  search_sort sort;
  text_match text;
  bool category;
};

struct built_statement {
  prepared_statement statement;
  std::vector<param> params;
};

const built_statement& page_statement_for(const search_form& form);
const built_statement& summary_statement_for(text_match text, bool category);
// The relevance order, in tiers (docs/search.md, "Ranking"): of a text that matches as typed,
// an exact code, an exact name, the words in the name, the words elsewhere; of one that does
// not, its typing tier. Before them, the products the text reaches as a superseded number
// (docs/search.md, "Superseded numbers"). Each newest first; a cursor key is "<tier>:<timestamp>".
inline constexpr int resolved_tier = 0;
inline constexpr int as_typed_tiers = 5;
inline constexpr int typing_tier = 5;
// How a word tier (3, 4 and the typing tier) reads its matches: as PostgreSQL plans it, or the
// newest products first, one by one, before the GIN index (docs/search.md, "Two words"). The
// code and name tiers (a few products) are always read as planned.
enum class tier_read { as_planned, newest_first };
const built_statement& tier_statement_for(int tier, bool category, tier_read read);
// Whether the text matches anything as typed (text_match::exact), within the category.
const built_statement& exact_statement_for(bool category);

// The text for websearch_to_tsquery: as typed, except that a '-' no word follows is a space.
// PostgreSQL reads each '-' before a word as NOT and keeps the NOTs waiting for their word on
// a stack of 32: 33 dashes (with spaces or ()!&| between them) overflowed it, "tsquery stack
// too small" (SQLSTATE XX000), a 500 (docs/search.md, "What a query matches"). A NOT with no
// word to negate meant nothing, so nothing a query matches changes.
std::string websearch_text(std::string_view text);

}  // namespace marine::persistence
