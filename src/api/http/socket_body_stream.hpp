#pragma once
// body_stream over the connection: Beast's parser with a buffer_body hands over the body
// bytes (de-chunked) as they arrive, into a fixed scratch buffer. "100 Continue" is sent
// on the first read only, so a client the handler refuses is never invited to send.

#include "api/http/body_stream.hpp"

#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http/buffer_body.hpp>
#include <boost/beast/http/parser.hpp>

#include <array>
#include <chrono>

namespace marine::api {

struct body_timeouts {
  std::chrono::seconds idle;   // longest wait for the next bytes
  std::chrono::seconds total;  // the whole body
  std::chrono::seconds write;  // for the interim 100 response
};

class socket_body_stream final : public body_stream {
 public:
  socket_body_stream(boost::beast::tcp_stream& stream, boost::beast::flat_buffer& buffer,
                     http::request_parser<http::buffer_body>& parser, body_timeouts timeouts);

  awaitable<chunk> read_some() override;

  // The whole body was read: the connection can carry another request.
  bool complete() const { return parser_.is_done(); }

 private:
  boost::beast::tcp_stream& stream_;
  boost::beast::flat_buffer& buffer_;
  http::request_parser<http::buffer_body>& parser_;
  body_timeouts timeouts_;
  std::chrono::steady_clock::time_point deadline_{};
  bool started_ = false;
  std::array<char, 64 * 1024> scratch_{};
};

}  // namespace marine::api
