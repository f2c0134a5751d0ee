#pragma once
// The clauses the search's statements share (pg_search_statements.cpp, pg_search_tiers.cpp;
// docs/search.md). persistence/ only.

#include "persistence/catalogue/pg_search_statements.hpp"

#include <string>
#include <vector>

namespace marine::persistence {

// Numbers each parameter once, in the order a statement first uses it.
struct statement_params {
  std::vector<param> order;
  std::string operator()(param p, std::string_view cast = "");
};

// Which products the text and the category match, before the filters. `resolved`: the SQL of
// the resolved ids (text[]); by default param::resolved.
std::string matched(statement_params& p, const search_form& f, const std::string& resolved = "");
// The ids of param::resolved as text[].
std::string resolved_ids(statement_params& p);
// The text's words over search_words_doc with a pair of them joined (search_joined_query,
// migration 0023); NULL when the text has none, which an OR reads as false. `negated`: false
// instead, for a NOT (the bare clause stays a condition a GIN index answers).
std::string joined_words(statement_params& p, bool negated = false);
// The category page's filters.
std::string filters(statement_params& p);
// The full text (`words`, the expression of param::words), in English or in the normalised
// simple form, against a tsvector.
std::string words_in(const std::string& column, const std::string& words);

}  // namespace marine::persistence
