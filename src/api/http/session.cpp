#include "api/http/session.hpp"

#include "api/cache/public_read_cache.hpp"
#include "api/http/dispatch.hpp"
#include "api/http/linger.hpp"
#include "api/http/request_id.hpp"
#include "api/http/request_target.hpp"
#include "api/http/generation_line.hpp"
#include "api/http/responses.hpp"
#include "api/http/send_file.hpp"
#include "api/http/socket_body_stream.hpp"
#include "api/http/transfer_encoding.hpp"
#include "support/log.hpp"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/empty_body.hpp>
#include <boost/beast/http/error.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/write.hpp>

#include <array>
#include <optional>

namespace marine::api {
namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
using tcp = asio::ip::tcp;
using clock_type = std::chrono::steady_clock;
constexpr auto use_tuple = asio::as_tuple(asio::use_awaitable);

using head_parser = http::request_parser<http::string_body>;

// What the session does once a request is answered.
enum class after { next_request, close, linger };

// Beast's parser rejected what the client sent (as opposed to the client going away).
bool is_malformed(const boost::system::error_code& ec)
{
  static const auto& http_category = http::make_error_code(http::error::bad_target).category();
  return ec.category() == http_category && ec != http::error::end_of_stream && ec != http::error::partial_message;
}

// A routed request and its answer; body_read false: body bytes may still come (see linger).
struct routed_answer {
  request req;
  response res;
  bool body_read = true;
};

// One request of a session, from its head to its answer, in named steps.
class exchange {
 public:
  exchange(const session_environment& env, std::shared_ptr<connection> conn, beast::flat_buffer& buffer,
           std::string_view remote)
      : env_(env), conn_(std::move(conn)), stream_(conn_->stream), buffer_(buffer), remote_(remote)
  {
  }

  awaitable<after> run()
  {
    head_parser parser;
    parser.header_limit(static_cast<std::uint32_t>(env_.limits.header_limit));
    // The body limit depends on the route, known only after the header: until then none,
    // or Beast would refuse a large Content-Length as a parse error of the header.
    parser.body_limit(boost::none);
    stream_.expires_after(env_.limits.header_timeout);
    auto [ec, _] = co_await http::async_read_header(stream_, buffer_, parser, use_tuple);
    conn_->busy = true;
    started_ = clock_type::now();
    if (env_.limits.generation) generation_.note(env_.limits.generation->current());
    if (ec) co_return co_await answer_unreadable_head(ec);
    // A body framing we do not take (nginx refuses it too): nothing after it can be trusted.
    if (has_unsupported_transfer_encoding(parser.get()))
      co_return co_await refuse_and_close(
          message_response(request{}, http::status::bad_request, "Unsupported Transfer-Encoding"));
    id_ = request_id::from(parser.get()[request_id_header]);
    if (auto done = co_await answer_from_cache(parser)) co_return *done;
    if (auto done = co_await answer_early(parser)) co_return *done;
    co_return co_await answer_routed(parser);
  }

 private:
  // A head that is too large or malformed is answered, and the connection closed; a
  // client that went away (or a timeout, or shutdown) just closes it.
  awaitable<after> answer_unreadable_head(const boost::system::error_code& ec)
  {
    if (ec == http::error::header_limit)
      co_return co_await refuse_and_close(
          message_response(request{}, http::status::request_header_fields_too_large, "Request headers too large"));
    if (is_malformed(ec))
      co_return co_await refuse_and_close(message_response(request{}, http::status::bad_request, "Malformed request"));
    co_return after::close;
  }

  awaitable<after> refuse_and_close(response res)
  {
    id_ = request_id::from({});
    generation_.set_on(res);
    res.set(request_id_header, id_.view());
    res.keep_alive(false);
    res.prepare_payload();
    stream_.expires_after(env_.limits.write_timeout);
    co_await http::async_write(stream_, res, use_tuple);
    finish(unmatched_route(), "-", "-", res.result_int(), res.body().size());
    co_return after::close;
  }

