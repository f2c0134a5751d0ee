#pragma once
// An answer whose body is written as it is made, never held whole (the catalogue export,
// docs/catalogue-io.md): the handler sets `next` on its request_context's `out` and answers
// with the head only; the session then writes each piece as an HTTP/1.1 chunk (HTTP/1.0:
// the bytes as they come, then it closes).
#include "api/http/types.hpp"

#include <boost/beast/core/tcp_stream.hpp>

#include <chrono>
#include <functional>
#include <string>

namespace marine::api {

struct answer_stream {
  // The next piece of the body; empty at the end. May throw: the answer is then cut short
  // (no last chunk), which the client sees as an incomplete body.
  std::function<awaitable<std::string>()> next;
};

struct streamed_write {
  bool failed = false;
  std::size_t bytes = 0;
};

// Writes `head` (its body ignored) and then the pieces, each write within `timeout`.
awaitable<streamed_write> write_streamed(boost::beast::tcp_stream& stream, const request& req, response& head,
                                         answer_stream& body, std::chrono::seconds timeout);

}  // namespace marine::api
