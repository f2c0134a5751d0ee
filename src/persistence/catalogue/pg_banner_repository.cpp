#include "persistence/postgres/constraint_name.hpp"
#include "persistence/activity/pg_activity_repository.hpp"
#include "persistence/catalogue/pg_banner_repository.hpp"
#include "persistence/postgres/pg_rows.hpp"

#include <pqxx/except>
#include <pqxx/result>
#include <pqxx/transaction>

namespace marine::persistence {
namespace {

// The name the banners_limit trigger raises with (db/migrations/0001_init.sql; the trigger is
// held to tests/fixtures/banner_limit.json by tests/integration/banner_limit_test.cpp, and
// this name by tests/api/banners_write.test.mjs, whose limit answer needs it).
constexpr std::string_view banner_limit_constraint = "banners_limit";

// Read in binary (result_row).
const std::string banner_columns =
    "id, title, description, button_text, button_link, background_color, icon_class, image, "
    "is_active, display_order, \"timestamp\", title_ar, description_ar, button_text_ar";

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
  b.title_ar = r.text(11);
  b.description_ar = r.text(12);
  b.button_text_ar = r.text(13);
  return b;
}

// The columns an insert returns, in text (libpqxx), in banner_columns' order.
const std::string returned_columns = "id, title, description, button_text, button_link, background_color, icon_class, "
                                     "image, is_active, display_order, " + iso_time_sql("b.\"timestamp\"") +
                                     ", title_ar, description_ar, button_text_ar";

// The row as the activity log keeps it (the time in the API's form).
const std::string banner_snapshot =
    "activity_snapshot(to_jsonb(b) || jsonb_build_object('timestamp', " + iso_time_sql("b.\"timestamp\"") + "))::text";

domain::banner banner_from_text_row(const pqxx::row& r)
{
  domain::banner b;
  int col = 0;
  for (auto* field : {&b.id, &b.title, &b.description, &b.button_text, &b.button_link, &b.background_color,
                      &b.icon_class, &b.image})
    *field = r[col++].c_str();
  b.is_active = r[col++].as<bool>();
  b.display_order = r[col++].as<int>();
  b.timestamp = r[col++].c_str();
  for (auto* field : {&b.title_ar, &b.description_ar, &b.button_text_ar}) *field = r[col++].c_str();
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
  c.prepare("banners_snapshot", "SELECT " + banner_snapshot + " FROM banners b WHERE id = $1 FOR UPDATE");
  c.prepare("banners_insert",
            "INSERT INTO banners AS b (id, title, description, button_text, button_link, background_color, icon_class, "
            "image, is_active, display_order, \"timestamp\", title_ar, description_ar, button_text_ar) "
            "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, coalesce($11::timestamptz, now()), $12, $13, $14) "
            "RETURNING " + returned_columns + ", " + banner_snapshot);
  c.prepare("banners_update",
            "UPDATE banners AS b SET title = $2, description = $3, button_text = $4, button_link = $5, "
            "background_color = $6, icon_class = $7, image = $8, is_active = $9, display_order = $10, "
            "title_ar = $11, description_ar = $12, button_text_ar = $13, updated_at = now() WHERE id = $1 RETURNING " + banner_snapshot);
  c.prepare("banners_remove", "DELETE FROM banners AS b WHERE id = $1 RETURNING " + banner_snapshot);
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

domain::awaitable<domain::insert_result<domain::banner>> pg_banner_repository::insert(
    domain::banner b, std::optional<std::string> timestamp, domain::acting by)
{
  using outcome = domain::insert_result<domain::banner>;
  co_return co_await pool_.run([b = std::move(b), ts = std::move(timestamp), by = std::move(by)](pqxx::connection_base& c) {
    try {
      pqxx::work tx(c);
      const verbose_errors verbose(c);  // so that the limit is known by its constraint's name
      // The banners_limit trigger counts under an advisory lock in this transaction.
      const auto row = tx.exec_prepared1("banners_insert", b.id, b.title, b.description, b.button_text, b.button_link,
                                         b.background_color, b.icon_class, b.image, b.is_active, b.display_order, ts,
                                         b.title_ar, b.description_ar, b.button_text_ar);
      // The snapshot follows returned_columns.
      record_activity(tx, by, {.action = "create", .entity = "banner", .entity_id = b.id, .after = row[14].c_str()});
      notify_change(tx, domain::catalogue_change::subject::banner, b.id);
      tx.commit();
      return outcome{domain::write_outcome::done, banner_from_text_row(row)};
    } catch (const pqxx::unique_violation&) {
      return outcome{domain::write_outcome::duplicate_id, std::nullopt};
    } catch (const pqxx::check_violation& e) {
      if (constraint_name(e) == banner_limit_constraint)
        return outcome{domain::write_outcome::limit_reached, std::nullopt};
      throw;
    }
  });
}

domain::awaitable<domain::write_outcome> pg_banner_repository::update(domain::banner b, domain::acting by)
{
  co_return co_await pool_.run([b = std::move(b), by = std::move(by)](pqxx::connection_base& c) {
    pqxx::work tx(c);
    const auto before = tx.exec_prepared("banners_snapshot", b.id);
    if (before.empty()) return domain::write_outcome::not_found;
    const auto after = tx.exec_prepared1("banners_update", b.id, b.title, b.description, b.button_text, b.button_link,
                                         b.background_color, b.icon_class, b.image, b.is_active, b.display_order,
                                         b.title_ar, b.description_ar, b.button_text_ar);
    record_activity(tx, by, {.action = "update", .entity = "banner", .entity_id = b.id,
                             .before = before[0][0].c_str(), .after = after[0].c_str()});
    notify_change(tx, domain::catalogue_change::subject::banner, b.id);
    tx.commit();
    return domain::write_outcome::done;
  });
}

domain::awaitable<domain::write_outcome> pg_banner_repository::remove(std::string id, domain::acting by)
{
  co_return co_await pool_.run([id = std::move(id), by = std::move(by)](pqxx::connection_base& c) {
    pqxx::work tx(c);
    const auto r = tx.exec_prepared("banners_remove", id);
    if (r.empty()) return domain::write_outcome::not_found;
    record_activity(tx, by, {.action = "delete", .entity = "banner", .entity_id = id, .before = r[0][0].c_str()});
    notify_change(tx, domain::catalogue_change::subject::banner, id);
    tx.commit();
    return domain::write_outcome::done;
  });
}

}  // namespace marine::persistence
