#include "media/fs_media_store.hpp"

#include <openssl/evp.h>

#include <fcntl.h>
#include <sys/random.h>
#include <signal.h>
#include <unistd.h>

#include <array>
#include <chrono>
#include <cerrno>
#include <cstdlib>
#include <system_error>

namespace marine::media {
namespace fs = std::filesystem;
namespace {

constexpr std::string_view hex_digits = "0123456789abcdef";

std::string to_hex(const unsigned char* bytes, std::size_t n)
{
  std::string out;
  out.reserve(n * 2);
  for (std::size_t i = 0; i < n; ++i) {
    out.push_back(hex_digits[bytes[i] >> 4]);
    out.push_back(hex_digits[bytes[i] & 0xf]);
  }
  return out;
}

std::string host_name()
{
  std::array<char, 256> name{};
  if (::gethostname(name.data(), name.size() - 1) != 0) return "host";
  std::string out(name.data());
  for (char& c : out)
    if (c == '-' || c == '/') c = '_';  // '-' separates the parts of an incoming name
  return out;
}

// "<host>-<pid>-<random>.part": who is writing it, so that a restart can tell the files
// of a process that died (kill -9, power loss) from those of one still receiving.
std::string incoming_name()
{
  std::array<unsigned char, 16> bytes{};
  if (::getrandom(bytes.data(), bytes.size(), 0) != static_cast<ssize_t>(bytes.size()))
    throw std::system_error(errno, std::generic_category(), "getrandom");
  return host_name() + "-" + std::to_string(::getpid()) + "-" + to_hex(bytes.data(), bytes.size()) + ".part";
}

// A leftover: written on this host by this process's previous life (same pid again, as
// in a container) or by a process that is gone; or so old that no upload can still be
// writing it (other hosts sharing the volume).
bool is_leftover(const fs::directory_entry& entry, const std::string& host)
{
  const auto name = entry.path().filename().string();
  const auto first = name.find('-');
  const auto second = first == std::string::npos ? std::string::npos : name.find('-', first + 1);
  if (second != std::string::npos && name.compare(0, first, host) == 0 && first == host.size()) {
    const auto pid = static_cast<pid_t>(std::strtol(name.c_str() + first + 1, nullptr, 10));
    if (pid > 0 && (pid == ::getpid() || (::kill(pid, 0) != 0 && errno == ESRCH))) return true;
  }
  std::error_code ec;
  const auto written = entry.last_write_time(ec);
  return !ec && written < fs::file_time_type::clock::now() - std::chrono::hours(1);
}

void fsync_directory(const fs::path& dir)
{
  const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

class fs_incoming_file final : public domain::incoming_file {
 public:
  explicit fs_incoming_file(fs::path path) : path_(std::move(path)), location_(path_.string())
  {
    fd_ = ::open(path_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd_ < 0) throw std::system_error(errno, std::generic_category(), "cannot create " + location_);
    if (!digest_ || EVP_DigestInit_ex(digest_, EVP_sha256(), nullptr) != 1) {
      close();
      throw std::runtime_error("SHA-256 unavailable");
    }
  }

  ~fs_incoming_file() override
  {
    close();
    EVP_MD_CTX_free(digest_);
    std::error_code ignored;
    fs::remove(path_, ignored);
  }

  fs_incoming_file(const fs_incoming_file&) = delete;
  fs_incoming_file& operator=(const fs_incoming_file&) = delete;

  bool append(std::string_view bytes) override
  {
    if (fd_ < 0) return false;
    if (head_.size() < domain::sniff_bytes) head_.append(bytes.substr(0, domain::sniff_bytes - head_.size()));
    EVP_DigestUpdate(digest_, bytes.data(), bytes.size());
    size_ += bytes.size();
    while (!bytes.empty()) {
      const auto n = ::write(fd_, bytes.data(), bytes.size());
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) return false;
      bytes.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
  }

  std::uint64_t size() const noexcept override { return size_; }
  std::string_view head() const noexcept override { return head_; }
  const std::string& location() const noexcept override { return location_; }

  std::string content_hash() override
  {
    std::array<unsigned char, EVP_MAX_MD_SIZE> md{};
    unsigned int len = 0;
    EVP_DigestFinal_ex(digest_, md.data(), &len);
    close();  // everything is written: readers may open it now
    return to_hex(md.data(), len);
  }

 private:
  void close() noexcept
  {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
  }

  fs::path path_;
  std::string location_;
  int fd_ = -1;
  EVP_MD_CTX* digest_ = EVP_MD_CTX_new();
  std::string head_;
  std::uint64_t size_ = 0;
};

// Writes all of `bytes` to a new file and flushes it to disk.
void write_new_file(const fs::path& path, std::string_view bytes)
{
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) throw std::system_error(errno, std::generic_category(), "cannot create " + path.string());
  while (!bytes.empty()) {
    const auto n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      const int error = errno;
      ::close(fd);
      throw std::system_error(error, std::generic_category(), "cannot write " + path.string());
    }
    bytes.remove_prefix(static_cast<std::size_t>(n));
  }
  const bool synced = ::fsync(fd) == 0;
  const int error = errno;
  ::close(fd);
  if (!synced) throw std::system_error(error, std::generic_category(), "cannot flush " + path.string());
}

}  // namespace

fs_media_store::fs_media_store(fs::path root) : root_(root), incoming_(root / ".incoming")
{
  fs::create_directories(root_ / "images");
  fs::create_directories(incoming_);
  // Other API processes may share the store and be receiving files right now.
  const auto host = host_name();
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(incoming_, ec)) {
    std::error_code entry_ec;
    if (is_leftover(entry, host)) fs::remove_all(entry.path(), entry_ec);
  }
}

std::unique_ptr<domain::incoming_file> fs_media_store::receive()
{
  return std::make_unique<fs_incoming_file>(incoming_ / incoming_name());
}

bool fs_media_store::contains(const std::string& relative_path)
{
  std::error_code ec;
  return fs::is_regular_file(root_ / relative_path, ec);
}

void fs_media_store::put(const std::string& relative_path, std::string_view bytes)
{
  const auto target = root_ / relative_path;
  const auto temp = incoming_ / incoming_name();
  try {
    write_new_file(temp, bytes);
    fs::create_directories(target.parent_path());
    fs::rename(temp, target);
  } catch (...) {
    std::error_code ignored;
    fs::remove(temp, ignored);
    throw;
  }
  fsync_directory(target.parent_path());
}

}  // namespace marine::media
