#include "api/controllers/controllers.hpp"
#include "api/http/responses.hpp"
#include "api/json/body.hpp"
#include "api/json/mapping.hpp"

#include <fmt/format.h>

namespace marine::api {
namespace {

// 500 lines of up to 10,000 characters are more; a real list is a few KiB
// (docs/parts-lists.md, "Matching a list").
constexpr std::size_t match_body_limit = 1024 * 1024;

// {lines: [string]}; any other key is refused.
domain::result<std::vector<std::string>> read_match_request(const request& req)
{
  auto body = parse_json_object(req);
  if (!body) return body.error();
  json_fields fields(*body);
  std::vector<std::string> lines;
  const auto* given = body->if_contains("lines");
  if (!given || !given->is_array()) {
    fields.errors().push_back({"lines", "lines must be a list of texts"});
  } else if (given->as_array().size() > domain::max_match_lines) {
    fields.errors().push_back({"lines", fmt::format("A list holds at most {} lines", domain::max_match_lines)});
  } else {
    std::size_t i = 0;
    for (const auto& v : given->as_array()) {
      if (v.is_string()) lines.emplace_back(v.as_string());
      else fields.errors().push_back({fmt::format("lines[{}]", i), "Each line must be a text"});
      ++i;
    }
  }
  fields.refuse_unknown({"lines"});
  if (!fields.ok()) return fields.failure();
  return lines;
}

std::string match_json(const std::vector<domain::matched_line>& lines)
{
  json_text out(lines.size() * 256 + 64);
  out.begin_object();
  out.key("lines");
  out.begin_array();
  for (const auto& l : lines) {
    out.begin_object();
    out.key("line");
    out.number_text(std::to_string(l.line));
    out.member("text", l.text);
    out.member("quantity", l.quantity);
    out.member("status", domain::match_status_name(l.status));
    if (l.found) {
      out.key("product");
      write_json(out, *l.found);
    }
    if (l.replaced) out.member("replaced", *l.replaced);
    if (l.status == domain::match_status::choose) {
      out.key("choices");
      out.begin_array();
      for (const auto& p : l.choices) write_json(out, p);
      out.end_array();
    }
    out.end_object();
  }
  out.end_array();
  out.end_object();
  return out.take();
}

}  // namespace

void add_parts_match_routes(router& routes, domain::parts_match_service& matches)
{
  routes.add(
      http::verb::post, "/api/enquiries/match",
      [&matches](request_context& ctx) -> awaitable<response> {
        if (!matches.allow(ctx.client_address))
          co_return failure_response(ctx.req, {domain::error_code::too_many_requests, "Too many lists matched", {}, 60});
        auto lines = read_match_request(ctx.req);
        if (!lines) co_return failure_response(ctx.req, lines.error());
        const auto matched = co_await matches.match(std::move(*lines));
        if (!matched) co_return failure_response(ctx.req, matched.error());
        co_return no_store(json_response(ctx.req, http::status::ok, match_json(*matched)));
      },
      match_body_limit);
}

}  // namespace marine::api
