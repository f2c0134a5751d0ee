#include "integration/test_database.hpp"

#include "persistence/postgres/migrations.hpp"

#include <pqxx/connection>
#include <pqxx/nontransaction>
#include <pqxx/transaction>

#include <atomic>
#include <cstdlib>
#include <stdexcept>
#include <unistd.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>

namespace marine::testing {
namespace {

std::string required_admin_url()
{
  const char* url = std::getenv("TEST_DATABASE_URL");
  if (!url || !*url)
    throw std::runtime_error("TEST_DATABASE_URL is not set: run the tests through scripts/test, which starts a "
                             "disposable PostgreSQL cluster");
  return url;
}

// postgresql://user@host:port/db?params → the same URL naming another database.
std::string with_database(const std::string& url, const std::string& name)
{
  const auto scheme_end = url.find("://");
  const auto path_start = url.find('/', scheme_end == std::string::npos ? 0 : scheme_end + 3);
  const auto query_start = url.find('?');
  const std::string base = url.substr(0, path_start == std::string::npos ? query_start : path_start);
  const std::string query = query_start == std::string::npos ? "" : url.substr(query_start);
  return base + "/" + name + query;
}

}  // namespace

test_database::test_database(bool migrate)
    : admin_url_(required_admin_url())
{
  static std::atomic<int> counter{0};
  name_ = "t_" + std::to_string(::getpid()) + "_" + std::to_string(counter++);
  {
    pqxx::connection admin(admin_url_);
    pqxx::nontransaction tx(admin);
    tx.exec("DROP DATABASE IF EXISTS " + tx.quote_name(name_));
    tx.exec("CREATE DATABASE " + tx.quote_name(name_));
  }
  url_ = with_database(admin_url_, name_);
  if (migrate) persistence::apply_migrations(url_);
}

test_database::~test_database()
{
  try {
    pqxx::connection admin(admin_url_);
    pqxx::nontransaction tx(admin);
    tx.exec("DROP DATABASE IF EXISTS " + tx.quote_name(name_) + " WITH (FORCE)");
  } catch (...) {
    // The cluster is disposable; a leftover database is harmless.
  }
}

void test_database::exec(const std::string& sql) const
{
  pqxx::connection c(url_);
  pqxx::work tx(c);
  tx.exec(sql);
  tx.commit();
}

silent_listener::silent_listener()
{
  listener_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t len = sizeof addr;
  if (listener_ < 0 || ::bind(listener_, reinterpret_cast<sockaddr*>(&addr), len) != 0 || ::listen(listener_, 64) != 0 ||
      ::getsockname(listener_, reinterpret_cast<sockaddr*>(&addr), &len) != 0)
    throw std::runtime_error("silent_listener: cannot listen on 127.0.0.1");
  port_ = ntohs(addr.sin_port);
  thread_ = std::thread([this] {
    while (!stopping_) {
      pollfd p{.fd = listener_, .events = POLLIN, .revents = 0};
      if (::poll(&p, 1, 50) <= 0) continue;
      const int fd = ::accept4(listener_, nullptr, nullptr, SOCK_CLOEXEC);
      if (fd < 0) continue;
      held_.push_back(fd);  // kept open, never answered
      ++accepted_;
    }
  });
}

silent_listener::~silent_listener()
{
  stopping_ = true;
  thread_.join();
  for (int fd : held_) ::close(fd);
  ::close(listener_);
}

std::string silent_listener::url() const
{
  return "postgresql://postgres@127.0.0.1:" + std::to_string(port_) + "/postgres";
}

}  // namespace marine::testing
