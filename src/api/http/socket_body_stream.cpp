#include "api/http/socket_body_stream.hpp"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core/string.hpp>
#include <boost/beast/http/empty_body.hpp>
#include <boost/beast/http/error.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/write.hpp>

namespace marine::api {

namespace beast = boost::beast;
constexpr auto use_tuple = boost::asio::as_tuple(boost::asio::use_awaitable);

socket_body_stream::socket_body_stream(beast::tcp_stream& stream, beast::flat_buffer& buffer,
                                       http::request_parser<http::buffer_body>& parser, body_timeouts timeouts)
    : stream_(stream), buffer_(buffer), parser_(parser), timeouts_(timeouts)
{
}

awaitable<body_stream::chunk> socket_body_stream::read_some()
{
  if (parser_.is_done()) co_return chunk{status::done, {}};
  if (!started_) {
    started_ = true;
    deadline_ = std::chrono::steady_clock::now() + timeouts_.total;
    const auto& head = parser_.get();
    if (beast::iequals(head[http::field::expect], "100-continue")) {
      http::response<http::empty_body> cont{http::status::continue_, head.version()};
      stream_.expires_after(timeouts_.write);
      auto [ec, _] = co_await http::async_write(stream_, cont, use_tuple);
      if (ec) co_return chunk{status::failed, {}};
    }
  }
  auto& body = parser_.get().body();
  body.data = scratch_.data();
  body.size = scratch_.size();
  // Slow clients: each wait is bounded, and so is the whole body.
  stream_.expires_at(std::min(deadline_, std::chrono::steady_clock::now() + timeouts_.idle));
  auto [ec, _] = co_await http::async_read_some(stream_, buffer_, parser_, use_tuple);
  if (ec == http::error::need_buffer) ec = {};  // the scratch buffer is full: hand it over
  const std::string_view bytes(scratch_.data(), scratch_.size() - body.size);
  if (ec == http::error::body_limit) co_return chunk{status::too_large, {}};
  if (ec == http::error::end_of_stream || ec == http::error::partial_message) co_return chunk{status::failed, {}};
  if (ec && ec.category() == make_error_code(http::error::bad_chunk).category()) co_return chunk{status::malformed, {}};
  if (ec) co_return chunk{status::failed, {}};
  co_return chunk{parser_.is_done() ? status::done : status::more, bytes};
}

}  // namespace marine::api
