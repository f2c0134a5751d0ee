#include "persistence/activity/pg_activity_repository.hpp"

#include "persistence/accounts/pg_user_repository.hpp"

#include <pqxx/nontransaction>
#include <pqxx/prepared_statement>
#include <pqxx/result>
#include <pqxx/transaction>

namespace marine::persistence {
namespace {

// Rows removed per statement by the daily clean-up: each batch is a short transaction, so
// the pool's worker and the table's locks are free again between batches.
constexpr int removal_batch = 5000;

const char* const entry_columns =
    R"(id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), actor_id, actor_username, actor_role, )"
    R"(action, entity, entity_id, changes::text, )"
    R"(to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || id)";

std::optional<std::string> optional_text(const pqxx::field& f)
{
  if (f.is_null()) return std::nullopt;
  return std::string(f.c_str());
}

domain::activity_entry entry_from_row(const pqxx::row& r)
{
  domain::activity_entry e;
  e.id = r[0].as<long long>();
  e.at = r[1].c_str();
  if (!r[2].is_null())
    e.by = domain::actor{r[2].c_str(), r[3].is_null() ? "" : r[3].c_str(), role_from_name(r[4].c_str())};
  e.action = r[5].c_str();
  e.entity = r[6].c_str();
  e.entity_id = optional_text(r[7]);
  e.changes_json = r[8].c_str();
  e.cursor = r[9].c_str();
  return e;
}

// The page's query with only the filters given, so that PostgreSQL plans it for them and
// picks the index that has exactly those entries in order (docs/activity-log.md).
std::string list_query(const domain::activity_filter& f, std::vector<std::string>& params)
{
  std::string where;
  const auto add = [&](const std::string& condition, std::string value) {
    params.push_back(std::move(value));
    where += (where.empty() ? " WHERE " : " AND ") + condition + "$" + std::to_string(params.size());
  };
  if (f.actor_id) add("actor_id = ", *f.actor_id);
  if (f.action) add("action = ", *f.action);
  if (f.entity) add("entity = ", *f.entity);
  if (f.entity_id) add("entity_id = ", *f.entity_id);
  if (f.from) add("at >= ", *f.from);
  if (f.to) add("at < ", *f.to);
  if (f.before) {
    params.push_back(f.before->at);
    params.push_back(std::to_string(f.before->id));
    where += (where.empty() ? " WHERE " : " AND ") + std::string("(at, id) < ($") + std::to_string(params.size() - 1) +
             "::timestamptz, $" + std::to_string(params.size()) + "::bigint)";
  }
  return std::string("SELECT ") + entry_columns + " FROM activity_log" + where + " ORDER BY at DESC, id DESC LIMIT " +
         std::to_string(f.limit + 1);
}

// Not a prepared statement: the repositories that record run on connections each prepares
// for itself, and writes are rare enough for the parse.
const char* const record_statement =
    "INSERT INTO activity_log (actor_id, actor_username, actor_role, action, entity, entity_id, changes) "
    "SELECT $1::text, $2::text, $3::text, $4::text, $5::text, $6::text, changes FROM "
    "(SELECT activity_diff($7::jsonb, $8::jsonb) || $9::jsonb AS changes) AS c "
    "WHERE $4::text <> 'update' OR changes <> '{}'";

}  // namespace

void pg_activity_repository::prepare(pqxx::connection_base& c)
{
  c.prepare("activity_remove_older",
            "DELETE FROM activity_log WHERE id IN (SELECT id FROM activity_log "
            "WHERE at < now() - make_interval(days => $1) LIMIT $2)");
}

activity_actor activity_actor_of(const domain::acting& by)
{
  if (!by) return {};
  return {by->id, by->username, role_name(by->who)};
}

void record_activity(pqxx::transaction_base& tx, const domain::acting& by, const activity_record& e)
{
  const auto actor = activity_actor_of(by);
  tx.exec_params(record_statement, actor.id, actor.username, actor.role, e.action, e.entity, e.entity_id, e.before,
                 e.after, e.extra);
}

boost::asio::awaitable<std::vector<domain::activity_entry>> pg_activity_repository::list(domain::activity_filter filter)
{
  co_return co_await pool_.run([f = std::move(filter)](pqxx::connection_base& c) {
    std::vector<std::string> params;
    const auto query = list_query(f, params);
    pqxx::nontransaction tx(c);
    std::vector<domain::activity_entry> out;
    for (const auto& row : tx.exec_params(query, pqxx::prepare::make_dynamic_params(params)))
      out.push_back(entry_from_row(row));
    return out;
  });
}

boost::asio::awaitable<long long> pg_activity_repository::remove_older_than(int days)
{
  long long removed = 0;
  for (;;) {
    const auto n = co_await pool_.run([days](pqxx::connection_base& c) {
      pqxx::work tx(c);
      const auto r = tx.exec_prepared("activity_remove_older", days, removal_batch);
      tx.commit();
      return static_cast<long long>(r.affected_rows());
    });
    removed += n;
    if (n < removal_batch) co_return removed;
  }
}

}  // namespace marine::persistence
