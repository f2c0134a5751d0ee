#include "persistence/postgres/pg_connect.hpp"

#include <pqxx/except>

#include <poll.h>

namespace marine::persistence {
namespace {
thread_local std::chrono::milliseconds thread_connect_timeout{500};
}

std::string one_line(const char* message)
{
  std::string s;
  for (const char* p = message ? message : ""; *p; ++p) {
    const bool space = *p == '\n' || *p == '\t' || *p == ' ';
    if (!space) s += *p;
    else if (!s.empty() && s.back() != ' ') s += ' ';
  }
  if (!s.empty() && s.back() == ' ') s.pop_back();
  return s;
}

bool wait_socket(PGconn* conn, bool for_write, std::chrono::steady_clock::time_point deadline)
{
  for (;;) {
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return false;
    pollfd p{.fd = PQsocket(conn), .events = static_cast<short>(for_write ? POLLOUT : POLLIN), .revents = 0};
    const int r = ::poll(&p, 1, static_cast<int>(left.count()));
    if (r > 0) return true;
    if (r < 0 && errno != EINTR) return true;  // let libpq find out what is wrong
  }
}

pg_connection_ptr connect_within(const std::string& url, std::chrono::milliseconds timeout)
{
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  pg_connection_ptr conn(PQconnectStart(url.c_str()));
  if (!conn) throw pqxx::broken_connection("out of memory");
  auto poll = PGRES_POLLING_WRITING;
  while (poll != PGRES_POLLING_OK) {
    if (PQstatus(conn.get()) == CONNECTION_BAD || poll == PGRES_POLLING_FAILED || PQsocket(conn.get()) < 0)
      throw pqxx::broken_connection(one_line(PQerrorMessage(conn.get())));
    if (!wait_socket(conn.get(), poll == PGRES_POLLING_WRITING, deadline))
      throw pqxx::broken_connection("connect timed out after " + std::to_string(timeout.count()) + " ms");
    poll = PQconnectPoll(conn.get());
  }
  return conn;
}

void set_thread_connect_timeout(std::chrono::milliseconds timeout) { thread_connect_timeout = timeout; }

deadline_connect::handle deadline_connect::do_startconnect(handle orig)
{
  if (orig) return orig;
  return connect_within(options(), thread_connect_timeout).release();
}

}  // namespace marine::persistence
