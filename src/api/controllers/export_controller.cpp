// The catalogue export (staff; docs/catalogue-io.md): CSV in the import's columns, UTF-8
// with a BOM, formula cells neutralised, written a page of products at a time as it is
// read, so that neither the catalogue nor the file is ever held whole.
#include "api/controllers/controllers.hpp"
#include "api/feeds/csv.hpp"
#include "api/http/responses.hpp"

#include <memory>

namespace marine::api {
namespace {

// Products per page: one pipelined read of about 1 MB, one chunk of about as much.
constexpr int page_size = 500;

std::string csv_page(const std::vector<domain::product>& products)
{
  std::string out;
  std::vector<std::string> cells;
  for (const auto& p : products) {
    cells = domain::product_cells(p);
    for (auto& c : cells) c = domain::neutralise_cell(c);
    append_csv_row(out, cells);
  }
  return out;
}

// Where the export has got to: the header first, then a page after the last id written.
struct export_cursor {
  explicit export_cursor(domain::product_import_service& i) : imports(i) {}
  domain::product_import_service& imports;
  bool header_written = false;
  bool done = false;
  std::string last_id;

  awaitable<std::string> next()
  {
    if (!header_written) {
      header_written = true;
      std::string head(utf8_bom);
      append_csv_row(head, domain::import_columns());
      co_return head;
    }
    while (!done) {
      auto page = co_await imports.export_page(last_id, page_size);
      if (page.size() < static_cast<std::size_t>(page_size)) done = true;
      if (page.empty()) break;
      last_id = page.back().id;
      co_return csv_page(page);
    }
    co_return std::string();
  }
};

}  // namespace

void add_export_routes(router& routes, domain::product_import_service& imports, const auth_guard& guard)
{
  routes.add(http::verb::get, "/api/admin/products/export.csv",
             guard(access::staff, [&imports](request_context& ctx) -> awaitable<response> {
               auto cursor = std::make_shared<export_cursor>(imports);
               response res{http::status::ok, ctx.req.version()};
               res.set(http::field::content_type, "text/csv; charset=utf-8");
               res.set(http::field::content_disposition, "attachment; filename=\"catalogue.csv\"");
               res.set(http::field::cache_control, "private, no-store");
               res.keep_alive(ctx.req.keep_alive());
               if (ctx.out) {
                 ctx.out->next = [cursor]() -> awaitable<std::string> { co_return co_await cursor->next(); };
                 co_return res;
               }
               // Without a session to stream to (a handler called directly): the whole body.
               for (auto piece = co_await cursor->next(); !piece.empty(); piece = co_await cursor->next()) res.body() += piece;
               co_return res;
             }));
}

}  // namespace marine::api
