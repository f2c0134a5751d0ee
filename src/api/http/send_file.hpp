#pragma once
// Writes bytes held in a file (the read cache's memfd copies of large answers) to a
// socket with sendfile(2): the kernel passes page references instead of copying the
// bytes from our memory, as nginx does for static files.

#include "api/cache/prebuilt_answer.hpp"
#include "api/http/types.hpp"

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/system/error_code.hpp>

#include <chrono>
#include <memory>
#include <string_view>

namespace marine::api {

// Sends `head` (the answer's header block), then `size` bytes of `fd` from offset 0. The
// head goes with MSG_MORE, so the kernel sends it in the same segments as the first bytes
// of the file instead of a small segment of its own (the client then wakes once per
// answer, not once for the head and again for the body; nginx gets this with tcp_nopush).
// The socket is closed if it is not writable within `timeout` at any point; `owner` keeps
// the socket alive until then.
awaitable<boost::system::error_code> send_file(boost::asio::ip::tcp::socket& socket, std::shared_ptr<void> owner,
                                               std::string_view head, int fd, std::size_t size,
                                               std::chrono::seconds timeout);

// Writes a ready-made answer (the read cache's fast path): its header block with
// `head_end` (the X-Request-Id line and the final empty line) in place of its last CRLF,
// then its body, or its file with send_file.
awaitable<boost::system::error_code> write_prebuilt(boost::beast::tcp_stream& stream, std::shared_ptr<void> owner,
                                                    const prebuilt_answer& answer, std::string_view head_end,
                                                    std::chrono::seconds timeout);

// A sealed in-memory file holding `bytes` (memfd), or -1 if the system has none.
int memory_file(std::string_view bytes);

}  // namespace marine::api
