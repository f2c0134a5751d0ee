#pragma once
// After answering a request whose body we did not read (refused early: too large, no
// session), the client may still be sending it. Closing at once would reset the
// connection, and the client could lose our answer with it; so stop sending, then read and
// discard for a short while, as nginx's lingering close does. Closes the stream.

#include "api/http/types.hpp"

#include <boost/beast/core/tcp_stream.hpp>

namespace marine::api {

awaitable<void> linger(boost::beast::tcp_stream& stream);

}  // namespace marine::api
