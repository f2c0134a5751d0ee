#pragma once

namespace marine::domain {

// What a repository write did, for the outcomes a use case answers differently.
enum class write_outcome { done, not_found, duplicate_id, duplicate_username, limit_reached };

}  // namespace marine::domain
