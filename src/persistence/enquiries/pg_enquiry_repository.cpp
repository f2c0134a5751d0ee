#include "persistence/enquiries/pg_enquiry_repository.hpp"

#include "persistence/activity/pg_activity_repository.hpp"
#include "persistence/enquiries/pg_enquiry_rows.hpp"
#include "persistence/enquiries/pg_lead_booking.hpp"
#include "persistence/mail/pg_mail_outbox.hpp"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>

#include <pqxx/nontransaction>
#include <pqxx/prepared_statement>
#include <pqxx/result>
#include <pqxx/transaction>

namespace marine::persistence {
namespace {

constexpr int removal_batch = 1000;

// The row as the activity log keeps a lead (its items are not the staff's to change; the
// time of the first status change follows from the status change itself).
const char* const snapshot_of_lead = "activity_snapshot(to_jsonb(e) - '{created_at,updated_at,first_status_change_at}'::text[])::text";

// The page's query with only the filters given (docs/enquiries.md, "The inbox").
std::string list_query(const domain::enquiry_filter& f, std::vector<std::string>& params)
{
  std::string where;
  const auto add = [&](const std::string& condition) { where += (where.empty() ? " WHERE " : " AND ") + condition; };
  const auto param = [&](std::string value) {
    params.push_back(std::move(value));
    return "$" + std::to_string(params.size());
  };
  if (f.status) add("e.status = " + param(std::string(domain::status_name(*f.status))));
  if (f.channel) add("e.channel = " + param(std::string(domain::channel_name(*f.channel))));
  if (f.desk) add("e.desk = " + param(*f.desk));
  if (f.from) add("e.created_at >= " + param(*f.from) + "::timestamptz");
  if (f.to) add("e.created_at < " + param(*f.to) + "::timestamptz");
  if (f.text) {
    // Part of a name, literally (LIKE's wildcards escaped), in the search's normal form.
    const auto text = param(*f.text);
    const std::string pattern = "'%' || replace(replace(replace(public.search_normalise(" + text +
                                "), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'";
    // Or part of a line the catalogue had not (docs/parts-lists.md, "The enquiry").
    std::string match = "(EXISTS (SELECT 1 FROM enquiry_items i WHERE i.ref = e.ref AND public.search_normalise(i.name) LIKE " +
                        pattern + ") OR EXISTS (SELECT 1 FROM jsonb_array_elements(e.missing) m "
                        "WHERE public.search_normalise(m ->> 'text') LIKE " + pattern + "))";
    if (f.ref) match = "(e.ref = " + param(*f.ref) + " OR " + match + ")";
    add(match);
  }
  const std::string flagged = "EXISTS (SELECT 1 FROM payments f WHERE f.enquiry_ref = e.ref AND f.state = 'flagged')";
  if (f.after) {
    const auto at = param(f.after->first);
    const auto after = "(e.created_at, e.ref) < (" + at + "::timestamptz, " + param(f.after->second) + ")";
    add(f.after_flagged ? "((" + flagged + " AND " + after + ") OR NOT " + flagged + ")" : "(NOT " + flagged + " AND " + after + ")");
  }
  return std::string("SELECT ") + lead_columns + where + " ORDER BY " + flagged + " DESC, e.created_at DESC, e.ref DESC LIMIT " +
         std::to_string(f.limit + 1);
}

}  // namespace

// Sending a list is the one public write: its statements are prepared once per connection,
// which halves what PostgreSQL spends on one (benchmarks/enquiries).
void pg_enquiry_repository::prepare(pqxx::connection_base& c)
{
  c.prepare("enquiry_products",
            "SELECT id, name, name_ar, category, price::text, show_contact_for_pricing, "
            "coalesce(nullif(sku, ''), part_numbers[1], '') FROM products "
            "WHERE is_visible AND id = ANY(ARRAY(SELECT jsonb_array_elements_text($1::jsonb)))");
  // The lead mail's mode (migration 0018) says whether it is mailed now, waits for the
  // hourly digest, or neither.
  c.prepare("enquiry_insert",
            "INSERT INTO enquiries (ref, channel, lang, page, note, awaiting_digest, booking, missing, desk, out_of_hours) "
            "SELECT $1, $2, $3, $4, $5, $6 AND mode = 'hourly', nullif($7::jsonb, 'null'::jsonb), $8::jsonb, $9, $10 "
            "FROM lead_mail "
            "ON CONFLICT (ref) DO NOTHING RETURNING ref, (SELECT mode = 'each' FROM lead_mail)");
  c.prepare("enquiry_insert_items",
            "INSERT INTO enquiry_items (ref, position, product_id, name, category, price, quantity, replaced, code) "
            "SELECT $1, ord - 1, item->>'productId', item->>'name', item->>'category', (item->>'price')::numeric, "
            "(item->>'quantity')::int, item->>'replaced', item->>'code' "
            "FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS t(item, ord)");
}

domain::awaitable<std::vector<domain::enquirable_product>> pg_enquiry_repository::visible_products(std::vector<std::string> ids)
{
  co_return co_await pool_.run([ids = std::move(ids)](pqxx::connection_base& c) {
    boost::json::array list;
    for (const auto& id : ids) list.emplace_back(id);
    pqxx::nontransaction tx(c);
    std::vector<domain::enquirable_product> out;
    for (const auto& r : tx.exec_prepared("enquiry_products", boost::json::serialize(list)))
      out.push_back({r[0].c_str(), r[1].c_str(), r[2].c_str(), r[3].c_str(), r[4].c_str(), r[5].as<bool>(), r[6].c_str()});
    return out;
  });
}

domain::awaitable<std::optional<std::string>> pg_enquiry_repository::insert(domain::enquiry lead, std::vector<std::string> refs,
                                                                            mail_for_lead mail)
{
  co_return co_await pool_.run([lead = std::move(lead), refs = std::move(refs), mail = std::move(mail)](pqxx::connection_base& c) {
    pqxx::work tx(c);
    for (const auto& ref : refs) {
      const auto r = tx.exec_prepared("enquiry_insert", ref, std::string(domain::channel_name(lead.channel)), lead.lang,
                                      lead.page, lead.note, static_cast<bool>(mail), lead_booking_json(lead.booking),
                                      missing_json(lead.missing), lead.desk, lead.out_of_hours);
      if (r.empty()) continue;
      tx.exec_prepared("enquiry_insert_items", ref, items_json(lead.items));
      if (mail && r[0][1].as<bool>())
        if (const auto m = mail(ref)) enqueue_mail(tx, *m);
      tx.commit();
      return std::optional<std::string>(ref);
    }
    return std::optional<std::string>();
  });
}

domain::awaitable<std::vector<domain::enquiry>> pg_enquiry_repository::list(domain::enquiry_filter filter)
{
  co_return co_await pool_.run([f = std::move(filter)](pqxx::connection_base& c) {
    std::vector<std::string> params;
    const auto query = list_query(f, params);
    pqxx::nontransaction tx(c);
    std::vector<domain::enquiry> out;
    for (const auto& row : tx.exec_params(query, pqxx::prepare::make_dynamic_params(params))) out.push_back(lead_from_row(row));
    return out;
  });
}

domain::awaitable<std::optional<domain::enquiry>> pg_enquiry_repository::find(std::string ref)
{
  co_return co_await pool_.run([ref = std::move(ref)](pqxx::connection_base& c) -> std::optional<domain::enquiry> {
    pqxx::nontransaction tx(c);
    const auto r = tx.exec_params(std::string("SELECT ") + lead_columns + " WHERE e.ref = $1", ref);
    if (r.empty()) return std::nullopt;
    auto lead = lead_from_row(r[0]);
    for (const auto& n : tx.exec_params(
             R"(SELECT coalesce(author_username, ''), body, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') )"
             "FROM enquiry_notes WHERE ref = $1 ORDER BY id",
             ref))
      lead.notes.push_back({n[0].c_str(), n[1].c_str(), n[2].c_str()});
    return lead;
  });
}

domain::awaitable<bool> pg_enquiry_repository::update(std::string ref, domain::enquiry_status expected,
                                                      domain::enquiry_update change, domain::acting by)
{
  co_return co_await pool_.run([ref = std::move(ref), expected, change = std::move(change), by = std::move(by)](
                                   pqxx::connection_base& c) {
    pqxx::work tx(c);
    const auto before = tx.exec_params(std::string("SELECT ") + snapshot_of_lead +
                                           " FROM enquiries e WHERE ref = $1 AND status = $2 FOR UPDATE",
                                       ref, std::string(domain::status_name(expected)));
    if (before.empty()) return false;
    const auto status = change.status ? std::string(domain::status_name(*change.status)) : std::string(domain::status_name(expected));
    const bool assign = change.assignee_id.has_value();
    const auto assignee = assign ? *change.assignee_id : std::optional<std::string>();
    const auto after = tx.exec_params(
        std::string("UPDATE enquiries e SET status = $2, lost_reason = CASE WHEN $2 = 'lost' THEN coalesce($3, lost_reason) END, "
                    "assignee_id = CASE WHEN $4 THEN $5 ELSE assignee_id END, updated_at = now(), "
                    // Set once, by the first move past received (docs/desks.md): not by
                    // opening (received), nor by a change that keeps the status.
                    "first_status_change_at = coalesce(first_status_change_at, CASE WHEN $2 <> status AND "
                    "$2 IN ('contacted', 'quoted', 'won', 'lost') THEN now() END) WHERE ref = $1 RETURNING ") +
            snapshot_of_lead,
        ref, status, change.lost_reason, assign, assignee);
    std::string extra = "{}";
    if (change.note) {
      tx.exec_params("INSERT INTO enquiry_notes (ref, author_id, author_username, body) VALUES ($1, $2, $3, $4)", ref,
                     by ? std::optional(by->id) : std::nullopt, by ? std::optional(by->username) : std::nullopt, *change.note);
      extra = boost::json::serialize(boost::json::object{{"staffNote", {{"before", nullptr}, {"after", *change.note}}}});
    }
    record_activity(tx, by, {.action = "update", .entity = "enquiry", .entity_id = ref, .before = before[0][0].c_str(),
                             .after = after[0][0].c_str(), .extra = extra});
    tx.commit();
    return true;
  });
}

domain::awaitable<bool> pg_enquiry_repository::remove(std::string ref, domain::acting by)
{
  co_return co_await pool_.run([ref = std::move(ref), by = std::move(by)](pqxx::connection_base& c) {
    pqxx::work tx(c);
    const auto r = tx.exec_params(std::string("DELETE FROM enquiries e WHERE ref = $1 RETURNING ") + snapshot_of_lead, ref);
    if (r.empty()) return false;
    record_activity(tx, by, {.action = "delete", .entity = "enquiry", .entity_id = ref, .before = r[0][0].c_str()});
    tx.commit();
    return true;
  });
}

domain::awaitable<long long> pg_enquiry_repository::count_new()
{
  co_return co_await pool_.run([](pqxx::connection_base& c) {
    pqxx::nontransaction tx(c);
    return tx.exec("SELECT count(*) FROM enquiries WHERE status = 'new'")[0][0].as<long long>();
  });
}

domain::awaitable<bool> pg_enquiry_repository::is_active_account(std::string id)
{
  co_return co_await pool_.run([id = std::move(id)](pqxx::connection_base& c) {
    pqxx::nontransaction tx(c);
    return !tx.exec_params("SELECT 1 FROM users WHERE id = $1 AND is_active", id).empty();
  });
}

domain::awaitable<long long> pg_enquiry_repository::remove_older_than(int days)
{
  long long removed = 0;
  for (;;) {
    const auto n = co_await pool_.run([days](pqxx::connection_base& c) {
      pqxx::work tx(c);
      const auto r = tx.exec_params(
          "DELETE FROM enquiries WHERE ref IN (SELECT ref FROM enquiries "
          "WHERE created_at < now() - make_interval(days => $1) LIMIT $2)",
          days, removal_batch);
      // Sent mail is kept a week, for the record (migration 0013).
      tx.exec("DELETE FROM mail_outbox WHERE sent_at < now() - interval '7 days'");
      tx.commit();
      return static_cast<long long>(r.affected_rows());
    });
    removed += n;
    if (n < removal_batch) co_return removed;
  }
}

}  // namespace marine::persistence
