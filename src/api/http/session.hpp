#pragma once
// One connection's life: read a request, answer it, and again while keep-alive allows
// (docs/architecture.md, "A request's life"). The server accepts the connection and hands
// it here; the dispatcher (dispatch.hpp) decides what a routed request is answered.

#include "api/http/server.hpp"

#include <boost/beast/core/tcp_stream.hpp>

#include <atomic>
#include <memory>
#include <string>

namespace marine::api {

struct connection {
  explicit connection(boost::asio::ip::tcp::socket s) : stream(std::move(s)) {}
  boost::beast::tcp_stream stream;
  bool busy = false;  // a request is being handled; touched only by the connection's thread
};

// What every session shares with the server, read-only while it runs.
struct session_environment {
  const router& routes;
  const cors_policy& cors;
  const server_options& limits;
  const std::atomic<bool>& stopping;
};

awaitable<void> run_session(const session_environment& env, std::shared_ptr<connection> conn, std::string remote);

}  // namespace marine::api
