#include "persistence/catalogue/pg_product_import_repository.hpp"

#include "persistence/postgres/constraint_name.hpp"
#include "persistence/catalogue/pg_product_import_writes.hpp"
#include "persistence/catalogue/pg_product_rows.hpp"
#include "persistence/postgres/pg_rows.hpp"

#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/string.hpp>
#include <fmt/format.h>
#include <pqxx/except>
#include <pqxx/result>
#include <pqxx/transaction>

namespace marine::persistence {
namespace {

// The import's one transaction may take minutes at 50,000 rows (benchmarks/catalogue-io);
// it gets a deadline of its own instead of the requests' DB_QUERY_TIMEOUT_MS.
constexpr std::chrono::minutes commit_budget{5};
constexpr std::string_view sku_constraint = "products_sku_key";

std::string actor_name(const domain::acting& by) { return by ? by->username : std::string(); }

}  // namespace

domain::awaitable<domain::import_outcome> pg_product_import_repository::begin(std::string session, domain::acting by,
                                                                             int idle_minutes)
{
  co_return co_await pool_.run([session = std::move(session), by = std::move(by), idle_minutes](pqxx::connection_base& c) {
    pqxx::work tx(c);
    tx.exec_params("DELETE FROM import_sessions WHERE touched_at < now() - make_interval(mins => $1)", idle_minutes);
    const auto r = tx.exec_params(
        "INSERT INTO import_sessions (id, started_by) VALUES ($1, $2) ON CONFLICT (single) DO NOTHING RETURNING id",
        session, actor_name(by));
    if (r.empty()) return domain::import_outcome::busy;
    tx.commit();
    return domain::import_outcome::done;
  });
}

domain::awaitable<domain::import_outcome> pg_product_import_repository::stage(
    std::string session, std::vector<std::pair<long long, std::string>> rows, std::size_t bytes, std::size_t max_rows,
    std::size_t max_bytes)
{
  boost::json::array batch;
  for (auto& [row, text] : rows) batch.push_back(boost::json::array{row, boost::json::string(text)});
  co_return co_await pool_.run([session = std::move(session), json = boost::json::serialize(batch), bytes, max_rows,
                                max_bytes](pqxx::connection_base& c) {
    pqxx::work tx(c);
    if (tx.exec_params("SELECT 1 FROM import_sessions WHERE id = $1 FOR UPDATE", session).empty())
      return domain::import_outcome::no_session;
    // A batch sent again (a retry after a lost answer) adds nothing.
    const auto added = tx.exec_params1(
        "WITH added AS (INSERT INTO import_rows (session_id, row_number, cells) "
        "SELECT $1, (e->>0)::bigint, e->>1 FROM json_array_elements($2::json) e ON CONFLICT DO NOTHING RETURNING 1) "
        "SELECT count(*) FROM added",
        session, json);
    const auto counts = tx.exec_params1(
        "UPDATE import_sessions SET row_count = row_count + $2, byte_count = byte_count + $3, touched_at = now() "
        "WHERE id = $1 RETURNING row_count, byte_count",
        session, added[0].as<long long>(), static_cast<long long>(bytes));
    if (counts[0].as<std::size_t>() > max_rows || counts[1].as<std::size_t>() > max_bytes)
      return domain::import_outcome::too_large;
    tx.commit();
    return domain::import_outcome::done;
  });
}

domain::awaitable<std::optional<std::vector<std::string>>> pg_product_import_repository::staged(std::string session)
{
  co_return co_await pool_.run(
      [session = std::move(session)](pqxx::connection_base& c) -> std::optional<std::vector<std::string>> {
        pqxx::read_transaction tx(c);
        if (tx.exec_params("SELECT 1 FROM import_sessions WHERE id = $1", session).empty()) return std::nullopt;
        std::vector<std::string> out;
        for (const auto& r : tx.exec_params("SELECT cells FROM import_rows WHERE session_id = $1 ORDER BY row_number", session))
          out.emplace_back(r[0].c_str());
        return out;
      },
      std::chrono::duration_cast<std::chrono::milliseconds>(commit_budget));
}

domain::awaitable<domain::import_outcome> pg_product_import_repository::commit(std::string session,
                                                                              std::vector<domain::import_write> writes,
                                                                              std::string label, domain::acting by)
{
  const auto budget = std::chrono::duration_cast<std::chrono::milliseconds>(commit_budget);
  co_return co_await pool_.run(
      [session = std::move(session), writes = std::move(writes), label = std::move(label), by = std::move(by),
       budget](pqxx::connection_base& c) {
        const verbose_errors named(c);
        pqxx::work tx(c);
        tx.exec(fmt::format("SET LOCAL statement_timeout = {}", budget.count()));
        if (tx.exec_params("DELETE FROM import_sessions WHERE id = $1 RETURNING id", session).empty())
          return domain::import_outcome::no_session;
        boost::json::object mark;
        mark["import"] = boost::json::object{{"after", label}};
        const auto extra = boost::json::serialize(mark);
        try {
          if (!write_import(tx, writes, by, extra)) return domain::import_outcome::no_session;  // removed meanwhile
        } catch (const pqxx::unique_violation& e) {
          return constraint_name(e) == sku_constraint ? domain::import_outcome::duplicate_sku
                                                      : domain::import_outcome::duplicate_id;
        }
        // One notification for the whole import (docs/catalogue-io.md).
        if (!writes.empty()) notify_change(tx, domain::catalogue_change::subject::product, domain::all_products);
        tx.commit();
        return domain::import_outcome::done;
      },
      budget);
}

domain::awaitable<void> pg_product_import_repository::close(std::string session)
{
  co_await pool_.run([session = std::move(session)](pqxx::connection_base& c) {
    pqxx::work tx(c);
    tx.exec_params("DELETE FROM import_sessions WHERE id = $1", session);
    tx.commit();
    return true;
  });
}

domain::awaitable<std::vector<domain::product>> pg_product_import_repository::page_after(std::string after_id, int limit)
{
  const auto n = std::to_string(limit);
  co_return rows_of(co_await reads_.exec("products_export_page", {after_id.c_str(), n.c_str()}), product_from_row);
}

}  // namespace marine::persistence
