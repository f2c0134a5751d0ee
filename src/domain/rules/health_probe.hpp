#pragma once
// Whether storage answers, for /readyz. Implemented in persistence/ (pg_health_probe).

#include "domain/rules/awaitable.hpp"

namespace marine::domain {

class health_probe {
 public:
  virtual ~health_probe() = default;
  virtual awaitable<bool> database_ready() = 0;
};

}  // namespace marine::domain
