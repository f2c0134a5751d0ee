#include "api/http/server.hpp"

#include "api/http/session.hpp"
#include "support/log.hpp"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <mutex>
#include <unordered_set>

namespace marine::api {

namespace asio = boost::asio;
using tcp = asio::ip::tcp;
constexpr auto use_tuple = asio::as_tuple(asio::use_awaitable);

struct http_server::state : std::enable_shared_from_this<state> {
  state(io_contexts io, const router& r, const cors_policy& c, server_options l)
      : contexts(std::move(io)), limits(std::move(l)), acceptor(*contexts.at(0)), sessions{r, c, limits, stopping}
  {
  }

  const io_contexts contexts;
  std::size_t next_context = 0;  // the acceptor's: touched only by the first context's thread
  const server_options limits;
  tcp::acceptor acceptor;
  std::atomic<bool> stopping{false};
  const session_environment sessions;
  std::mutex mutex;
  std::unordered_set<std::shared_ptr<connection>> connections;

  awaitable<void> accept_loop();
  bool admit(const std::shared_ptr<connection>& conn);
  awaitable<void> wait_for_connections_then(std::function<void()> on_stopped);
  void close_idle_connections(bool force);
};

http_server::http_server(io_contexts contexts, const router& routes, const cors_policy& cors, server_options limits)
    : state_(std::make_shared<state>(std::move(contexts), routes, cors, std::move(limits)))
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
    if (!admit(conn)) continue;
    auto executor = conn->stream.get_executor();
    asio::co_spawn(executor, run_session(sessions, conn, std::move(remote)), [self, conn](std::exception_ptr e) {
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

// Full: the newcomer is closed at once, the clients being served keep their share.
bool http_server::state::admit(const std::shared_ptr<connection>& conn)
{
  std::lock_guard lock(mutex);
  if (connections.size() >= limits.max_connections) {
    boost::system::error_code ignored;
    conn->stream.socket().close(ignored);
    return false;
  }
  connections.insert(conn);
  return true;
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
  const auto deadline = std::chrono::steady_clock::now() + limits.shutdown_grace;
  for (;;) {
    std::size_t open = 0;
    {
      std::lock_guard lock(mutex);
      open = connections.size();
    }
    if (open == 0) break;
    if (std::chrono::steady_clock::now() >= deadline) {
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
