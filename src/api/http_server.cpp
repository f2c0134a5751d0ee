#include "api/http_server.hpp"

#include "api/client_address.hpp"
#include "api/request_id.hpp"
#include "api/request_target.hpp"
#include "api/responses.hpp"
#include "api/send_file.hpp"
#include "api/socket_body_stream.hpp"
#include "api/transfer_encoding.hpp"
#include "support/log.hpp"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http/empty_body.hpp>
#include <boost/beast/http/error.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/write.hpp>

#include <array>
#include <mutex>
#include <unordered_set>

namespace marine::api {

namespace asio = boost::asio;
namespace beast = boost::beast;
using tcp = asio::ip::tcp;
using clock_type = std::chrono::steady_clock;
constexpr auto use_tuple = asio::as_tuple(asio::use_awaitable);

namespace {

struct connection {
  explicit connection(tcp::socket s) : stream(std::move(s)) {}
  beast::tcp_stream stream;
  bool busy = false;  // a request is being handled; touched only by the connection's thread
};

// Beast's parser rejected what the client sent (as opposed to the client going away).
bool is_malformed(const boost::system::error_code& ec)
{
  static const auto& http_category = http::make_error_code(http::error::bad_target).category();
  return ec.category() == http_category && ec != http::error::end_of_stream && ec != http::error::partial_message;
}

// The access log line and the metrics of one answer.
void finish_request(request_metrics* metrics, std::size_t route, std::string_view method, std::string_view path,
                    unsigned status, clock_type::time_point started, std::size_t bytes, std::string_view remote,
                    std::string_view id)
{
  const auto took = clock_type::now() - started;
  if (metrics) metrics->record(route, status, took);
  if (!log::enabled(log_level::info)) return;
  const auto micros = std::chrono::duration_cast<std::chrono::microseconds>(took).count();
  log::info("msg=request method={} path={} status={} duration_ms={}.{:03} bytes={} remote={} request_id={}", method,
            log::quote(path), status, micros / 1000, micros % 1000, bytes, remote, id);
}

// A ready-made header block without its final CRLF: the X-Request-Id line ends it instead.
asio::const_buffer head_without_end(asio::const_buffer head)
{
  return asio::buffer(head.data(), head.size() >= 2 ? head.size() - 2 : head.size());
}

// After answering a request whose body we did not read (refused early: too large, no
// session), the client may still be sending it. Closing at once would reset the
// connection, and the client could lose our answer with it; so stop sending, then read and
// discard for a short while, as nginx's lingering close does.
awaitable<void> linger(beast::tcp_stream& stream)
{
  constexpr std::size_t max_discard = 64 * 1024 * 1024;
  boost::system::error_code ec;
  stream.socket().shutdown(tcp::socket::shutdown_send, ec);
  std::array<char, 16 * 1024> scratch{};
  stream.expires_after(std::chrono::seconds(2));
  for (std::size_t discarded = 0; !ec && discarded < max_discard;) {
    std::size_t n = 0;
    std::tie(ec, n) = co_await stream.async_read_some(asio::buffer(scratch), use_tuple);
    discarded += n;
  }
  stream.close();
}

}  // namespace

struct http_server::state : std::enable_shared_from_this<state> {
  state(io_contexts io, const router& r, const cors_policy& c, server_options l)
      : contexts(std::move(io)), routes(r), cors(c), limits(l), acceptor(*contexts.at(0))
  {
  }

  const io_contexts contexts;
  std::size_t next_context = 0;  // the acceptor's: touched only by the first context's thread
  const router& routes;
  const cors_policy& cors;
  server_options limits;
  tcp::acceptor acceptor;
  std::atomic<bool> stopping{false};
  std::mutex mutex;
  std::unordered_set<std::shared_ptr<connection>> connections;

