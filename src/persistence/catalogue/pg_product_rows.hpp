#pragma once
// A product as the pipelined reads return it, shared by the product repository's reads and
// its search (persistence/ only).

#include "domain/catalogue/product.hpp"
#include "persistence/postgres/pg_rows.hpp"

#include <string>
#include <vector>

namespace marine::persistence {

// The columns of a product, in binary (result_row), the price as text; product_from_row
// reads them from column 0 on.
extern const std::string product_columns;
inline constexpr int product_column_count = 19;
domain::product product_from_row(const result_row& r);

// A product row `p` as the activity log keeps it (JSON text), for a statement's RETURNING.
extern const std::string product_snapshot;

// text[] travels as a JSON array: libpqxx 6 cannot bind arrays.
std::string json_text_array(const std::vector<std::string>& items);

}  // namespace marine::persistence
