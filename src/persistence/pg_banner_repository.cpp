#include "persistence/pg_catalogue_repository.hpp"
#include "persistence/pg_rows.hpp"

#include <pqxx/except>
#include <pqxx/result>
#include <pqxx/transaction>

namespace marine::persistence {
namespace {

// Read in binary (result_row).
const std::string banner_columns =
    "id, title, description, button_text, button_link, background_color, icon_class, image, "
    "is_active, display_order, \"timestamp\"";

domain::banner banner_from_row(const result_row& r)
{
  domain::banner b;
  b.id = r.text(0);
  b.title = r.text(1);
  b.description = r.text(2);
  b.button_text = r.text(3);
  b.button_link = r.text(4);
  b.background_color = r.text(5);
  b.icon_class = r.text(6);
  b.image = r.text(7);
  b.is_active = r.boolean(8);
  b.display_order = r.integer(9);
  b.timestamp = r.timestamp(10);
  return b;
}

}  // namespace

std::vector<prepared_statement> pg_banner_repository::read_statements()
{
  return {
      {"banners_active",
       "SELECT " + banner_columns + " FROM banners WHERE is_active ORDER BY display_order, \"timestamp\", id"},
      {"banners_all", "SELECT " + banner_columns + " FROM banners ORDER BY display_order, \"timestamp\", id"},
      {"banners_find", "SELECT " + banner_columns + " FROM banners WHERE id = $1"},
  };
}

void pg_banner_repository::prepare(pqxx::connection_base& c)
{
  c.prepare("banners_insert",
            "INSERT INTO banners (id, title, description, button_text, button_link, background_color, icon_class, "
            "image, is_active, display_order, \"timestamp\") "
            "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, coalesce($11::timestamptz, now()))");
  c.prepare("banners_update",
            "UPDATE banners SET title = $2, description = $3, button_text = $4, button_link = $5, "
            "background_color = $6, icon_class = $7, image = $8, is_active = $9, display_order = $10, "
            "updated_at = now() WHERE id = $1");
  c.prepare("banners_remove", "DELETE FROM banners WHERE id = $1");
}

domain::awaitable<std::vector<domain::banner>> pg_banner_repository::active()
{
  co_return rows_of(co_await reads_.exec("banners_active"), banner_from_row);
}

domain::awaitable<std::vector<domain::banner>> pg_banner_repository::list()
{
  co_return rows_of(co_await reads_.exec("banners_all"), banner_from_row);
}

domain::awaitable<std::optional<domain::banner>> pg_banner_repository::find(std::string id)
{
  const auto rows = co_await reads_.exec("banners_find", {id.c_str()});
  if (PQntuples(rows.get()) == 0) co_return std::nullopt;
  co_return banner_from_row(result_row(rows.get(), 0));
}

domain::awaitable<domain::write_outcome> pg_banner_repository::insert(domain::banner b,
                                                                     std::optional<std::string> timestamp)
{
  co_return co_await pool_.run([b = std::move(b), ts = std::move(timestamp)](pqxx::connection_base& c) {
    try {
      pqxx::work tx(c);
      // The banners_limit trigger counts under an advisory lock in this transaction.
      tx.exec_prepared("banners_insert", b.id, b.title, b.description, b.button_text, b.button_link,
                       b.background_color, b.icon_class, b.image, b.is_active, b.display_order, ts);
      notify_change(tx, domain::catalogue_change::subject::banner, b.id);
      tx.commit();
      return domain::write_outcome::done;
    } catch (const pqxx::unique_violation&) {
      return domain::write_outcome::duplicate_id;
    } catch (const pqxx::check_violation& e) {
      if (std::string(e.what()).find("Maximum 3 banners") != std::string::npos) return domain::write_outcome::limit_reached;
      throw;
    }
  });
}

domain::awaitable<domain::write_outcome> pg_banner_repository::update(domain::banner b)
{
  co_return co_await pool_.run([b = std::move(b)](pqxx::connection_base& c) {
    pqxx::work tx(c);
    auto r = tx.exec_prepared("banners_update", b.id, b.title, b.description, b.button_text, b.button_link,
                              b.background_color, b.icon_class, b.image, b.is_active, b.display_order);
    if (r.affected_rows() == 1) notify_change(tx, domain::catalogue_change::subject::banner, b.id);
    tx.commit();
    return r.affected_rows() == 1 ? domain::write_outcome::done : domain::write_outcome::not_found;
  });
}

domain::awaitable<domain::write_outcome> pg_banner_repository::remove(std::string id)
{
  co_return co_await pool_.run([id = std::move(id)](pqxx::connection_base& c) {
    pqxx::work tx(c);
    auto r = tx.exec_prepared("banners_remove", id);
    if (r.affected_rows() == 1) notify_change(tx, domain::catalogue_change::subject::banner, id);
    tx.commit();
    return r.affected_rows() == 1 ? domain::write_outcome::done : domain::write_outcome::not_found;
  });
}

}  // namespace marine::persistence
