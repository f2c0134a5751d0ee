#pragma once
// The body of a request whose route reads it as it arrives (uploads): the handler pulls it
// chunk by chunk, after its checks (a caller without a session never gets to send 25 MB),
// so the server never holds it whole. The route's body limit and the body timeouts are
// enforced while reading.

#include "api/http/types.hpp"

#include <string_view>

namespace marine::api {

class body_stream {
 public:
  enum class status {
    more,       // `bytes` is the next piece; more follows
    done,       // `bytes` (maybe empty) is the last piece
    too_large,  // beyond the route's limit (answer 413)
    malformed,  // bad chunked encoding (answer 400)
    failed,     // the client went away or was too slow; the connection is closed anyway
  };
  struct chunk {
    status state;
    std::string_view bytes;  // valid until the next read_some
  };

  virtual ~body_stream() = default;
  virtual awaitable<chunk> read_some() = 0;
};

}  // namespace marine::api
