#include "persistence/pg_catalogue_repository.hpp"
#include "persistence/pg_product_specs.hpp"
#include "persistence/pg_rows.hpp"

#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>
#include <pqxx/except>
#include <pqxx/result>
#include <pqxx/transaction>

namespace marine::persistence {
namespace {

// Read in binary (result_row): the columns as stored, only the price as text.
const std::string product_columns =
    "id, name, category, description, price::text, image, images, in_stock, is_visible, show_contact_for_pricing, "
    "\"timestamp\", specs";

std::string select_products(const char* rest) { return "SELECT " + product_columns + " FROM products " + rest; }

domain::product product_from_row(const result_row& r)
{
  domain::product p;
  p.id = r.text(0);
  p.name = r.text(1);
  p.category = r.text(2);
  p.description = r.text(3);
  p.price = r.text(4);
  p.image = r.text(5);
  p.images = r.text_array(6);
  p.in_stock = r.boolean(7);
  p.is_visible = r.boolean(8);
  p.show_contact_for_pricing = r.boolean(9);
  p.timestamp = r.timestamp(10);
  p.specs = specs_from_json(r.jsonb(11));
  return p;
}

// text[] travels as a JSON array: libpqxx 6 cannot bind arrays.
std::string json_text_array(const std::vector<std::string>& items)
{
  boost::json::array a;
  for (const auto& i : items) a.emplace_back(i);
  return boost::json::serialize(a);
}

}  // namespace

std::vector<prepared_statement> pg_product_repository::read_statements()
{
  return {
      {"products_all", select_products("ORDER BY \"timestamp\" DESC, id DESC")},
      {"products_visible", select_products("WHERE is_visible ORDER BY \"timestamp\" DESC, id DESC")},
      {"products_recent", select_products("WHERE is_visible ORDER BY \"timestamp\" DESC, id DESC LIMIT $1")},
      {"products_in_category",
       select_products("WHERE is_visible AND category = $1 ORDER BY \"timestamp\" DESC, id DESC")},
      {"products_find", select_products("WHERE id = $1")},
  };
}

void pg_product_repository::prepare(pqxx::connection_base& c)
{
  c.prepare("products_insert",
            "INSERT INTO products (id, name, category, description, price, image, images, in_stock, is_visible, "
            "show_contact_for_pricing, \"timestamp\", specs) VALUES ($1, $2, $3, $4, $5::numeric, $6, "
            "ARRAY(SELECT json_array_elements_text($7::json)), $8, $9, $10, coalesce($11::timestamptz, now()), "
            "$12::jsonb)");
  c.prepare("products_update",
            "UPDATE products SET name = $2, category = $3, description = $4, price = $5::numeric, image = $6, "
            "images = ARRAY(SELECT json_array_elements_text($7::json)), in_stock = $8, is_visible = $9, "
            "show_contact_for_pricing = $10, specs = $11::jsonb, updated_at = now() WHERE id = $1");
  c.prepare("products_remove", "DELETE FROM products WHERE id = $1");
}

domain::awaitable<domain::write_outcome> pg_product_repository::insert(domain::product p,
                                                                      std::optional<std::string> timestamp)
{
  co_return co_await pool_.run([p = std::move(p), ts = std::move(timestamp)](pqxx::connection_base& c) {
    try {
      pqxx::work tx(c);
      tx.exec_prepared("products_insert", p.id, p.name, p.category, p.description, p.price, p.image,
                       json_text_array(p.images), p.in_stock, p.is_visible, p.show_contact_for_pricing, ts,
                       specs_json(p.specs));
      notify_change(tx, domain::catalogue_change::subject::product, p.id);
      tx.commit();
      return domain::write_outcome::done;
    } catch (const pqxx::unique_violation&) {
      return domain::write_outcome::duplicate_id;
    }
  });
}

domain::awaitable<domain::write_outcome> pg_product_repository::update(domain::product p)
{
  co_return co_await pool_.run([p = std::move(p)](pqxx::connection_base& c) {
    pqxx::work tx(c);
    auto r = tx.exec_prepared("products_update", p.id, p.name, p.category, p.description, p.price, p.image,
                              json_text_array(p.images), p.in_stock, p.is_visible, p.show_contact_for_pricing,
                              specs_json(p.specs));
    if (r.affected_rows() == 1) notify_change(tx, domain::catalogue_change::subject::product, p.id);
    tx.commit();
    return r.affected_rows() == 1 ? domain::write_outcome::done : domain::write_outcome::not_found;
  });
}

domain::awaitable<domain::write_outcome> pg_product_repository::remove(std::string id)
{
  co_return co_await pool_.run([id = std::move(id)](pqxx::connection_base& c) {
    pqxx::work tx(c);
    auto r = tx.exec_prepared("products_remove", id);
    if (r.affected_rows() == 1) notify_change(tx, domain::catalogue_change::subject::product, id);
    tx.commit();
    return r.affected_rows() == 1 ? domain::write_outcome::done : domain::write_outcome::not_found;
  });
}

domain::awaitable<std::vector<domain::product>> pg_product_repository::list(domain::visibility v)
{
  const char* statement = v == domain::visibility::all ? "products_all" : "products_visible";
  co_return rows_of(co_await reads_.exec(statement), product_from_row);
}

domain::awaitable<std::vector<domain::product>> pg_product_repository::recent(int limit)
{
  const auto n = std::to_string(limit);
  co_return rows_of(co_await reads_.exec("products_recent", {n.c_str()}), product_from_row);
}

domain::awaitable<std::vector<domain::product>> pg_product_repository::in_category(domain::category cat)
{
  const std::string s(domain::slug(cat));
  co_return rows_of(co_await reads_.exec("products_in_category", {s.c_str()}), product_from_row);
}

domain::awaitable<std::optional<domain::product>> pg_product_repository::find(std::string id)
{
  const auto rows = co_await reads_.exec("products_find", {id.c_str()});
  if (PQntuples(rows.get()) == 0) co_return std::nullopt;
  co_return product_from_row(result_row(rows.get(), 0));
}

}  // namespace marine::persistence
