#include "persistence/pg_catalogue_repository.hpp"
#include "persistence/change_listener.hpp"
#include "persistence/pg_rows.hpp"

#include <pqxx/except>
#include <pqxx/nontransaction>
#include <pqxx/result>
#include <pqxx/transaction>

namespace marine::persistence {

domain::awaitable<bool> pg_health_probe::database_ready()
{
  co_return co_await pool_.run([](pqxx::connection& c) {
    pqxx::nontransaction tx(c);
    return tx.exec("SELECT 1").size() == 1;
  });
}

void prepare_catalogue_statements(pqxx::connection& c)
{
  pg_product_repository::prepare(c);
  pg_banner_repository::prepare(c);
  prepare_change_notification(c);
}

}  // namespace marine::persistence

