#pragma once
// A libpq result that frees itself.

#include <libpq-fe.h>

#include <memory>

namespace marine::persistence {

struct pg_result_deleter {
  void operator()(PGresult* r) const { PQclear(r); }
};
using pg_result = std::unique_ptr<PGresult, pg_result_deleter>;

}  // namespace marine::persistence
