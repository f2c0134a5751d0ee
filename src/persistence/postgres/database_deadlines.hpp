#pragma once
// How long the API waits for PostgreSQL (DB_CONNECT_TIMEOUT_MS, DB_QUERY_TIMEOUT_MS): one
// connection attempt, and one request's whole wait for the database (a connection or a
// worker to become free included). The defaults keep a visitor's read under a second when
// the database is gone (docs/security.md, "Database outage").

#include <chrono>

namespace marine::persistence {

struct database_deadlines {
  std::chrono::milliseconds connect{500};
  std::chrono::milliseconds query{800};
};

}  // namespace marine::persistence
