#include "api/http/answer_stream.hpp"

#include "support/log.hpp"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/http/chunk_encode.hpp>
#include <boost/beast/http/serializer.hpp>
#include <boost/beast/http/write.hpp>

namespace marine::api {

awaitable<streamed_write> write_streamed(boost::beast::tcp_stream& stream, const request& req, response& head,
                                         answer_stream& body, std::chrono::seconds timeout)
{
  constexpr auto use_tuple = boost::asio::as_tuple(boost::asio::use_awaitable);
  const bool chunked = req.version() >= 11;
  head.body().clear();
  if (chunked) head.chunked(true);
  else head.keep_alive(false);  // HTTP/1.0: the end of the body is the end of the connection
  streamed_write out;
  stream.expires_after(timeout);
  http::response_serializer<http::string_body> head_only{head};
  auto [ec, _] = co_await http::async_write_header(stream, head_only, use_tuple);
  if (ec || req.method() == http::verb::head) co_return streamed_write{static_cast<bool>(ec), 0};
  for (;;) {
    std::string piece;
    try {
      piece = co_await body.next();
    } catch (const std::exception& e) {
      log::error("msg=streamed_answer_failed error={}", log::quote(e.what()));
      co_return streamed_write{true, out.bytes};
    }
    stream.expires_after(timeout);
    boost::system::error_code wec;
    if (piece.empty()) {
      if (chunked) std::tie(wec, std::ignore) = co_await boost::asio::async_write(stream, http::make_chunk_last(), use_tuple);
      co_return streamed_write{static_cast<bool>(wec), out.bytes};
    }
    out.bytes += piece.size();
    if (chunked)
      std::tie(wec, std::ignore) = co_await boost::asio::async_write(stream, http::make_chunk(boost::asio::buffer(piece)), use_tuple);
    else
      std::tie(wec, std::ignore) = co_await boost::asio::async_write(stream, boost::asio::buffer(piece), use_tuple);
    if (wec) co_return streamed_write{true, out.bytes};
  }
}

}  // namespace marine::api
