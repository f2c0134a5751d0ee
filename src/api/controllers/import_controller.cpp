// The catalogue import (admins only; docs/catalogue-io.md): a dry run, a one-request apply
// for small files, and the import session that applies a large file in batches, all or
// nothing.
#include "api/controllers/controllers.hpp"
#include "api/controllers/respond.hpp"
#include "api/json/import_json.hpp"

namespace marine::api {
namespace {

// A whole file in one request (the dry run): 20 MB of cells and their JSON around them.
constexpr std::size_t whole_file_limit = 28 * 1024 * 1024;
// One batch of an import session.
constexpr std::size_t batch_limit = 4 * 1024 * 1024;

response report_response(const request& req, const domain::result<domain::import_report>& r)
{
  if (!r) return failure_response(req, r.error());
  return json_response(req, http::status::ok, import_report_json(*r));
}

// An apply that found an error row wrote nothing: 422 with the report naming the rows.
response applied_response(const request& req, const domain::result<domain::import_report>& r)
{
  if (!r) return failure_response(req, r.error());
  return json_response(req, r->applied ? http::status::ok : http::status::unprocessable_entity, import_report_json(*r));
}

std::size_t bytes_of(const std::vector<std::pair<long long, std::string>>& texts)
{
  std::size_t n = 0;
  for (const auto& t : texts) n += t.second.size();
  return n;
}

}  // namespace

void add_catalogue_io_routes(router& routes, domain::product_import_service& imports, const auth_guard& guard)
{
  routes.add(
      http::verb::post, "/api/admin/products/import",
      guard(access::admin, [&imports](request_context& ctx) -> awaitable<response> {
        auto in = read_import_request(ctx.req);
        if (!in) co_return failure_response(ctx.req, in.error());
        if (in->dry_run) co_return report_response(ctx.req, co_await imports.dry_run(std::move(in->rows)));
        if (bytes_of(in->texts) > domain::max_import_bytes)
          co_return failure_response(ctx.req, {domain::error_code::payload_too_large, "An import holds at most 20 MB"});
        // A whole file in one request: a session of one batch.
        auto session = co_await imports.begin(ctx.actor());
        if (!session) co_return failure_response(ctx.req, session.error());
        const auto bytes = bytes_of(in->texts);
        auto staged = co_await imports.stage(*session, std::move(in->texts), bytes);
        if (!staged) {
          co_await imports.abandon(*session);
          co_return failure_response(ctx.req, staged.error());
        }
        co_return applied_response(ctx.req, co_await imports.apply(*session, std::move(in->rows), ctx.actor()));
      }),
      whole_file_limit);
  routes.add(http::verb::post, "/api/admin/products/import/sessions",
             guard(access::admin, [&imports](request_context& ctx) -> awaitable<response> {
               auto session = co_await imports.begin(ctx.actor());
               if (!session) co_return failure_response(ctx.req, session.error());
               co_return json_response(ctx.req, http::status::created, boost::json::value{{"session", *session}});
             }));
  routes.add(
      http::verb::post, "/api/admin/products/import/sessions/:id/rows",
      guard(access::admin, [&imports](request_context& ctx) -> awaitable<response> {
        auto in = read_import_request(ctx.req);
        if (!in) co_return failure_response(ctx.req, in.error());
        const auto bytes = bytes_of(in->texts);
        auto staged = co_await imports.stage(std::string(ctx.param("id")), std::move(in->texts), bytes);
        if (!staged) co_return failure_response(ctx.req, staged.error());
        co_return json_response(ctx.req, http::status::ok, boost::json::value{{"staged", *staged}});
      }),
      batch_limit);
  routes.add(http::verb::post, "/api/admin/products/import/sessions/:id/commit",
             guard(access::admin, [&imports](request_context& ctx) -> awaitable<response> {
               const std::string session(ctx.param("id"));
               auto texts = co_await imports.staged(session);
               if (!texts) co_return failure_response(ctx.req, texts.error());
               auto rows = rows_from_texts(*texts);
               texts->clear();
               if (!rows) {
                 co_await imports.abandon(session);
                 co_return failure_response(ctx.req, rows.error());
               }
               co_return applied_response(ctx.req, co_await imports.apply(session, std::move(*rows), ctx.actor()));
             }));
  routes.add(http::verb::delete_, "/api/admin/products/import/sessions/:id",
             guard(access::admin, [&imports](request_context& ctx) -> awaitable<response> {
               co_await imports.abandon(std::string(ctx.param("id")));
               co_return no_content(ctx.req);
             }));
}

}  // namespace marine::api
