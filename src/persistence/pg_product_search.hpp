#pragma once
// The catalogue's search on PostgreSQL (docs/search.md): a prepared statement for each form
// a search takes (with or without text and category, each sort) and one for its total and
// facets, all on the pipelined reads.

#include "domain/catalogue/product_search.hpp"
#include "persistence/pg_pipeline.hpp"
#include "persistence/pg_read_pipelines.hpp"

#include <boost/asio/awaitable.hpp>

#include <vector>

namespace marine::persistence {

std::vector<prepared_statement> search_statements();

boost::asio::awaitable<domain::search_page> search_products(pg_read_pipelines& reads, const domain::search_request& r);

}  // namespace marine::persistence
