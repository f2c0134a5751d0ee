#pragma once

#include <optional>

namespace marine::domain {

// What a repository write did, for the outcomes a use case answers differently.
enum class write_outcome { done, not_found, duplicate_id, duplicate_username, duplicate_sku, limit_reached };

// An insert's outcome and, when done, the row as stored (from the insert's own RETURNING).
template <class T>
struct insert_result {
  write_outcome outcome = write_outcome::done;
  std::optional<T> created;
};

}  // namespace marine::domain