  awaitable<void> accept_loop();
  awaitable<void> run_session(std::shared_ptr<connection> conn, std::string remote);
  awaitable<response> dispatch(const request& req, const parsed_target& target, const route_match& m,
                               std::string_view remote, body_stream* body);
  awaitable<void> wait_for_connections_then(std::function<void()> on_stopped);
  void close_idle_connections(bool force);
};

http_server::http_server(io_contexts contexts, const router& routes, const cors_policy& cors, server_options limits)
    : state_(std::make_shared<state>(std::move(contexts), routes, cors, limits))
{
}

http_server::~http_server() = default;

tcp::endpoint http_server::listen(const std::string& host, std::uint16_t port)
{
  tcp::endpoint ep{asio::ip::make_address(host), port};
  auto& a = state_->acceptor;
  a.open(ep.protocol());
  a.set_option(asio::socket_base::reuse_address(true));
  a.bind(ep);
  a.listen(asio::socket_base::max_listen_connections);
  return a.local_endpoint();
}

void http_server::start()
{
  asio::co_spawn(state_->acceptor.get_executor(), state_->accept_loop(), asio::detached);
}

awaitable<void> http_server::state::accept_loop()
{
  auto self = shared_from_this();
  while (!stopping) {
    auto& home = *contexts[next_context++ % contexts.size()];
    auto [ec, socket] = co_await acceptor.async_accept(home, use_tuple);
    if (ec) {
      if (ec == asio::error::operation_aborted || stopping) break;
      log::warn("msg=accept_failed error={}", log::quote(ec.message()));
      continue;  // e.g. out of file descriptors: keep serving the connections we have
    }
    std::string remote;
    boost::system::error_code ignored;
    if (auto ep = socket.remote_endpoint(ignored); !ignored) remote = ep.address().to_string();
    // Every answer is written whole (or its head with MSG_MORE before a sendfile): Nagle's
    // algorithm could only hold back an answer's last segment until the client's delayed
    // ACK, 40 ms later.
    socket.set_option(tcp::no_delay(true), ignored);
    auto conn = std::make_shared<connection>(std::move(socket));
    {
      std::lock_guard lock(mutex);
      if (connections.size() >= limits.max_connections) {
        // Full: the newcomer is closed at once, the clients being served keep their share.
        conn->stream.socket().close(ignored);
        continue;
      }
      connections.insert(conn);
    }
    auto executor = conn->stream.get_executor();
    asio::co_spawn(executor, run_session(conn, std::move(remote)), [self, conn](std::exception_ptr e) {
      // The exception barrier: a session never takes the process down.
      if (e) {
        try {
          std::rethrow_exception(e);
        } catch (const std::exception& ex) {
          log::error("msg=session_failed error={}", log::quote(ex.what()));
        }
      }
      std::lock_guard lock(self->mutex);
      self->connections.erase(conn);
    });
  }
}

awaitable<response> http_server::state::dispatch(const request& req, const parsed_target& target,
                                                 const route_match& m, std::string_view remote, body_stream* body)
{
  if (cors_policy::is_preflight(req)) {
    if (m.result == route_match::outcome::not_found) co_return message_response(req, http::status::not_found, "Not found");
    co_return cors.preflight(req, m.allow.empty() ? std::string_view(http::to_string(m.matched->method)) : std::string_view(m.allow));
  }
  if (m.result == route_match::outcome::not_found) co_return message_response(req, http::status::not_found, "Not found");
  if (m.result == route_match::outcome::method_not_allowed) {
    auto res = message_response(req, http::status::method_not_allowed, "Method not allowed");
    res.set(http::field::allow, m.allow);
    co_return res;
  }
  // CSRF: a state-changing request from a page of another origin is refused. Requests
  // without Origin (curl, server-to-server) are not from a browser page.
  const auto method = req.method();
  if (method == http::verb::post || method == http::verb::put || method == http::verb::patch ||
      method == http::verb::delete_) {
    const auto origin = req[http::field::origin];
    if (!origin.empty() && !cors.allows(origin))
      co_return message_response(req, http::status::forbidden, "Origin not allowed");
  }
  const std::string client = client_address(req, remote, limits.trusted_proxies);
  request_context ctx{req, m.params, target.query, client, {}, {}, body, m.matched->index};
  try {
    co_return co_await m.matched->fn(ctx);
  } catch (const domain::failure_error& e) {
    co_return failure_response(req, e.get());
  } catch (const domain::unavailable_error& e) {
    log::warn("msg=unavailable path={} error={}", log::quote(target.path), log::quote(e.what()));
    auto res = message_response(req, http::status::service_unavailable, "Service temporarily unavailable, please retry");
    res.set(http::field::retry_after, "2");
    co_return res;
  } catch (const std::exception& e) {
    // Unexpected: log the detail, show the client nothing of it.
    log::error("msg=handler_failed path={} error={}", log::quote(target.path), log::quote(e.what()));
  }
  co_return message_response(req, http::status::internal_server_error, "Internal server error");
}

awaitable<void> http_server::state::run_session(std::shared_ptr<connection> conn, std::string remote)
{
  beast::flat_buffer buffer;
  auto& stream = conn->stream;
  for (;;) {
    conn->busy = false;
    if (stopping) break;
    http::request_parser<http::string_body> parser;
    parser.header_limit(static_cast<std::uint32_t>(limits.header_limit));
    // The body limit depends on the route, known only after the header: until then none,
    // or Beast would refuse a large Content-Length as a parse error of the header.
    parser.body_limit(boost::none);
    stream.expires_after(limits.header_timeout);
    auto [ec, _] = co_await http::async_read_header(stream, buffer, parser, use_tuple);
    conn->busy = true;
    const auto started = clock_type::now();

    // What to answer, and whether the connection can carry another request after it.
    std::optional<response> early;
    const std::size_t unmatched = limits.metrics ? limits.metrics->unmatched() : 0;
    if (ec == http::error::header_limit) {
      early.emplace(message_response(request{}, http::status::request_header_fields_too_large, "Request headers too large"));
    } else if (is_malformed(ec)) {
      early.emplace(message_response(request{}, http::status::bad_request, "Malformed request"));
    } else if (ec) {
      break;  // closed, timed out, cancelled by shutdown
    } else if (has_unsupported_transfer_encoding(parser.get())) {
      early.emplace(message_response(request{}, http::status::bad_request, "Unsupported Transfer-Encoding"));
    }
    if (early) {
      auto id = request_id::from({});
      early->set(request_id_header, id.view());
      early->keep_alive(false);
      early->prepare_payload();
      stream.expires_after(limits.write_timeout);
      co_await http::async_write(stream, *early, use_tuple);
      finish_request(limits.metrics, unmatched, "-", "-", early->result_int(), started, early->body().size(), remote,
                     id.view());
      break;
    }

    const auto& head = parser.get();
    auto id = request_id::from(head[request_id_header]);
    if (limits.prebuilt && parser.is_done() && !stopping) {
      prebuilt_answer hit;
      if (limits.prebuilt(head, hit)) {
        stream.expires_after(limits.write_timeout);
        boost::system::error_code write_ec;
        const auto head_end = id.header_end();
        if (hit.file >= 0) {
          const auto without_end = head_without_end(hit.head);
          std::string header(static_cast<const char*>(without_end.data()), without_end.size());
          header += head_end;
          write_ec = co_await send_file(stream.socket(), conn, header, hit.file, hit.file_size, limits.write_timeout);
        } else {
          const std::array<asio::const_buffer, 3> bytes{head_without_end(hit.head), asio::buffer(head_end), hit.body};
          std::tie(write_ec, std::ignore) = co_await asio::async_write(stream, bytes, use_tuple);
        }
        finish_request(limits.metrics, hit.route, head.method_string(), head.target(), hit.status, started,
                       hit.body.size() + hit.file_size, remote, id.view());
        if (write_ec) break;
        continue;
      }
    }
    auto target = parse_target(head.target());
    route_match m;
    if (target) m = routes.match(head.method(), target->segments);
    const std::size_t limit = m.matched ? m.matched->body_limit : default_body_limit;
    const bool too_large = parser.content_length() && *parser.content_length() > limit;

    request req;
    response res;
    bool body_read = true;  // false: body bytes may still be on their way (see linger)
    if (!target || too_large) {
      req = request(head.base());
      res = !target ? message_response(req, http::status::bad_request, "Malformed request target")
                    : message_response(req, http::status::payload_too_large, "Request body too large");
      body_read = parser.is_done();
    } else if (m.matched && m.matched->streamed) {
      // The handler pulls the body itself (uploads), within the route's limit.
      http::request_parser<http::buffer_body> streaming{std::move(parser)};
      streaming.body_limit(limit);
      socket_body_stream body(stream, buffer, streaming,
                              {.idle = limits.streamed_body_idle, .total = limits.streamed_body_total, .write = limits.write_timeout});
      req = request(streaming.get().base());
      res = co_await dispatch(req, *target, m, remote, &body);
      body_read = body.complete();
    } else {
      if (!parser.is_done()) {
        parser.body_limit(limit);
        if (beast::iequals(head[http::field::expect], "100-continue")) {
          http::response<http::empty_body> cont{http::status::continue_, head.version()};
          stream.expires_after(limits.write_timeout);
          co_await http::async_write(stream, cont, use_tuple);
        }
        stream.expires_after(limits.body_timeout);
        auto [body_ec, n] = co_await http::async_read(stream, buffer, parser, use_tuple);
        if (body_ec == http::error::body_limit) {
          res = message_response(request(head.base()), http::status::payload_too_large, "Request body too large");
          body_read = false;
        } else if (is_malformed(body_ec)) {
          res = message_response(request(head.base()), http::status::bad_request, "Malformed request body");
          body_read = false;
        } else if (body_ec) {
          break;
        }
      }
      req = parser.release();
      if (body_read) res = co_await dispatch(req, *target, m, remote, nullptr);
    }

    cors.decorate(req, res);
    set_standard_headers(res);
    res.set(request_id_header, id.view());
    res.keep_alive(body_read && req.keep_alive() && !stopping);
    res.prepare_payload();

    stream.expires_after(limits.write_timeout);
    boost::system::error_code write_ec;
    if (req.method() == http::verb::head) {
      http::response_serializer<http::string_body> sr{res};
      std::tie(write_ec, std::ignore) = co_await http::async_write_header(stream, sr, use_tuple);
    } else {
      std::tie(write_ec, std::ignore) = co_await http::async_write(stream, res, use_tuple);
    }

    finish_request(limits.metrics, m.matched ? m.matched->index : unmatched, req.method_string(),
                   target ? std::string_view(target->path) : "-", res.result_int(), started, res.body().size(), remote,
                   id.view());
    if (write_ec) break;
    if (!body_read) {
      co_await linger(stream);
      co_return;
    }
    if (!res.keep_alive()) break;
  }
  boost::system::error_code ignored;
  stream.socket().shutdown(tcp::socket::shutdown_send, ignored);
  stream.close();
}

void http_server::state::close_idle_connections(bool force)
{
  std::lock_guard lock(mutex);
  for (const auto& conn : connections) {
    // On the connection's own thread, so `busy` is read where it is written. A connection
    // waiting for a request is cancelled now; a busy one finishes its response first.
    asio::post(conn->stream.get_executor(), [conn, force] {
      if (force || !conn->busy) conn->stream.cancel();
    });
  }
}

void http_server::shutdown(std::function<void()> on_stopped)
{
  auto st = state_;
  st->stopping = true;
  asio::post(st->acceptor.get_executor(), [st] {
    boost::system::error_code ignored;
    st->acceptor.close(ignored);
  });
  st->close_idle_connections(false);
  asio::co_spawn(*st->contexts.front(), st->wait_for_connections_then(std::move(on_stopped)), asio::detached);
}

awaitable<void> http_server::state::wait_for_connections_then(std::function<void()> on_stopped)
{
  auto self = shared_from_this();
  asio::steady_timer timer(*contexts.front());
  const auto deadline = clock_type::now() + limits.shutdown_grace;
  for (;;) {
    std::size_t open = 0;
    {
      std::lock_guard lock(mutex);
      open = connections.size();
    }
    if (open == 0) break;
    if (clock_type::now() >= deadline) {
      log::warn("msg=shutdown_grace_expired open_connections={}", open);
      close_idle_connections(true);
      break;
    }
    timer.expires_after(std::chrono::milliseconds(20));
    co_await timer.async_wait(use_tuple);
  }
  on_stopped();
}

}  // namespace marine::api
