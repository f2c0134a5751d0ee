#pragma once
// The catalogue's search on PostgreSQL (docs/search.md), on the pipelined reads: a statement
// for each form a search takes (with or without text and category, each sort) and one for
// its total and facets, each planned for its parameters (pg_pipeline.hpp, statement_kind).

#include "domain/catalogue/product_search.hpp"
#include "persistence/postgres/pg_read_pipelines.hpp"

#include <boost/asio/awaitable.hpp>

namespace marine::persistence {

// A page of the search with its summary (total and facets): `kept`, else read first.
boost::asio::awaitable<domain::search_page> search_products(pg_read_pipelines& reads, const domain::search_request& r,
                                                            std::optional<domain::search_summary> kept);

}  // namespace marine::persistence
