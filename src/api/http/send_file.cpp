#include "api/http/send_file.hpp"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/write.hpp>

#include <array>

#include <cerrno>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/sendfile.h>
#include <sys/socket.h>
#include <unistd.h>

namespace marine::api {

awaitable<boost::system::error_code> send_file(boost::asio::ip::tcp::socket& socket, std::shared_ptr<void> owner,
                                               std::string_view head, int fd, std::size_t size,
                                               std::chrono::seconds timeout)
{
  namespace asio = boost::asio;
  boost::system::error_code ec;
  socket.native_non_blocking(true, ec);
  if (ec) co_return ec;
  // The deadline closes a socket that stops taking bytes; the owner keeps it valid for
  // a timer handler that may already be queued when we are done.
  asio::steady_timer deadline(socket.get_executor());
  auto arm = [&] {
    deadline.expires_after(timeout);
    deadline.async_wait([&socket, owner](const boost::system::error_code& e) {
      if (!e) socket.cancel();
    });
  };
  const auto out = socket.native_handle();
  std::size_t head_sent = 0;
  off_t offset = 0;
  const auto end = static_cast<off_t>(size);
  while (head_sent < head.size() || offset < end) {
    ssize_t n = 0;
    if (head_sent < head.size()) {
      n = ::send(out, head.data() + head_sent, head.size() - head_sent, MSG_MORE | MSG_NOSIGNAL);
      if (n > 0) head_sent += static_cast<std::size_t>(n);
    } else {
      n = ::sendfile(out, fd, &offset, static_cast<std::size_t>(end - offset));
    }
    if (n > 0 || (n < 0 && errno == EINTR)) continue;
    if (n == 0) co_return asio::error::eof;
    if (errno != EAGAIN && errno != EWOULDBLOCK) co_return boost::system::error_code(errno, boost::system::system_category());
    arm();
    auto [wait_ec] = co_await socket.async_wait(asio::socket_base::wait_write, asio::as_tuple(asio::use_awaitable));
    deadline.cancel();
    if (wait_ec) co_return wait_ec;
  }
  co_return boost::system::error_code{};
}

int memory_file(std::string_view bytes)
{
  const int fd = ::memfd_create("marine-read-cache", MFD_CLOEXEC | MFD_ALLOW_SEALING);
  if (fd < 0) return -1;
  std::size_t done = 0;
  while (done < bytes.size()) {
    const auto n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      ::close(fd);
      return -1;
    }
    done += static_cast<std::size_t>(n);
  }
  // Sealed: what is sent is exactly what was written, whoever else holds the fd.
  ::fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL);
  return fd;
}

awaitable<boost::system::error_code> write_prebuilt(boost::beast::tcp_stream& stream, std::shared_ptr<void> owner,
                                                    const prebuilt_answer& answer, std::string_view head_end,
                                                    std::chrono::seconds timeout)
{
  namespace asio = boost::asio;
  const auto& head = answer.head;
  const auto without_end = asio::buffer(head.data(), head.size() >= 2 ? head.size() - 2 : head.size());
  stream.expires_after(timeout);
  if (answer.file >= 0) {
    std::string header(static_cast<const char*>(without_end.data()), without_end.size());
    header += head_end;
    co_return co_await send_file(stream.socket(), std::move(owner), header, answer.file, answer.file_size, timeout);
  }
  const std::array<asio::const_buffer, 3> bytes{without_end, asio::buffer(head_end), answer.body};
  auto [ec, _] = co_await asio::async_write(stream, bytes, asio::as_tuple(asio::use_awaitable));
  co_return ec;
}

}  // namespace marine::api
