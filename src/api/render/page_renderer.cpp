#include "api/render/page_renderer.hpp"

#include "support/log.hpp"

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/write.hpp>

#include <charconv>

namespace marine::api {

namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
using clock = std::chrono::steady_clock;

constexpr auto rest_after_failure = std::chrono::seconds(1);
// The largest markup taken (a category's 24 cards are about 40 KB).
constexpr std::size_t max_markup = 4 * 1024 * 1024;

}  // namespace

std::optional<std::pair<std::string, unsigned short>> parse_render_url(std::string_view url)
{
  constexpr std::string_view scheme = "http://";
  if (!url.starts_with(scheme)) return std::nullopt;
  url.remove_prefix(scheme.size());
  while (url.ends_with('/')) url.remove_suffix(1);
  const auto colon = url.rfind(':');
  if (colon == std::string_view::npos || colon == 0) return std::nullopt;
  unsigned port = 0;
  const auto digits = url.substr(colon + 1);
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), port);
  if (ec != std::errc{} || end != digits.data() + digits.size() || port == 0 || port > 65535) return std::nullopt;
  return std::pair{std::string(url.substr(0, colon)), static_cast<unsigned short>(port)};
}

awaitable<std::optional<std::string>> page_renderer::exchange(http::verb verb, const char* target, std::string body)
{
  try {
    auto executor = co_await asio::this_coro::executor;
    asio::ip::tcp::resolver resolver(executor);
    beast::tcp_stream stream(executor);
    stream.expires_after(deadline_);
    const auto endpoints = co_await resolver.async_resolve(host_, std::to_string(port_), asio::use_awaitable);
    co_await stream.async_connect(endpoints, asio::use_awaitable);
    request req{verb, target, 11};
    req.set(http::field::host, host_);
    if (verb == http::verb::post) req.set(http::field::content_type, "application/json");
    req.body() = std::move(body);
    req.prepare_payload();
    co_await http::async_write(stream, req, asio::use_awaitable);
    beast::flat_buffer buffer;
    http::response_parser<http::string_body> parser;
    parser.body_limit(max_markup);
    co_await http::async_read(stream, buffer, parser, asio::use_awaitable);
    beast::error_code ignored;
    stream.socket().shutdown(asio::ip::tcp::socket::shutdown_both, ignored);
    auto res = parser.release();
    if (res.result() != http::status::ok) {
      // 204: the app would redirect there; no markup, and nothing wrong with the renderer.
      if (res.result() != http::status::no_content)
        log::warn("msg=render_failed target={} status={}", target, res.result_int());
      co_return std::nullopt;
    }
    co_return std::move(res.body());
  } catch (const std::exception& e) {
    log::warn("msg=renderer_unreachable target={} error={}", target, log::quote(e.what()));
    resting_until_ = (clock::now() + rest_after_failure).time_since_epoch().count();
    co_return std::nullopt;
  }
}

awaitable<std::optional<std::string>> page_renderer::render(std::string request_json)
{
  if (clock::now().time_since_epoch().count() < resting_until_.load()) co_return std::nullopt;
  co_return co_await exchange(http::verb::post, "/render", std::move(request_json));
}

awaitable<bool> page_renderer::healthy()
{
  co_return (co_await exchange(http::verb::get, "/healthz", {})).has_value();
}

}  // namespace marine::api
