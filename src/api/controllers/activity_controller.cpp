#include "api/controllers/controllers.hpp"
#include "api/http/query_string.hpp"
#include "api/http/responses.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

namespace marine::api {
namespace {

// More parameters than the filter has is a malformed query (each is checked by name later).
constexpr std::size_t max_parameters = 16;

boost::json::value entry_json(const domain::activity_entry& e)
{
  boost::json::value actor = nullptr;
  if (e.by)
    actor = boost::json::object{
        {"id", e.by->id}, {"username", e.by->username}, {"role", e.by->who == domain::role::admin ? "admin" : "sub_user"}};
  boost::json::value entity_id = nullptr;
  if (e.entity_id) entity_id = *e.entity_id;
  return boost::json::object{{"id", e.id},
                             {"at", e.at},
                             {"actor", std::move(actor)},
                             {"action", e.action},
                             {"entity", e.entity},
                             {"entityId", std::move(entity_id)},
                             {"changes", boost::json::parse(e.changes_json)}};
}

}  // namespace

void add_activity_routes(router& routes, domain::activity_service& activity, const auth_guard& guard)
{
  routes.add(http::verb::get, "/api/admin/activity",
             guard(access::admin, [&activity](request_context& ctx) -> awaitable<response> {
               const auto params = query_parameters_of(ctx.query, max_parameters);
               if (!params) co_return failure_response(ctx.req, domain::invalid_input("Malformed query string"));
               const auto page = co_await activity.list(*params);
               if (!page) co_return failure_response(ctx.req, page.error());
               boost::json::array entries;
               for (const auto& e : page->entries) entries.push_back(entry_json(e));
               boost::json::value next = nullptr;
               if (page->next) next = *page->next;
               auto res = json_response(ctx.req, http::status::ok,
                                        boost::json::object{{"entries", std::move(entries)}, {"next", std::move(next)}});
               res.set(http::field::cache_control, "no-store");
               co_return res;
             }));
}

}  // namespace marine::api
