#include "integration/feed_server.hpp"

#include <boost/asio/buffer.hpp>
#include <boost/asio/ip/address.hpp>
#include <boost/asio/read_until.hpp>
#include <boost/asio/streambuf.hpp>
#include <boost/asio/write.hpp>

#include <fmt/format.h>
#include <zlib.h>

#include <chrono>
#include <cstdint>

namespace marine::testing {
namespace {

using boost::asio::ip::tcp;

std::string gzip_of(const std::string& text)
{
  z_stream z{};
  deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY);  // +16: a gzip wrapper
  std::string out(deflateBound(&z, static_cast<uLong>(text.size())), '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(text.data()));
  z.avail_in = static_cast<uInt>(text.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  deflate(&z, Z_FINISH);
  out.resize(z.total_out);
  deflateEnd(&z);
  return out;
}

std::string head(int status, std::string_view reason, std::string_view headers)
{
  return fmt::format("HTTP/1.1 {} {}\r\n{}Connection: close\r\n\r\n", status, reason, headers);
}

std::string whole(std::string_view type, std::string_view extra, std::string_view body)
{
  const auto type_line = type.empty() ? std::string() : fmt::format("Content-Type: {}\r\n", type);
  return head(200, "OK", fmt::format("{}Content-Length: {}\r\n{}", type_line, body.size(), extra)) + std::string(body);
}

std::string redirect(std::string_view location)
{
  return head(302, "Found", fmt::format("Location: {}\r\nContent-Length: 0\r\n", location));
}

}  // namespace

feed_server::feed_server() : acceptor_(io_, tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), 0))
{
  port_ = acceptor_.local_endpoint().port();
  accepting_ = std::thread([this] { accept_loop(); });
}

feed_server::~feed_server()
{
  stopping_ = true;
  // A blocking accept() is woken by a connection (closing the acceptor from this thread
  // would not wake it); the loop then sees `stopping_`.
  boost::system::error_code ec;
  tcp::socket wake(io_);
  wake.connect(tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), port_), ec);
  accepting_.join();
  for (auto& connection : connections_) connection.join();
}

std::vector<std::string> feed_server::heads() const
{
  const std::lock_guard lock(mutex_);
  return heads_;
}

bool feed_server::saw(std::string_view path) const
{
  for (const auto& h : heads()) {
    const auto target = std::string_view(h).substr(h.find(' ') + 1);
    if (target.starts_with(path)) return true;
  }
  return false;
}

void feed_server::accept_loop()
{
  for (;;) {
    tcp::socket socket(io_);
    boost::system::error_code ec;
    acceptor_.accept(socket, ec);
    if (stopping_ || ec) return;
    connections_.emplace_back([this, s = std::move(socket)]() mutable { serve(std::move(s)); });
  }
}

void feed_server::serve(tcp::socket socket)
{
  boost::system::error_code ec;
  boost::asio::streambuf buffer;
  const auto n = boost::asio::read_until(socket, buffer, "\r\n\r\n", ec);
  if (ec) return;
  const auto start = boost::asio::buffers_begin(buffer.data());
  const std::string request(start, start + static_cast<std::ptrdiff_t>(n));
  {
    const std::lock_guard lock(mutex_);
    heads_.push_back(request);
  }
  const auto target_at = request.find(' ') + 1;
  const auto target = request.substr(target_at, request.find(' ', target_at) - target_at);
  const auto path = target.substr(0, target.find('?'));
  const auto send = [&](std::string_view bytes) {
    boost::asio::write(socket, boost::asio::buffer(bytes.data(), bytes.size()), ec);
    return !ec;
  };
  const auto calendar = "text/calendar; charset=utf-8";
  const auto internal = fmt::format("127.0.0.1:{}/internal", port_);

  if (path == "/feed.ics" && request.find("If-None-Match: \"v1\"\r\n") != std::string::npos) {
    send(head(304, "Not Modified", "ETag: \"v1\"\r\n"));
  } else if (path == "/feed.ics" || path == "/internal") {
    send(whole(calendar, "ETag: \"v1\"\r\nLast-Modified: Sun, 06 Dec 2026 10:00:00 GMT\r\n", feed_text));
  } else if (path == "/plain.ics") {
    send(whole("TEXT/PLAIN", "", feed_text));
  } else if (path == "/html") {
    send(whole("text/html; charset=utf-8", "", "<!doctype html><title>x</title>"));
  } else if (path == "/no-type") {
    send(whole("", "", feed_text));
  } else if (path.starts_with("/hop/")) {
    const int left = std::stoi(path.substr(5));
    send(left > 0 ? redirect(fmt::format("/hop/{}", left - 1)) : whole(calendar, "", feed_text));
  } else if (path.starts_with("/slow-hop/")) {
    const int left = std::stoi(path.substr(10));
    for (int i = 0; i < 40 && !stopping_; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(100));
    send(left > 0 ? redirect(fmt::format("/slow-hop/{}", left - 1)) : whole(calendar, "", feed_text));
  } else if (path == "/to-internal") {
    send(redirect("http://" + internal));
  } else if (path == "/to-internal-https") {
    send(redirect("https://" + internal));
  } else if (path == "/to-localhost") {
    send(redirect(fmt::format("http://localhost:{}/internal", port_)));
  } else if (path == "/endless" || path == "/huge") {
    const std::uint64_t three_gb = 3ull << 30;
    const auto length = path == "/huge" ? fmt::format("Content-Length: {}\r\n", three_gb) : std::string();
    const std::string chunk(64 * 1024, 'X');
    send(head(200, "OK", fmt::format("Content-Type: text/calendar\r\n{}", length)));
    for (std::uint64_t sent = 0; sent < three_gb && !stopping_ && send(chunk); sent += chunk.size()) {
    }
  } else if (path == "/gzip-bomb") {
    static const std::string bomb = gzip_of(std::string(8 * 1024 * 1024, 'X'));
    send(head(200, "OK",
              fmt::format("Content-Type: text/calendar\r\nContent-Encoding: gzip\r\nContent-Length: {}\r\n", bomb.size())));
    send(bomb);
  } else if (path == "/drip") {
    send(head(200, "OK", "Content-Type: text/calendar\r\n"));
    // 20 s of it at most: a fetcher without a time limit gets a whole answer late, and its
    // test fails instead of hanging.
    for (int i = 0; i < 100 && !stopping_ && send("X"); ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(200));
  } else {
    send(head(404, "Not Found", "Content-Length: 0\r\n"));
  }
  socket.shutdown(tcp::socket::shutdown_both, ec);
}

}  // namespace marine::testing
