#pragma once
// A cached answer in ready-made bytes, as the HTTP session writes it on the fast path
// (docs/architecture.md, "The public read cache").

#include <boost/asio/buffer.hpp>

#include <cstddef>
#include <memory>

namespace marine::api {

// An answer in ready-made bytes (the public read cache's), written as it is but for the
// X-Request-Id header, which the server puts in place of the head's final empty line.
struct prebuilt_answer {
  std::shared_ptr<const void> owner;  // keeps the bytes alive until they are written
  boost::asio::const_buffer head;     // a complete header block, ending in CRLF CRLF
  boost::asio::const_buffer body;
  // Instead of body: this many bytes of a file, written with sendfile(2) after the head.
  int file = -1;
  std::size_t file_size = 0;
  unsigned status = 200;
  std::size_t route = 0;  // route::index, for the metrics
};

}  // namespace marine::api
