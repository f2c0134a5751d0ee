#include "persistence/postgres/constraint_name.hpp"
#include "persistence/activity/pg_activity_repository.hpp"
#include "persistence/charter/pg_charter_terms.hpp"
#include "persistence/catalogue/pg_product_repository.hpp"
#include "persistence/catalogue/pg_code_resolution.hpp"
#include "persistence/catalogue/pg_product_search.hpp"
#include "persistence/catalogue/pg_product_rows.hpp"
#include "persistence/catalogue/pg_product_specs.hpp"
#include "persistence/postgres/pg_rows.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>
#include <pqxx/except>
#include <pqxx/result>
#include <pqxx/transaction>

namespace marine::persistence {
namespace {

// The unique index of the SKUs (migration 0008).
constexpr std::string_view sku_constraint = "products_sku_key";

}  // namespace

// Read in binary (result_row): the columns as stored, only the price as text.
const std::string product_columns =
    "id, name, category, description, price::text, image, images, in_stock, is_visible, show_contact_for_pricing, "
    "\"timestamp\", specs, name_ar, description_ar, coalesce(sku, ''), part_numbers, coalesce(charter, 'null'::jsonb), supersedes, fits";

// The row as the activity log keeps it: the price as its decimal text and the time in the
// API's form, so that an old version can be sent back as it is (docs/activity-log.md).
// The search columns are derived from the others (docs/search.md): not part of a version.
const std::string product_snapshot =
    "activity_snapshot(to_jsonb(p) - '{search_doc,search_words,search_codes,search_names,search_name_doc,"
    "search_words_doc,search_superseded,search_fits}'::text[] || jsonb_build_object("
    "'price', p.price::text, 'sku', coalesce(p.sku, ''), 'timestamp', " + iso_time_sql("p.\"timestamp\"") + "))::text";

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
  p.name_ar = r.text(12);
  p.description_ar = r.text(13);
  p.sku = r.text(14);
  p.part_numbers = r.text_array(15);
  p.charter = charter_from_json(r.jsonb(16));
  p.supersedes = r.text_array(17);
  p.fits = r.text_array(18);
  return p;
}

namespace {

std::string select_products(const char* rest) { return "SELECT " + product_columns + " FROM products " + rest; }

// The columns an insert returns, in text (libpqxx): as product_columns, with the array as
// JSON and the time in the API's form (specs' text is the jsonb text specs_from_json reads).
const std::string returned_columns =
    "id, name, category, description, price::text, image, array_to_json(images)::text, in_stock, is_visible, "
    "show_contact_for_pricing, " + iso_time_sql("p.\"timestamp\"") + ", specs::text, name_ar, description_ar, "
    "coalesce(sku, ''), array_to_json(part_numbers)::text, coalesce(p.charter, 'null'::jsonb)::text, "
    "array_to_json(supersedes)::text, array_to_json(fits)::text";

std::vector<std::string> text_list(const char* json)
{
  std::vector<std::string> out;
  const auto items = boost::json::parse(json);  // kept: the loop reads into it
  for (const auto& n : items.as_array()) out.emplace_back(n.as_string());
  return out;
}

domain::product product_from_text_row(const pqxx::row& r)
{
  domain::product p;
  p.id = r[0].c_str();
  p.name = r[1].c_str();
  p.category = r[2].c_str();
  p.description = r[3].c_str();
  p.price = r[4].c_str();
  p.image = r[5].c_str();
  const auto images = boost::json::parse(r[6].c_str());  // kept: the loop reads into it
  for (const auto& i : images.as_array()) p.images.emplace_back(i.as_string());
  p.in_stock = r[7].as<bool>();
  p.is_visible = r[8].as<bool>();
  p.show_contact_for_pricing = r[9].as<bool>();
  p.timestamp = r[10].c_str();
  p.specs = specs_from_json(r[11].c_str());
  p.name_ar = r[12].c_str();
  p.description_ar = r[13].c_str();
  p.sku = r[14].c_str();
  p.part_numbers = text_list(r[15].c_str());
  p.charter = charter_from_json(r[16].c_str());
  p.supersedes = text_list(r[17].c_str());
  p.fits = text_list(r[18].c_str());
  return p;
}

}  // namespace

std::string json_text_array(const std::vector<std::string>& items)
{
  boost::json::array a;
  for (const auto& i : items) a.emplace_back(i);
  return boost::json::serialize(a);
}

std::vector<prepared_statement> pg_product_repository::read_statements()
{
  return {
      {"products_all", select_products("ORDER BY \"timestamp\" DESC, id DESC")},
      {"products_visible", select_products("WHERE is_visible ORDER BY \"timestamp\" DESC, id DESC")},
      {"products_recent", select_products("WHERE is_visible ORDER BY \"timestamp\" DESC, id DESC LIMIT $1")},
      {"products_in_category",
       select_products("WHERE is_visible AND category = $1 ORDER BY \"timestamp\" DESC, id DESC")},
      {"products_find", select_products("WHERE id = $1")},
      // The catalogue export, page by page along the primary key (docs/catalogue-io.md).
      {"products_export_page", select_products("WHERE id > $1 ORDER BY id LIMIT $2")},
      code_resolution_statement(),
  };
}

