#pragma once
// A small HTTP/1.1 server on 127.0.0.1 for the calendar fetcher's tests: one thread accepts,
// one thread serves each connection (one request, then close). It records every request head
// it reads, so a test can tell that a refused address was never asked.
//
// Paths: /feed.ics (200 with an ETag; 304 on If-None-Match "v1"), /plain.ics (text/plain),
// /html (text/html), /no-type, /missing (404), /hop/N (N redirects, then the feed),
// /slow-hop/N (the same, each answer after 4 s),
// /internal (a feed: no test may reach it), /to-internal, /to-internal-https, /to-localhost
// (302 to /internal on 127.0.0.1 or localhost), /endless (a calendar that never ends),
// /huge (3 GB announced), /gzip-bomb (8 MB of calendar in about 8 KB of gzip), /drip (one
// byte every 200 ms, for 20 s).

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>

#include <atomic>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace marine::testing {

inline constexpr std::string_view feed_text =
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//feed//EN\r\nEND:VCALENDAR\r\n";

class feed_server {
 public:
  feed_server();
  ~feed_server();
  feed_server(const feed_server&) = delete;
  feed_server& operator=(const feed_server&) = delete;

  unsigned short port() const noexcept { return port_; }
  // The request heads read so far, in order.
  std::vector<std::string> heads() const;
  // Whether any request's target started with `path`.
  bool saw(std::string_view path) const;

 private:
  void accept_loop();
  void serve(boost::asio::ip::tcp::socket socket);

  boost::asio::io_context io_;
  boost::asio::ip::tcp::acceptor acceptor_;
  unsigned short port_ = 0;
  std::atomic<bool> stopping_{false};
  mutable std::mutex mutex_;
  std::vector<std::string> heads_;
  std::vector<std::thread> connections_;
  std::thread accepting_;
};

}  // namespace marine::testing
