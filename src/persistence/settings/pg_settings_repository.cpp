#include "persistence/settings/pg_settings_repository.hpp"

#include "persistence/activity/pg_activity_repository.hpp"
#include "persistence/postgres/pg_rows.hpp"
#include "persistence/settings/desk_document.hpp"
#include "support/log.hpp"
#include "domain/settings/desk_rules.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>
#include <pqxx/transaction>

namespace marine::persistence {
namespace {

namespace json = boost::json;

// In the order of the statements' $1…$31 and of the columns read back.
const char* const columns =
    "company_name, legal_entity, phone, whatsapp_number, email, address, business_hours, marine_spares_description, "
    "vessel_chartering_description, vessel_sales_purchase_description, hero_heading, hero_text, credit_name, "
    "credit_url, instagram_url, facebook_url, linkedin_url, youtube_url, tiktok_url, map_url, prices_include_vat, "
    "company_name_ar, address_ar, hero_heading_ar, hero_text_ar, marine_spares_description_ar, "
    "vessel_chartering_description_ar, vessel_sales_purchase_description_ar, business_hours_ar, payment_instructions, "
    "payment_instructions_ar";
const char* const values =
    "$1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, "
    "$22, $23, $24, $25, $26, $27, $28, $29::jsonb, $30, $31";

std::string hours_json(const std::vector<domain::business_hours_row>& rows)
{
  json::array a;
  for (const auto& r : rows) a.emplace_back(json::object{{"days", r.days}, {"hours", r.hours}});
  return json::serialize(a);
}

std::vector<domain::business_hours_row> hours_from_json(std::string_view text)
{
  std::vector<domain::business_hours_row> rows;
  const auto parsed = json::parse(text);  // kept: the loop below reads into it
  for (const auto& v : parsed.as_array()) {
    const auto& o = v.as_object();
    rows.push_back({std::string(o.at("days").as_string()), std::string(o.at("hours").as_string())});
  }
  return rows;
}

domain::site_settings settings_from_row(const result_row& r)
{
  domain::site_settings s;
  int col = 0;
  for (auto* field : {&s.company_name, &s.legal_entity, &s.phone, &s.whatsapp_number, &s.email, &s.address})
    *field = r.text(col++);
  s.business_hours = hours_from_json(r.view(col++));
  for (auto& d : s.category_descriptions) d = r.text(col++);
  for (auto* field : {&s.hero_heading, &s.hero_text, &s.credit_name, &s.credit_url, &s.social.instagram,
                      &s.social.facebook, &s.social.linkedin, &s.social.youtube, &s.social.tiktok, &s.map_url})
    *field = r.text(col++);
  s.prices_include_vat = r.boolean(col++);
  for (auto* field : {&s.company_name_ar, &s.address_ar, &s.hero_heading_ar, &s.hero_text_ar}) *field = r.text(col++);
  for (auto& d : s.category_descriptions_ar) d = r.text(col++);
  s.business_hours_ar = hours_from_json(r.view(col++));
  s.payment_instructions = r.text(col++);
  s.payment_instructions_ar = r.text(col);
  return s;
}

pqxx::result write(pqxx::transaction_base& tx, const char* statement, const domain::site_settings& s)
{
  const auto& d = s.category_descriptions;
  const auto& d_ar = s.category_descriptions_ar;
  return tx.exec_prepared(statement, s.company_name, s.legal_entity, s.phone, s.whatsapp_number, s.email, s.address,
                          hours_json(s.business_hours), d[0], d[1], d[2], s.hero_heading, s.hero_text, s.credit_name,
                          s.credit_url, s.social.instagram, s.social.facebook, s.social.linkedin, s.social.youtube,
                          s.social.tiktok, s.map_url, s.prices_include_vat, s.company_name_ar, s.address_ar,
                          s.hero_heading_ar, s.hero_text_ar, d_ar[0], d_ar[1], d_ar[2], hours_json(s.business_hours_ar),
                          s.payment_instructions, s.payment_instructions_ar);
}

}  // namespace

std::vector<prepared_statement> pg_settings_repository::read_statements()
{
  // business_hours as text: jsonb's binary form is a version byte before the text.
  return {{"settings_get",
           "SELECT company_name, legal_entity, phone, whatsapp_number, email, address, business_hours::text, "
           "marine_spares_description, vessel_chartering_description, vessel_sales_purchase_description, "
           "hero_heading, hero_text, credit_name, credit_url, instagram_url, facebook_url, linkedin_url, youtube_url, "
           "tiktok_url, map_url, prices_include_vat, company_name_ar, address_ar, hero_heading_ar, hero_text_ar, "
           "marine_spares_description_ar, vessel_chartering_description_ar, vessel_sales_purchase_description_ar, "
           "business_hours_ar::text, payment_instructions, payment_instructions_ar FROM site_settings"},
          {"settings_desks_get", "SELECT desks::text FROM site_settings"}};
}

void pg_settings_repository::prepare(pqxx::connection_base& c)
{
  const std::string insert = std::string("INSERT INTO site_settings (") + columns + ") VALUES (" + values + ")";
  c.prepare("settings_seed", insert + " ON CONFLICT (id) DO NOTHING");
  // The row as the activity log keeps it, before and after a save.
  const std::string snapshot = "activity_snapshot(to_jsonb(s))::text";
  c.prepare("settings_snapshot", "SELECT " + snapshot + " FROM site_settings s FOR UPDATE");
  c.prepare("settings_save", "INSERT INTO site_settings AS s (" + std::string(columns) + ") VALUES (" + values +
                                 ") ON CONFLICT (id) DO UPDATE SET (" + columns + ", updated_at) = (" + values +
                                 ", now()) RETURNING " + snapshot);
  c.prepare("settings_desks_save", "UPDATE site_settings s SET desks = $1::jsonb, updated_at = now() RETURNING " + snapshot);
  // The settings' numbers and the general desk's are one (docs/desks.md): each save writes both.
  c.prepare("settings_desks_locked", "SELECT desks::text FROM site_settings WHERE desks IS NOT NULL FOR UPDATE");
  c.prepare("settings_desks_follow", "UPDATE site_settings SET desks = $1::jsonb");
  c.prepare("settings_numbers_follow", "UPDATE site_settings SET phone = $1, whatsapp_number = $2");
  c.prepare("settings_desks_seed_source",
            "SELECT company_name, company_name_ar, phone, whatsapp_number, email, business_hours::text "
            "FROM site_settings WHERE desks IS NULL FOR UPDATE");
  c.prepare("settings_desks_seed", "UPDATE site_settings SET desks = $1::jsonb WHERE desks IS NULL");
}

boost::asio::awaitable<domain::site_settings> pg_settings_repository::load()
{
  const auto rows = co_await reads_.exec("settings_get");
  if (PQntuples(rows.get()) == 0) co_return domain::placeholder_settings();
  co_return settings_from_row(result_row(rows.get(), 0));
}

boost::asio::awaitable<void> pg_settings_repository::save(domain::site_settings s, domain::acting by)
{
  co_await pool_.run([s = std::move(s), by = std::move(by)](pqxx::connection_base& c) {
    pqxx::work tx(c);
    const auto before = tx.exec_prepared("settings_snapshot");
    if (const auto stored = tx.exec_prepared("settings_desks_locked"); !stored.empty()) {
      auto desks = desks_from_document(stored[0][0].c_str());
      domain::give_general_desk(desks, s.phone, s.whatsapp_number);
      tx.exec_prepared("settings_desks_follow", desks_document(desks));
    }
    const auto after = write(tx, "settings_save", s);
    record_activity(tx, by, {.action = "update", .entity = "settings", .entity_id = std::nullopt,
                             .before = before.empty() ? std::nullopt : std::optional<std::string>(before[0][0].c_str()),
                             .after = after[0][0].c_str()});
    notify_change(tx, domain::catalogue_change::subject::settings, {});
    tx.commit();
    return true;  // a database job returns a value
  });
}

boost::asio::awaitable<bool> pg_settings_repository::seed(domain::site_settings initial)
{
  co_return co_await pool_.run([s = std::move(initial)](pqxx::connection_base& c) {
    pqxx::work tx(c);
    const bool stored = write(tx, "settings_seed", s).affected_rows() == 1;
    tx.commit();
    return stored;
  });
}

boost::asio::awaitable<std::vector<domain::desk>> pg_settings_repository::load_desks()
{
  const auto rows = co_await reads_.exec("settings_desks_get");
  if (PQntuples(rows.get()) == 0 || PQgetisnull(rows.get(), 0, 0) != 0)
    co_return std::vector<domain::desk>{domain::seed_desk(co_await load())};
  try {
    co_return desks_from_document(result_row(rows.get(), 0).view(0));
  } catch (const std::exception& e) {
    // Only a hand-made row can get here: every page still needs a desk to show, so the
    // settings' own one stands in until the administrator saves the desks again.
    log::warn("msg=desks_unreadable reason={}", log::quote(e.what()));
  }
  co_return std::vector<domain::desk>{domain::seed_desk(co_await load())};
}

boost::asio::awaitable<void> pg_settings_repository::save_desks(std::vector<domain::desk> desks, domain::acting by)
{
  auto [phone, whatsapp] = domain::general_numbers(desks);
  co_await pool_.run([document = desks_document(desks), phone = std::move(phone), whatsapp = std::move(whatsapp),
                      by = std::move(by)](pqxx::connection_base& c) {
    pqxx::work tx(c);
    auto before = tx.exec_prepared("settings_snapshot");
    if (before.empty()) {  // no settings row yet: the placeholders' row, then its desks
      write(tx, "settings_seed", domain::placeholder_settings());
      before = tx.exec_prepared("settings_snapshot");
    }
    tx.exec_prepared("settings_numbers_follow", phone, whatsapp);
    const auto after = tx.exec_prepared("settings_desks_save", document);
    // The entry names what changed (docs/desks.md: "settings", "desks"); its changes
    // hold the desks' documents before and after.
    record_activity(tx, by, {.action = "update", .entity = "settings", .entity_id = "desks", .before = std::string(before[0][0].c_str()),
                             .after = after[0][0].c_str()});
    notify_change(tx, domain::catalogue_change::subject::settings, {});
    tx.commit();
    return true;
  });
}

boost::asio::awaitable<bool> pg_settings_repository::seed_desks()
{
  // Through the pool only: this runs at start, before the read pipelines do.
  co_return co_await pool_.run([](pqxx::connection_base& c) {
    pqxx::work tx(c);
    const auto row = tx.exec_prepared("settings_desks_seed_source");
    if (row.empty()) return false;
    domain::site_settings s;
    int col = 0;
    for (auto* field : {&s.company_name, &s.company_name_ar, &s.phone, &s.whatsapp_number, &s.email})
      *field = row[0][col++].c_str();
    s.business_hours = hours_from_json(row[0][col].c_str());
    const bool stored =
        tx.exec_prepared("settings_desks_seed", desks_document({domain::seed_desk(s)})).affected_rows() == 1;
    tx.commit();
    return stored;
  });
}

}  // namespace marine::persistence
