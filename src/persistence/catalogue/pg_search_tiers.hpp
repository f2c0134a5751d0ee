#pragma once
// The relevance order's statements, one per tier (docs/search.md, "Ranking"). persistence/ only.

#include "persistence/catalogue/pg_search_statements.hpp"

#include <string>

namespace marine::persistence {

built_statement tier_statement(int tier, bool category, tier_read read);
std::string tier_statement_name(int tier, bool category, tier_read read);

}  // namespace marine::persistence