  // The fast path: a cached public read answered from the entry's ready-made bytes,
  // before routing (docs/architecture.md, "The public read cache").
  awaitable<std::optional<after>> answer_from_cache(const head_parser& parser)
  {
    const auto* cache = env_.limits.read_cache;
    if (!cache || !parser.is_done() || env_.stopping) co_return std::nullopt;
    const auto& head = parser.get();
    prebuilt_answer hit;
    if (!cache->answer_prebuilt(head, hit)) co_return std::nullopt;
    const auto end = generation_.before(id_.header_end());
    const auto write_ec = co_await write_prebuilt(stream_, conn_, hit, end, env_.limits.write_timeout);
    finish(hit.route, head.method_string(), head.target(), hit.status, hit.body.size() + hit.file_size);
    co_return write_ec ? after::close : after::next_request;
  }

  // The other fast path: a request answered from its head and the small body that came
  // with it, still in the buffer (docs/insights.md, "The hot path"). When the handler does
  // not take it on, the body stays unread and the request goes the long way.
  awaitable<std::optional<after>> answer_early(const head_parser& parser)
  {
    auto* early = env_.limits.early;
    if (!early || env_.stopping) co_return std::nullopt;
    const auto& head = parser.get();
    const auto size = early->wanted_body(head);
    if (!size || buffer_.size() < *size) co_return std::nullopt;
    const std::string_view body(static_cast<const char*>(buffer_.data().data()), *size);
    auto answer = early->try_answer(head, body, remote_);
    if (!answer) co_return std::nullopt;
    buffer_.consume(*size);
    answer->append(generation_.before(id_.header_end()));
    stream_.expires_after(env_.limits.write_timeout);
    auto [write_ec, _] = co_await asio::async_write(stream_, asio::buffer(*answer), use_tuple);
    finish(early->route_index(), head.method_string(), head.target(), 204, 0);
    co_return write_ec ? after::close : after::next_request;
  }

  awaitable<after> answer_routed(head_parser& parser)
  {
    const auto& head = parser.get();
    auto target = parse_target(head.target());
    route_match m;
    if (target) m = env_.routes.match(head.method(), target->segments);
    const std::size_t limit = m.matched ? m.matched->body_limit : default_body_limit;

    std::optional<routed_answer> answer;
    if (!target || (parser.content_length() && *parser.content_length() > limit))
      answer = refuse_unread(parser, target.has_value());
    else if (m.matched && m.matched->streamed)
      answer = co_await dispatch_streamed(parser, *target, m, limit);
    else
      answer = co_await read_body_then_dispatch(parser, *target, m, limit);
    if (!answer) co_return after::close;  // the client went away while sending its body

    auto& [req, res, body_read] = *answer;
    add_server_headers(env_.cors, req, res);
    generation_.set_on(res);
    res.set(request_id_header, id_.view());
    res.keep_alive(body_read && req.keep_alive() && !env_.stopping);
    const auto [write_failed, bytes] = out_.next ? co_await write_streamed(stream_, req, res, out_, env_.limits.write_timeout)
                                                 : streamed_write{co_await write(req, res), res.body().size()};
    finish(m.matched ? m.matched->index : unmatched_route(), req.method_string(),
           target ? std::string_view(target->path) : "-", res.result_int(), bytes);
    if (write_failed) co_return after::close;
    if (!body_read) co_return after::linger;
    co_return res.keep_alive() ? after::next_request : after::close;
  }

  // A target we cannot parse, or a declared body over the route's limit: answered
  // without reading the body.
  static routed_answer refuse_unread(const head_parser& parser, bool target_ok)
  {
    routed_answer a{request(parser.get().base()), {}, parser.is_done()};
    a.res = target_ok ? message_response(a.req, http::status::payload_too_large, "Request body too large")
                      : message_response(a.req, http::status::bad_request, "Malformed request target");
    return a;
  }

  // The handler pulls the body itself (uploads), within the route's limit.
  awaitable<routed_answer> dispatch_streamed(head_parser& parser, const parsed_target& target, const route_match& m,
                                             std::size_t limit)
  {
    http::request_parser<http::buffer_body> streaming{std::move(parser)};
    streaming.body_limit(limit);
    socket_body_stream body(stream_, buffer_, streaming,
                            {.idle = env_.limits.streamed_body_idle,
                             .total = env_.limits.streamed_body_total,
                             .write = env_.limits.write_timeout});
    routed_answer a{request(streaming.get().base())};
    a.res = co_await dispatch(dispatch_env(), a.req, target, m, remote_, &body);
    a.body_read = body.complete();
    co_return a;
  }