void pg_product_repository::prepare(pqxx::connection_base& c)
{
  c.prepare("products_snapshot", "SELECT " + product_snapshot + " FROM products p WHERE id = $1 FOR UPDATE");
  c.prepare("products_insert",
            "INSERT INTO products AS p (id, name, category, description, price, image, images, in_stock, is_visible, "
            "show_contact_for_pricing, \"timestamp\", specs, name_ar, description_ar, sku, part_numbers, charter, supersedes, fits) VALUES ($1, $2, "
            "$3, "
            "$4, $5::numeric, $6, ARRAY(SELECT json_array_elements_text($7::json)), $8, $9, $10, "
            "coalesce($11::timestamptz, now()), $12::jsonb, $13, $14, nullif($15, ''), "
            "ARRAY(SELECT json_array_elements_text($16::json)), nullif($17::jsonb, 'null'::jsonb), "
            "ARRAY(SELECT json_array_elements_text($18::json)), ARRAY(SELECT json_array_elements_text($19::json))) RETURNING " + returned_columns + ", " + product_snapshot);
  c.prepare("products_update",
            "UPDATE products AS p SET name = $2, category = $3, description = $4, price = $5::numeric, image = $6, "
            "images = ARRAY(SELECT json_array_elements_text($7::json)), in_stock = $8, is_visible = $9, "
            "show_contact_for_pricing = $10, specs = $11::jsonb, name_ar = $12, description_ar = $13, sku = nullif($14, ''), "
            "part_numbers = ARRAY(SELECT json_array_elements_text($15::json)), charter = nullif($16::jsonb, 'null'::jsonb), "
            "supersedes = ARRAY(SELECT json_array_elements_text($17::json)), "
            "fits = ARRAY(SELECT json_array_elements_text($18::json)), updated_at = now() "
            "WHERE id = $1 RETURNING " +
                product_snapshot);
  c.prepare("products_remove", "DELETE FROM products AS p WHERE id = $1 RETURNING " + product_snapshot);
}

domain::awaitable<domain::insert_result<domain::product>> pg_product_repository::insert(
    domain::product p, std::optional<std::string> timestamp, domain::acting by)
{
  using outcome = domain::insert_result<domain::product>;
  co_return co_await pool_.run([p = std::move(p), ts = std::move(timestamp), by = std::move(by)](pqxx::connection_base& c) {
    const verbose_errors named(c);
    try {
      pqxx::work tx(c);
      const auto row = tx.exec_prepared1("products_insert", p.id, p.name, p.category, p.description, p.price, p.image,
                                         json_text_array(p.images), p.in_stock, p.is_visible,
                                         p.show_contact_for_pricing, ts, specs_json(p.specs), p.name_ar, p.description_ar,
                                         p.sku, json_text_array(p.part_numbers), charter_json(p.charter),
                                         json_text_array(p.supersedes), json_text_array(p.fits));
      // The snapshot follows returned_columns.
      record_activity(tx, by, {.action = "create", .entity = "product", .entity_id = p.id, .after = row[19].c_str()});
      notify_change(tx, domain::catalogue_change::subject::product, p.id);
      tx.commit();
      return outcome{domain::write_outcome::done, product_from_text_row(row)};
    } catch (const pqxx::unique_violation& e) {
      const bool sku = constraint_name(e) == sku_constraint;
      return outcome{sku ? domain::write_outcome::duplicate_sku : domain::write_outcome::duplicate_id, std::nullopt};
    }
  });
}

domain::awaitable<domain::write_outcome> pg_product_repository::update(domain::product p, domain::acting by)
{
  co_return co_await pool_.run([p = std::move(p), by = std::move(by)](pqxx::connection_base& c) {
    const verbose_errors named(c);
    pqxx::work tx(c);
    const auto before = tx.exec_prepared("products_snapshot", p.id);
    if (before.empty()) return domain::write_outcome::not_found;
    pqxx::row after;
    try {
      after = tx.exec_prepared1("products_update", p.id, p.name, p.category, p.description, p.price, p.image,
                                json_text_array(p.images), p.in_stock, p.is_visible, p.show_contact_for_pricing,
                                specs_json(p.specs), p.name_ar, p.description_ar, p.sku, json_text_array(p.part_numbers),
                                charter_json(p.charter), json_text_array(p.supersedes), json_text_array(p.fits));
    } catch (const pqxx::unique_violation& e) {
      if (constraint_name(e) == sku_constraint) return domain::write_outcome::duplicate_sku;
      throw;
    }
    record_activity(tx, by, {.action = "update", .entity = "product", .entity_id = p.id,
                             .before = before[0][0].c_str(), .after = after[0].c_str()});
    notify_change(tx, domain::catalogue_change::subject::product, p.id);
    tx.commit();
    return domain::write_outcome::done;
  });
}

domain::awaitable<domain::write_outcome> pg_product_repository::remove(std::string id, domain::acting by)
{
  co_return co_await pool_.run([id = std::move(id), by = std::move(by)](pqxx::connection_base& c) {
    pqxx::work tx(c);
    const auto r = tx.exec_prepared("products_remove", id);
    if (r.empty()) return domain::write_outcome::not_found;
    record_activity(tx, by, {.action = "delete", .entity = "product", .entity_id = id, .before = r[0][0].c_str()});
    notify_change(tx, domain::catalogue_change::subject::product, id);
    tx.commit();
    return domain::write_outcome::done;
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

domain::awaitable<domain::search_page> pg_product_repository::search(domain::search_request request,
                                                                     std::optional<domain::search_summary> kept)
{
  co_return co_await search_products(reads_, request, std::move(kept));
}

domain::awaitable<std::vector<domain::code_resolution>> pg_product_repository::resolve_codes(std::vector<std::string> codes)
{
  co_return co_await persistence::resolve_codes(reads_, std::move(codes));
}

}  // namespace marine::persistence
