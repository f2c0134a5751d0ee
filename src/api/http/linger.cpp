#include "api/http/linger.hpp"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <array>

namespace marine::api {

namespace asio = boost::asio;

awaitable<void> linger(boost::beast::tcp_stream& stream)
{
  constexpr std::size_t max_discard = 64 * 1024 * 1024;
  boost::system::error_code ec;
  stream.socket().shutdown(asio::ip::tcp::socket::shutdown_send, ec);
  std::array<char, 16 * 1024> scratch{};
  stream.expires_after(std::chrono::seconds(2));
  for (std::size_t discarded = 0; !ec && discarded < max_discard;) {
    std::size_t n = 0;
    std::tie(ec, n) = co_await stream.async_read_some(asio::buffer(scratch), asio::as_tuple(asio::use_awaitable));
    discarded += n;
  }
  stream.close();
}

}  // namespace marine::api
