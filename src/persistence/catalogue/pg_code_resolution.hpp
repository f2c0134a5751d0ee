#pragma once
// Codes to products through the superseded numbers (docs/search.md, "Superseded numbers"), for
// matching a parts list (docs/parts-lists.md, "Matching a list"). persistence/ only.

#include "domain/catalogue/product_repository.hpp"
#include "persistence/postgres/pg_read_pipelines.hpp"

#include <boost/asio/awaitable.hpp>

namespace marine::persistence {

// The statement resolve_codes runs (one of the read pipelines' statements).
prepared_statement code_resolution_statement();

boost::asio::awaitable<std::vector<domain::code_resolution>> resolve_codes(pg_read_pipelines& reads,
                                                                           std::vector<std::string> codes);

}  // namespace marine::persistence
