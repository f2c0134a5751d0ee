#include "api/controllers/controllers.hpp"
#include "api/http/query_string.hpp"
#include "api/http/responses.hpp"
#include "api/json/body.hpp"
#include "api/json/charter_json.hpp"
#include "domain/rules/address_rate_limit.hpp"
#include "domain/rules/validation.hpp"

#include <boost/json/serialize.hpp>

#include <memory>

namespace marine::api {
namespace {

constexpr std::size_t charter_body_limit = 8 * 1024;
constexpr std::size_t max_parameters = 8;
// A visitor moving the date, hours and extras asks for a quote at each change.
constexpr unsigned quotes_per_minute = 120;

}  // namespace

response charter_failure(const request& req, const domain::failure& f)
{
  boost::json::object body{{"message", f.message}, {"error", f.message}};
  if (!f.errors.empty()) {
    boost::json::array errors;
    boost::json::object fields;
    for (const auto& e : f.errors) {
      errors.push_back(boost::json::object{{"field", e.field}, {"message", e.message}});
      if (!fields.contains(e.field)) fields[e.field] = e.message;
    }
    body["errors"] = std::move(errors);
    body["fields"] = std::move(fields);
  }
  auto res = json_response(req, status_for(f.code), body);
  if (f.retry_after_seconds > 0) res.set(http::field::retry_after, std::to_string(f.retry_after_seconds));
  return res;
}

namespace {

// A block's body (POST and PATCH), typed; the rules are the domain's.
domain::result<domain::block_input> block_body(const request& req)
{
  auto body = parse_json_object(req);
  if (!body) return body.error();
  std::vector<domain::field_error> errors;
  json_reader in(errors);
  auto block = read_block_input(*body, in);
  if (!errors.empty()) return domain::validation_failure(std::move(errors));
  return block;
}

response block_answer(const request& req, const domain::result<domain::block_outcome>& r, http::status ok)
{
  if (!r) return charter_failure(req, r.error());
  if (r->what == domain::block_outcome::status::conflict) {
    boost::json::value conflict = nullptr;
    if (r->conflict) conflict = block_json(*r->conflict);
    return json_response(req, http::status::conflict,
                         boost::json::object{{"message", "The time overlaps another block (turnaround included)"},
                                             {"error", "The time overlaps another block (turnaround included)"},
                                             {"conflict", std::move(conflict)}});
  }
  return no_store(json_response(req, ok, block_json(*r->block)));
}

response respond_removed_block(const request& req, const domain::result<bool>& r)
{
  return r ? no_content(req) : charter_failure(req, r.error());
}

}  // namespace

void add_charter_routes(router& routes, domain::charter_service& charters, const auth_guard& guard, public_read_cache* cache)
{
  auto limit = std::make_shared<domain::address_rate_limit>(quotes_per_minute);
  routes.add(
      http::verb::post, "/api/charters/:id/quote",
      [&charters, limit](request_context& ctx) -> awaitable<response> {
        if (!limit->allow(ctx.client_address, domain::address_rate_limit::clock::now()))
          co_return charter_failure(ctx.req, {domain::error_code::too_many_requests, "Too many quotes", {}, 60});
        auto body = parse_json_object(ctx.req);
        if (!body) co_return charter_failure(ctx.req, body.error());
        std::vector<domain::field_error> errors;
        json_reader in(errors);
        auto request = read_quote_request(*body, in, "", true);
        in.refuse_unknown(*body, {"date", "start", "hours", "guests", "extras", "lang"}, "");
        if (!errors.empty()) co_return charter_failure(ctx.req, domain::validation_failure(std::move(errors)));
        const auto q = co_await charters.quote(std::string(ctx.param("id")), std::move(request));
        if (!q) co_return charter_failure(ctx.req, q.error());
        co_return no_store(json_response(ctx.req, http::status::ok, quote_json(*q)));
      },
      charter_body_limit);

  // The month of a vessel: days and busy time only, nothing of who booked (docs/charter.md);
  // kept until its first option expires.
  expiring_read month = [&charters](request_context& ctx) -> awaitable<domain::result<expiring_text>> {
    const auto params = query_parameters_of(ctx.query, max_parameters);
    if (!params) co_return domain::invalid_input("Malformed query string");
    const auto m = co_await charters.availability(std::string(ctx.param("id")), *params);
    if (!m) co_return m.error();
    co_return expiring_text{.text = boost::json::serialize(availability_json(m->days)), .expires = m->valid_until};
  };
  routes.add(http::verb::get, "/api/charters/:id/availability",
             cache ? cache->cached(read_scope::kind::availability, month) : uncached(month));

  routes.add(http::verb::get, "/api/admin/charters/:id/blocks",
             guard(access::staff, [&charters](request_context& ctx) -> awaitable<response> {
               const auto params = query_parameters_of(ctx.query, max_parameters);
               if (!params) co_return charter_failure(ctx.req, domain::invalid_input("Malformed query string"));
               const auto blocks = co_await charters.blocks(std::string(ctx.param("id")), *params);
               if (!blocks) co_return charter_failure(ctx.req, blocks.error());
               boost::json::array items;
               for (const auto& b : *blocks) items.push_back(block_json(b));
               co_return no_store(json_response(ctx.req, http::status::ok, boost::json::object{{"items", std::move(items)}}));
             }));

  routes.add(
      http::verb::post, "/api/admin/charters/:id/blocks",
      guard(access::staff, [&charters](request_context& ctx) -> awaitable<response> {
        auto block = block_body(ctx.req);
        if (!block) co_return charter_failure(ctx.req, block.error());
        co_return block_answer(ctx.req, co_await charters.create_block(std::string(ctx.param("id")), std::move(*block), ctx.actor()),
                               http::status::created);
      }),
      charter_body_limit);

  routes.add(
      http::verb::patch, "/api/admin/charters/:id/blocks/:blockId",
      guard(access::staff, [&charters](request_context& ctx) -> awaitable<response> {
        auto block = block_body(ctx.req);
        if (!block) co_return charter_failure(ctx.req, block.error());
        co_return block_answer(ctx.req,
                               co_await charters.update_block(std::string(ctx.param("id")), std::string(ctx.param("blockId")),
                                                              std::move(*block), ctx.viewer, ctx.actor()),
                               http::status::ok);
      }),
      charter_body_limit);

  // Sub-users may remove an option or a maintenance; a booking only the administrator.
  routes.add(http::verb::delete_, "/api/admin/charters/:id/blocks/:blockId",
             guard(access::staff, [&charters](request_context& ctx) -> awaitable<response> {
               co_return respond_removed_block(ctx.req, co_await charters.remove_block(std::string(ctx.param("id")),
                                                                                        std::string(ctx.param("blockId")),
                                                                                        ctx.viewer, ctx.actor()));
             }));

  routes.add(http::verb::get, "/api/admin/calendar", guard(access::staff, [&charters](request_context& ctx) -> awaitable<response> {
               const auto params = query_parameters_of(ctx.query, max_parameters);
               if (!params) co_return charter_failure(ctx.req, domain::invalid_input("Malformed query string"));
               const auto vessels = co_await charters.calendar(*params);
               if (!vessels) co_return charter_failure(ctx.req, vessels.error());
               boost::json::array out;
               for (const auto& v : *vessels) {
                 boost::json::array blocks;
                 for (const auto& b : v.blocks) blocks.push_back(block_json(b));
                 out.push_back(boost::json::object{{"id", v.id}, {"name", v.name}, {"nameAr", v.name_ar}, {"blocks", std::move(blocks)}});
               }
               co_return no_store(json_response(ctx.req, http::status::ok, boost::json::object{{"vessels", std::move(out)}}));
             }));
}

}  // namespace marine::api
