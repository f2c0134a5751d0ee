#include "persistence/enquiries/pg_enquiry_rows.hpp"

#include "persistence/enquiries/pg_lead_booking.hpp"
#include "support/log.hpp"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

namespace marine::persistence {
namespace {

std::optional<std::string> optional_text(const pqxx::field& f)
{
  if (f.is_null()) return std::nullopt;
  return std::string(f.c_str());
}

}  // namespace


// A lead's columns, its items as a JSON array in their order, and its cursor.
const char* const lead_columns =
    R"(e.ref, e.channel, e.lang, e.page, e.note, e.status, e.lost_reason, e.assignee_id, u.username, )"
    R"(to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), )"
    R"((SELECT coalesce(jsonb_agg(jsonb_build_array(i.product_id, i.name, i.category, i.price::text, i.quantity, )"
    R"(i.replaced, coalesce(i.code, '')) )"
    R"(ORDER BY i.position), '[]') FROM enquiry_items i WHERE i.ref = e.ref)::text, )"
    // A lead with a flagged payment sorts first (docs/payments.md); its cursor says so ("!").
    R"(CASE WHEN EXISTS (SELECT 1 FROM payments f WHERE f.enquiry_ref = e.ref AND f.state = 'flagged') THEN '!' ELSE '' END || )"
    R"(to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || e.ref, )"
    R"(coalesce(e.booking, 'null'::jsonb)::text, e.missing::text, )"
    // Its desk (docs/desks.md, migration 0027).
    R"(e.desk, e.out_of_hours, to_char(e.first_status_change_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') )"
    R"(FROM enquiries e LEFT JOIN users u ON u.id = e.assignee_id)";

domain::enquiry lead_from_row(const pqxx::row& r)
{
  domain::enquiry e;
  e.ref = r[0].c_str();
  e.channel = domain::channel_of(r[1].c_str()).value_or(domain::enquiry_channel::whatsapp);
  e.lang = r[2].c_str();
  e.page = r[3].c_str();
  e.note = r[4].c_str();
  e.status = domain::status_of(r[5].c_str()).value_or(domain::enquiry_status::fresh);
  e.lost_reason = optional_text(r[6]);
  e.assignee_id = optional_text(r[7]);
  e.assignee_username = optional_text(r[8]);
  e.created_at = r[9].c_str();
  e.cursor = r[11].c_str();
  e.desk = optional_text(r[14]);
  e.out_of_hours = r[15].as<bool>();
  e.first_status_change_at = optional_text(r[16]);
  // One row that cannot be read must not break the list, the lead or the digest around it.
  try {
    const auto items = boost::json::parse(r[10].c_str());
    for (const auto& item : items.as_array()) {
      const auto& a = item.as_array();
      std::optional<std::string> price;
      if (a[3].is_string()) price = std::string(a[3].as_string());
      std::optional<std::string> replaced;
      if (a.size() > 5 && a[5].is_string()) replaced = std::string(a[5].as_string());
      e.items.push_back({std::string(a[0].as_string()), std::string(a[1].as_string()), std::string(a[2].as_string()),
                         std::move(price), static_cast<int>(a[4].to_number<long long>()), std::move(replaced),
                         a.size() > 6 ? std::string(a[6].as_string()) : std::string()});
    }
    const auto missing = boost::json::parse(r[13].c_str());
    for (const auto& m : missing.as_array()) {
      const auto& o = m.as_object();
      e.missing.push_back({std::string(o.at("text").as_string()), static_cast<int>(o.at("quantity").to_number<long long>())});
    }
    e.booking = lead_booking_from_json(r[12].c_str());
  } catch (const std::exception& failure) {
    log::warn("msg=unreadable_lead ref={} reason={}", e.ref, log::quote(failure.what()));
    e.unreadable = true;
  }
  return e;
}

std::string items_json(const std::vector<domain::enquiry_item>& items)
{
  boost::json::array out;
  for (const auto& i : items) {
    boost::json::object o{{"productId", i.product_id}, {"name", i.name}, {"category", i.category}, {"quantity", i.quantity}};
    o["price"] = i.price ? boost::json::value(*i.price) : boost::json::value(nullptr);
    if (i.replaced) {
      o["replaced"] = *i.replaced;
      o["code"] = i.code;
    }
    out.push_back(std::move(o));
  }
  return boost::json::serialize(out);
}

std::string missing_json(const std::vector<domain::missing_line>& missing)
{
  boost::json::array out;
  for (const auto& m : missing) out.push_back(boost::json::object{{"text", m.text}, {"quantity", m.quantity}});
  return boost::json::serialize(out);
}

}  // namespace marine::persistence