  // A JSON body is read whole (within the route's limit and the body timeout) before the
  // handler runs. Nothing (the client went away) if the body could not be read.
  awaitable<std::optional<routed_answer>> read_body_then_dispatch(head_parser& parser, const parsed_target& target,
                                                                  const route_match& m, std::size_t limit)
  {
    if (!parser.is_done()) {
      const auto& head = parser.get();
      parser.body_limit(limit);
      if (beast::iequals(head[http::field::expect], "100-continue")) {
        http::response<http::empty_body> cont{http::status::continue_, head.version()};
        stream_.expires_after(env_.limits.write_timeout);
        co_await http::async_write(stream_, cont, use_tuple);
      }
      stream_.expires_after(env_.limits.body_timeout);
      auto [body_ec, n] = co_await http::async_read(stream_, buffer_, parser, use_tuple);
      if (body_ec == http::error::body_limit || is_malformed(body_ec)) {
        routed_answer a{request(head.base()), {}, false};
        a.res = body_ec == http::error::body_limit
                    ? message_response(a.req, http::status::payload_too_large, "Request body too large")
                    : message_response(a.req, http::status::bad_request, "Malformed request body");
        co_return a;
      }
      if (body_ec) co_return std::nullopt;
    }
    routed_answer a{parser.release()};
    a.res = co_await dispatch(dispatch_env(), a.req, target, m, remote_, nullptr, &out_);
    co_return a;
  }

  // Writes the answer (its head only for HEAD); true if the write failed.
  awaitable<bool> write(const request& req, response& res)
  {
    res.prepare_payload();
    stream_.expires_after(env_.limits.write_timeout);
    boost::system::error_code ec;
    if (req.method() == http::verb::head) {
      http::response_serializer<http::string_body> sr{res};
      std::tie(ec, std::ignore) = co_await http::async_write_header(stream_, sr, use_tuple);
    } else {
      std::tie(ec, std::ignore) = co_await http::async_write(stream_, res, use_tuple);
    }
    co_return static_cast<bool>(ec);
  }

  dispatch_environment dispatch_env() const
  {
    return {.cors = env_.cors, .trusted_proxies = env_.limits.trusted_proxies};
  }

  std::size_t unmatched_route() const { return env_.limits.metrics ? env_.limits.metrics->unmatched() : 0; }

  // The access log line and the metrics of one answer.
  void finish(std::size_t route, std::string_view method, std::string_view path, unsigned status, std::size_t bytes)
  {
    const auto took = clock_type::now() - started_;
    if (env_.limits.metrics) env_.limits.metrics->record(route, status, took);
    if (!log::enabled(log_level::info)) return;
    const auto micros = std::chrono::duration_cast<std::chrono::microseconds>(took).count();
    log::info("msg=request method={} path={} status={} duration_ms={}.{:03} bytes={} remote={} request_id={}", method,
              log::quote(loggable_path(path)), status, micros / 1000, micros % 1000, bytes, remote_, id_.view());
  }

  const session_environment& env_;
  std::shared_ptr<connection> conn_;  // kept alive until a sendfile is done with its socket
  beast::tcp_stream& stream_;
  beast::flat_buffer& buffer_;
  std::string_view remote_;
  clock_type::time_point started_{};
  request_id id_;
  generation_line generation_;
  answer_stream out_;  // set by a handler that writes its body as it makes it
};

}  // namespace

awaitable<void> run_session(const session_environment& env, std::shared_ptr<connection> conn, std::string remote)
{
  beast::flat_buffer buffer;
  for (;;) {
    conn->busy = false;
    if (env.stopping) break;
    exchange one(env, conn, buffer, remote);
    const auto next = co_await one.run();
    if (next == after::linger) {
      co_await linger(conn->stream);
      co_return;
    }
    if (next == after::close) break;
  }
  boost::system::error_code ignored;
  conn->stream.socket().shutdown(tcp::socket::shutdown_send, ignored);
  conn->stream.close();
}

}  // namespace marine::api
