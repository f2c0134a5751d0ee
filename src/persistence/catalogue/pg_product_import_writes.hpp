#pragma once
// The import's products written set-based: a statement for a slice of creations and one for a
// slice of updates, each with its activity entries (docs/catalogue-io.md, "The import").

#include "domain/activity/activity.hpp"
#include "domain/catalogue/product_import.hpp"

#include <pqxx/transaction_base>

#include <span>
#include <string>

namespace marine::persistence {

// Writes `writes` in `tx`, every entry's changes merged with `extra` (the import's label).
// False when a product to update is gone: the caller rolls back, nothing is written.
// Throws pqxx::unique_violation for an id or SKU taken meanwhile.
bool write_import(pqxx::transaction_base& tx, std::span<const domain::import_write> writes, const domain::acting& by,
                  const std::string& extra);

}  // namespace marine::persistence
