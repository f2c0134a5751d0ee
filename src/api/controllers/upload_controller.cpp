#include "api/controllers/controllers.hpp"
#include "api/http/responses.hpp"
#include "api/upload/upload_receiver.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

namespace marine::api {
namespace {

using domain::failure;
namespace json = boost::json;

// Multipart framing around the files: headers, boundaries, a few small fields.
constexpr std::size_t framing_allowance = 64 * 1024;

const upload_rules product_images{
    .field = "images",
    .limits = domain::product_image_limits,
    .too_large_message = "Each image must be 5MB or smaller",
    .too_many_message = "At most 5 images can be uploaded at once",
};
const upload_rules banner_image{
    .field = "file",
    .limits = domain::banner_image_limits,
    .too_large_message = "File size must be less than 10MB",
    .too_many_message = "Only one banner image can be uploaded",
};

std::size_t body_limit(const upload_rules& rules)
{
  return rules.limits.max_files * rules.limits.max_file_bytes + framing_allowance;
}

// Streams the multipart body into the media store, then lets the upload service check and
// publish the files. Whatever fails, the incoming files are removed with `receiver`.
awaitable<domain::result<std::vector<std::string>>> receive_upload(request_context& ctx, domain::upload_service& uploads,
                                                                   const upload_rules& rules)
{
  const auto boundary = multipart_boundary(ctx.req[http::field::content_type]);
  if (!boundary) co_return failure{domain::error_code::unsupported_media_type, "Expected a multipart/form-data body"};
  upload_receiver receiver(uploads, rules);
  multipart_parser parser(*boundary, receiver);
  for (;;) {
    const auto chunk = co_await ctx.body->read_some();
    switch (chunk.state) {
      case body_stream::status::too_large: co_return failure{domain::error_code::payload_too_large, "Request body too large"};
      case body_stream::status::malformed:
      case body_stream::status::failed: co_return domain::invalid_input("Malformed request body");
      case body_stream::status::more:
      case body_stream::status::done: break;
    }
    // After the closing delimiter the rest (the epilogue) is read but ignored.
    const auto parsed = parser.feed(chunk.bytes);
    if (parsed == multipart_parser::status::stopped) co_return *receiver.refusal();
    if (parsed == multipart_parser::status::malformed) co_return domain::invalid_input("Malformed multipart body");
    if (chunk.state == body_stream::status::done) break;
  }
  if (parser.current() != multipart_parser::status::done) co_return domain::invalid_input("Malformed multipart body");
  co_return co_await uploads.publish_images(receiver.files(), rules.limits);
}

// The banner upload's failures carry an "error" field (the screen shows it); the
// "message" every other error has stays too.
handler with_error_field(handler inner)
{
  return [inner = std::move(inner)](request_context& ctx) -> awaitable<response> {
    auto res = co_await inner(ctx);
    if (res.result_int() < 400) co_return res;
    boost::system::error_code ec;
    auto body = json::parse(res.body(), ec);
    if (ec || !body.is_object()) co_return res;
    if (const auto* message = body.as_object().if_contains("message")) {
      json::value copy = *message;  // inserting may rehash the object and move `message`
      body.as_object()["error"] = std::move(copy);
      res.body() = json::serialize(body);
    }
    co_return res;
  };
}

}  // namespace

void add_upload_routes(router& routes, domain::upload_service& uploads, const auth_guard& guard)
{
  routes.add_streamed(http::verb::post, "/api/upload",
                      guard(access::staff, [&uploads](request_context& ctx) -> awaitable<response> {
                        const auto urls = co_await receive_upload(ctx, uploads, product_images);
                        if (!urls) co_return failure_response(ctx.req, urls.error());
                        json::array list;
                        for (const auto& url : *urls) list.emplace_back(url);
                        co_return json_response(ctx.req, http::status::created, json::object{{"urls", std::move(list)}});
                      }),
                      body_limit(product_images));
  routes.add_streamed(http::verb::post, "/api/upload/banner",
                      with_error_field(guard(access::admin, [&uploads](request_context& ctx) -> awaitable<response> {
                        const auto urls = co_await receive_upload(ctx, uploads, banner_image);
                        if (!urls) co_return failure_response(ctx.req, urls.error());
                        co_return json_response(ctx.req, http::status::created, json::object{{"url", urls->front()}});
                      })),
                      body_limit(banner_image));
}

}  // namespace marine::api
