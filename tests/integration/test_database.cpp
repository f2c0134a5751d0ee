#include "integration/test_database.hpp"

#include "persistence/migrations.hpp"

#include <pqxx/connection>
#include <pqxx/nontransaction>
#include <pqxx/transaction>

#include <atomic>
#include <cstdlib>
#include <stdexcept>
#include <unistd.h>

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

}  // namespace marine::testing
