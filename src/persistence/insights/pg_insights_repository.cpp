#include "persistence/insights/pg_insights_repository.hpp"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>
#include <pqxx/result>
#include <pqxx/transaction>

namespace marine::persistence {
namespace {

using domain::event_kind;

// Sums of one group's counts by kind: the four columns after the group's own.
const char* const kind_sums =
    "sum(count) FILTER (WHERE kind = 'view'), sum(count) FILTER (WHERE kind = 'call'), "
    "sum(count) FILTER (WHERE kind = 'whatsapp'), sum(count) FILTER (WHERE kind = 'email')";

// The leads made on the report's days, Dubai days as the counts' (docs/insights.md), and
// how many of them the staff have opened and won.
const char* const leads_in_range =
    " WHERE e.created_at >= ($1::date)::timestamp AT TIME ZONE 'Asia/Dubai' "
    "AND e.created_at < ($2::date + 1)::timestamp AT TIME ZONE 'Asia/Dubai'";
const char* const lead_sums =
    "count(DISTINCT e.ref), count(DISTINCT e.ref) FILTER (WHERE e.status <> 'new'), "
    "count(DISTINCT e.ref) FILTER (WHERE e.status = 'won')";

domain::lead_counts leads_from(const pqxx::row& row, int first)
{
  return {row[first].as<std::int64_t>(), row[first + 1].as<std::int64_t>(), row[first + 2].as<std::int64_t>()};
}

std::optional<double> optional_number(const pqxx::field& f)
{
  return f.is_null() ? std::nullopt : std::optional(f.as<double>());
}

domain::kind_counts counts_from(const pqxx::row& row, int first)
{
  domain::kind_counts c{};
  for (int k = 0; k < 4; ++k)
    c[static_cast<std::size_t>(k)] = row[first + k].is_null() ? 0 : row[first + k].as<std::int64_t>();
  return c;
}

// The rows as one JSON array for jsonb_to_recordset: one statement whatever the batch size.
std::string rows_json(const std::vector<domain::count_row>& rows)
{
  boost::json::array a;
  a.reserve(rows.size());
  for (const auto& r : rows)
    a.emplace_back(boost::json::object{{"day", domain::iso_date(r.key.day)},
                                       {"product_id", r.key.product_id},
                                       {"kind", domain::to_string(r.key.kind)},
                                       {"source", r.key.source},
                                       {"n", r.count}});
  return boost::json::serialize(a);
}

}  // namespace

void pg_insights_repository::prepare(pqxx::connection_base& c)
{
  c.prepare("insights_day_sources", "SELECT DISTINCT source FROM enquiry_counts WHERE day = $1::date");
  c.prepare("insights_add",
            "INSERT INTO enquiry_counts AS e (day, product_id, kind, source, count) "
            "SELECT day, product_id, kind, source, n FROM jsonb_to_recordset($1::jsonb) "
            "AS x(day date, product_id text, kind text, source text, n bigint) "
            "ON CONFLICT (day, product_id, kind, source) DO UPDATE SET count = e.count + EXCLUDED.count");
  c.prepare("insights_product_ids", "SELECT id FROM products WHERE is_visible");
  c.prepare("insights_by_day", std::string("SELECT day::text, ") + kind_sums +
                                   " FROM enquiry_counts WHERE day BETWEEN $1::date AND $2::date GROUP BY day");
  c.prepare("insights_by_product",
            std::string("SELECT e.product_id, coalesce(min(p.name), ''), coalesce(min(p.category), ''), ") +
                kind_sums +
                " FROM enquiry_counts e LEFT JOIN products p ON p.id = e.product_id "
                "WHERE e.day BETWEEN $1::date AND $2::date AND e.product_id <> '' GROUP BY e.product_id");
  c.prepare("insights_detail",
            std::string("SELECT e.day::text, e.product_id, coalesce(min(p.name), ''), coalesce(min(p.category), ''), "
                        "e.source, ") +
                kind_sums +
                " FROM enquiry_counts e LEFT JOIN products p ON p.id = e.product_id "
                "WHERE e.day BETWEEN $1::date AND $2::date GROUP BY e.day, e.product_id, e.source "
                "ORDER BY e.day, e.product_id, e.source LIMIT " + std::to_string(domain::max_detail_rows));
  c.prepare("insights_leads", std::string("SELECT ") + lead_sums + " FROM enquiries e" + leads_in_range);
  c.prepare("insights_leads_by_product",
            std::string("SELECT i.product_id, coalesce(min(p.name), ''), coalesce(min(p.category), ''), ") + lead_sums +
                " FROM enquiries e JOIN enquiry_items i ON i.ref = e.ref LEFT JOIN products p ON p.id = i.product_id" +
                leads_in_range + " GROUP BY i.product_id");
  // Leads per desk (docs/desks.md); older leads, made before the desks, have none. The
  // medians are in minutes, to a tenth.
  const std::string to_first_change =
      "percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM e.first_status_change_at - e.created_at) / 60) ";
  c.prepare("insights_by_desk",
            "SELECT e.desk, count(*), round((" + to_first_change + "FILTER (WHERE NOT e.out_of_hours))::numeric, 1)::float8, "
            "round((" + to_first_change + "FILTER (WHERE e.out_of_hours))::numeric, 1)::float8 FROM enquiries e" +
                leads_in_range + " AND e.desk IS NOT NULL GROUP BY e.desk ORDER BY count(*) DESC, e.desk");
  c.prepare("insights_by_source", std::string("SELECT source, ") + kind_sums +
                                      " FROM enquiry_counts WHERE day BETWEEN $1::date AND $2::date GROUP BY source");
}

boost::asio::awaitable<bool> pg_insights_repository::add_counts(std::vector<domain::count_row> rows,
                                                                std::size_t max_sources_per_day)
{
  co_return co_await pool_.run([rows = std::move(rows), max_sources_per_day](pqxx::connection_base& c) {
    pqxx::work tx(c);
    const auto capped = domain::cap_sources_per_day(rows, max_sources_per_day, [&tx](domain::sys_days day) {
      std::set<std::string> known;
      for (const auto& row : tx.exec_prepared("insights_day_sources", domain::iso_date(day)))
        known.insert(row[0].as<std::string>());
      return known;
    });
    tx.exec_prepared("insights_add", rows_json(capped));
    tx.commit();
    return true;
  });
}

boost::asio::awaitable<std::unordered_set<std::string>> pg_insights_repository::product_ids()
{
  co_return co_await pool_.run([](pqxx::connection_base& c) {
    pqxx::read_transaction tx(c);
    std::unordered_set<std::string> ids;
    for (const auto& row : tx.exec_prepared("insights_product_ids")) ids.insert(row[0].as<std::string>());
    return ids;
  });
}

boost::asio::awaitable<domain::insights_rows> pg_insights_repository::counts(domain::sys_days from,
                                                                             domain::sys_days to)
{
  co_return co_await pool_.run([first = domain::iso_date(from), last = domain::iso_date(to)](pqxx::connection_base& c) {
    // One snapshot for every section: in read committed, a flush committed between two of
    // them showed its counts in the products and not in the days.
    pqxx::transaction<pqxx::repeatable_read, pqxx::read_only> tx(c);
    domain::insights_rows out;
    for (const auto& row : tx.exec_prepared("insights_by_day", first, last))
      out.by_day.push_back({*domain::parse_iso_date(row[0].c_str()), counts_from(row, 1)});
    for (const auto& row : tx.exec_prepared("insights_by_product", first, last))
      out.by_product.push_back(
          {row[0].as<std::string>(), row[1].as<std::string>(), row[2].as<std::string>(), counts_from(row, 3)});
    for (const auto& row : tx.exec_prepared("insights_by_source", first, last))
      out.by_source.push_back({row[0].as<std::string>(), counts_from(row, 1)});
    out.leads = leads_from(tx.exec_prepared1("insights_leads", first, last), 0);
    for (const auto& row : tx.exec_prepared("insights_leads_by_product", first, last))
      out.leads_by_product.push_back(
          {row[0].as<std::string>(), row[1].as<std::string>(), row[2].as<std::string>(), {}, leads_from(row, 3)});
    for (const auto& row : tx.exec_prepared("insights_by_desk", first, last))
      out.by_desk.push_back({row[0].as<std::string>(), row[1].as<std::int64_t>(), optional_number(row[2]),
                             optional_number(row[3])});
    return out;
  });
}

boost::asio::awaitable<std::vector<domain::insights_detail_row>> pg_insights_repository::detail(domain::sys_days from,
                                                                                               domain::sys_days to)
{
  co_return co_await pool_.run([first = domain::iso_date(from), last = domain::iso_date(to)](pqxx::connection_base& c) {
    pqxx::read_transaction tx(c);
    std::vector<domain::insights_detail_row> out;
    for (const auto& row : tx.exec_prepared("insights_detail", first, last))
      out.push_back({*domain::parse_iso_date(row[0].c_str()), row[1].as<std::string>(), row[2].as<std::string>(),
                     row[3].as<std::string>(), row[4].as<std::string>(), counts_from(row, 5)});
    return out;
  });
}

}  // namespace marine::persistence
