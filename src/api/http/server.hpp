#pragma once
// The HTTP server: accepts connections and runs one coroutine per connection
// (session.hpp) that reads requests (with header and body limits and timeouts), dispatches
// them through the route table (dispatch.hpp) and writes the responses. Stops
// gracefully: no new connections, idle ones are closed, in-flight requests get a bounded
// time to finish.

#include "api/http/cors.hpp"
#include "api/http/early_answer.hpp"
#include "api/http/request_metrics.hpp"
#include "api/http/router.hpp"
#include "support/ip_ranges.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace marine::api {

class public_read_cache;
class site_generation;

struct server_options {
  std::size_t header_limit = 16 * 1024;
  std::size_t max_connections = 10000;
  std::chrono::seconds header_timeout{15};   // a whole request head, incl. keep-alive idle
  std::chrono::seconds body_timeout{60};     // a whole body read before the handler (JSON)
  std::chrono::seconds streamed_body_idle{30};    // uploads: longest wait for more bytes
  std::chrono::seconds streamed_body_total{600};  // uploads: a whole body (25 MB on a slow phone)
  std::chrono::seconds write_timeout{60};
  std::chrono::seconds shutdown_grace{10};
  // Peers whose X-Real-IP / X-Forwarded-For name the client (api/http/client_address.hpp).
  std::vector<ip_range> trusted_proxies;
  // Answers cached public reads before routing (the fast path); null: none.
  const public_read_cache* read_cache = nullptr;
  // Noted as each request arrives, answered in X-Site-Generation; null: none is vouched for.
  const site_generation* generation = nullptr;
  // Answers the enquiry beacons before routing (the events' fast path); null: none.
  early_answer* early = nullptr;
  request_metrics* metrics = nullptr;  // optional: every answer is counted there
};

// The server's threads: one io_context per thread, each run by that thread alone, as
// nginx's workers. A connection lives on one context for its whole life, so its
// coroutine needs no strand, and no lock is shared between threads per request.
// Connections are handed to the contexts in turn; the first also runs the acceptor.
using io_contexts = std::vector<boost::asio::io_context*>;

class http_server {
 public:
  http_server(io_contexts contexts, const router& routes, const cors_policy& cors, server_options limits = {});
  ~http_server();

  // Binds and listens; returns the bound endpoint (port 0 picks a free one).
  boost::asio::ip::tcp::endpoint listen(const std::string& host, std::uint16_t port);

  // Starts accepting (on the first context).
  void start();

  // Stops accepting, closes idle connections, lets requests in flight finish (within
  // shutdown_grace) and then calls on_stopped. Thread-safe; call once.
  void shutdown(std::function<void()> on_stopped);

 private:
  struct state;
  std::shared_ptr<state> state_;
};

}  // namespace marine::api
