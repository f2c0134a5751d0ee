#pragma once
// Connecting with a deadline, for the threads that may block on the database (the pool's
// workers, the LISTEN thread). libpq's own connect_timeout counts whole seconds and at least
// two; a host that drops packets would hold a thread that long, past what a visitor or a
// staff member is promised (docs/security.md, "Database outage").

#include <pqxx/connection>

#include <libpq-fe.h>

#include <chrono>
#include <memory>
#include <string>

namespace marine::persistence {

struct pg_connection_deleter {
  void operator()(PGconn* c) const { PQfinish(c); }
};
using pg_connection_ptr = std::unique_ptr<PGconn, pg_connection_deleter>;

// An open connection, or pqxx::broken_connection with libpq's reason (or the deadline).
pg_connection_ptr connect_within(const std::string& url, std::chrono::milliseconds timeout);

// Waits until the socket can be read (or written); false once `deadline` passes.
bool wait_socket(PGconn* conn, bool for_write, std::chrono::steady_clock::time_point deadline);

// libpq's message on one line (it spans lines, with tabs).
std::string one_line(const char* message);

// libpqxx's connection policy for connect_within: the timeout is the calling thread's
// (set_thread_connect_timeout), as libpqxx builds the policy from the URL alone.
class deadline_connect : public pqxx::connectionpolicy {
 public:
  explicit deadline_connect(const std::string& url) : pqxx::connectionpolicy(url) {}
  handle do_startconnect(handle orig) override;
};
using pool_connection = pqxx::basic_connection_base<deadline_connect>;

void set_thread_connect_timeout(std::chrono::milliseconds timeout);

}  // namespace marine::persistence
