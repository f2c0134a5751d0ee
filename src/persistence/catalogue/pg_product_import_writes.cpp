#include "persistence/catalogue/pg_product_import_writes.hpp"

#include "persistence/charter/pg_charter_terms.hpp"
#include "persistence/catalogue/pg_product_rows.hpp"
#include "persistence/catalogue/pg_product_specs.hpp"
#include "persistence/activity/pg_activity_repository.hpp"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>
#include <pqxx/result>


namespace marine::persistence {
namespace {

// Products a statement writes: row by row, each statement cost about 4 ms in PostgreSQL (the
// search lexicon's statement trigger above all), 50 s for 10,000 rows
// (benchmarks/README.md, "catalogue-io"); a slice pays it once.
constexpr std::size_t slice_size = 1000;

// A slice's products as $1, a JSON array of objects with these keys.
const std::string slice_rows =
    "json_to_recordset($1::json) AS r(id text, name text, category text, description text, price numeric, "
    "image text, images json, in_stock boolean, is_visible boolean, show_contact_for_pricing boolean, specs jsonb, "
    "name_ar text, description_ar text, sku text, part_numbers json, supersedes json, fits json, charter jsonb)";

// $2-$4 the actor (none for a system import), $5 the import's label merged into the changes.
const std::string log_columns =
    "INSERT INTO activity_log (actor_id, actor_username, actor_role, action, entity, entity_id, changes) ";

// Built on first use: product_snapshot is another file's static.
const std::string& create_statement()
{
  static const std::string statement =
    "WITH created AS (INSERT INTO products AS p (id, name, category, description, price, image, images, in_stock, "
    "is_visible, show_contact_for_pricing, \"timestamp\", specs, name_ar, description_ar, sku, part_numbers, supersedes, fits, charter) "
    "SELECT r.id, r.name, r.category, r.description, r.price, r.image, "
    "ARRAY(SELECT json_array_elements_text(r.images)), r.in_stock, r.is_visible, r.show_contact_for_pricing, now(), "
    "r.specs, r.name_ar, r.description_ar, nullif(r.sku, ''), ARRAY(SELECT json_array_elements_text(r.part_numbers)), "
    "ARRAY(SELECT json_array_elements_text(r.supersedes)), ARRAY(SELECT json_array_elements_text(r.fits)), "
    "r.charter FROM " + slice_rows + " RETURNING p.id, " + product_snapshot + " AS after) " + log_columns +
    "SELECT $2, $3, $4, 'create', 'product', id, activity_diff(NULL, after::jsonb) || $5::jsonb FROM created";
  return statement;
}

// The rows are locked first, by a statement of their own, so that the update's statement (a
// new snapshot in READ COMMITTED) reads each product's "before" as the update finds it.
const std::string lock_statement =
    "SELECT count(*) FROM (SELECT 1 FROM products WHERE id IN (SELECT e->>'id' FROM json_array_elements($1::json) e) "
    "FOR UPDATE) AS locked";

const std::string& update_statement()
{
  static const std::string statement =
    "WITH r AS MATERIALIZED (SELECT * FROM " + slice_rows + "), "
    "before AS (SELECT p.id, " + product_snapshot + " AS snapshot FROM products p JOIN r USING (id)), "
    "updated AS (UPDATE products AS p SET name = r.name, category = r.category, description = r.description, "
    "price = r.price, image = r.image, images = ARRAY(SELECT json_array_elements_text(r.images)), "
    "in_stock = r.in_stock, is_visible = r.is_visible, show_contact_for_pricing = r.show_contact_for_pricing, "
    "specs = r.specs, name_ar = r.name_ar, description_ar = r.description_ar, sku = nullif(r.sku, ''), "
    "part_numbers = ARRAY(SELECT json_array_elements_text(r.part_numbers)), "
    "supersedes = ARRAY(SELECT json_array_elements_text(r.supersedes)), "
    "fits = ARRAY(SELECT json_array_elements_text(r.fits)), charter = r.charter, updated_at = now() "
    "FROM r WHERE p.id = r.id RETURNING p.id, " + product_snapshot + " AS snapshot) " + log_columns +
    "SELECT $2, $3, $4, 'update', 'product', u.id, c.changes FROM updated u JOIN before b USING (id) "
    "CROSS JOIN LATERAL (SELECT activity_diff(b.snapshot::jsonb, u.snapshot::jsonb) || $5::jsonb AS changes) c "
    "WHERE c.changes <> '{}'";
  return statement;
}

boost::json::object row_of(const domain::product& p)
{
  const auto text_array = [](const std::vector<std::string>& items) {
    return boost::json::array(items.begin(), items.end());
  };
  return {{"id", p.id},
          {"name", p.name},
          {"category", p.category},
          {"description", p.description},
          {"price", p.price},
          {"image", p.image},
          {"images", text_array(p.images)},
          {"in_stock", p.in_stock},
          {"is_visible", p.is_visible},
          {"show_contact_for_pricing", p.show_contact_for_pricing},
          {"specs", specs_value(p.specs)},
          {"name_ar", p.name_ar},
          {"description_ar", p.description_ar},
          {"sku", p.sku},
          {"part_numbers", text_array(p.part_numbers)},
          {"supersedes", text_array(p.supersedes)},
          {"fits", text_array(p.fits)},
          {"charter", charter_value(p.charter)}};
}

}  // namespace

bool write_import(pqxx::transaction_base& tx, std::span<const domain::import_write> writes, const domain::acting& by,
                  const std::string& extra)
{
  const auto actor = activity_actor_of(by);
  for (const bool create : {true, false}) {
    boost::json::array slice;
    const auto flush = [&]() {
      if (slice.empty()) return true;
      const auto count = static_cast<long long>(slice.size());
      const auto rows = boost::json::serialize(slice);
      slice.clear();
      if (create) {
        tx.exec_params(create_statement(), rows, actor.id, actor.username, actor.role, extra);
        return true;
      }
      if (tx.exec_params1(lock_statement, rows)[0].as<long long>() != count) return false;
      tx.exec_params(update_statement(), rows, actor.id, actor.username, actor.role, extra);
      return true;
    };
    for (const auto& w : writes) {
      if (w.create != create) continue;
      slice.push_back(row_of(w.p));
      if (slice.size() == slice_size && !flush()) return false;
    }
    if (!flush()) return false;
  }
  return true;
}

}  // namespace marine::persistence
