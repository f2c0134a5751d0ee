#include "media/fs_media_store.hpp"

#include <openssl/evp.h>

#include <fcntl.h>
#include <sys/random.h>
#include <unistd.h>

#include <array>
#include <chrono>
#include <cerrno>
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

std::string random_name()
{
  std::array<unsigned char, 16> bytes{};
  if (::getrandom(bytes.data(), bytes.size(), 0) != static_cast<ssize_t>(bytes.size()))
    throw std::system_error(errno, std::generic_category(), "getrandom");
  return to_hex(bytes.data(), bytes.size()) + ".part";
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
    if (!published_) {
      std::error_code ignored;
      fs::remove(path_, ignored);
    }
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

  // Flushes the bytes to disk and returns the hex SHA-256 of the content.
  std::string finish()
  {
    std::array<unsigned char, EVP_MAX_MD_SIZE> md{};
    unsigned int len = 0;
    EVP_DigestFinal_ex(digest_, md.data(), &len);
    if (fd_ >= 0 && ::fsync(fd_) != 0) throw std::system_error(errno, std::generic_category(), "fsync " + location_);
    close();
    return to_hex(md.data(), len);
  }

  const fs::path& path() const noexcept { return path_; }
  void mark_published() noexcept { published_ = true; }

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
  bool published_ = false;
};

}  // namespace

fs_media_store::fs_media_store(fs::path root) : incoming_(root / ".incoming"), images_(root / "images")
{
  fs::create_directories(images_);
  fs::create_directories(incoming_);
  // Other API processes may share the store and be receiving files right now: only what
  // is older than any upload can last (see the body deadline) is a crash's leftover.
  const auto cutoff = fs::file_time_type::clock::now() - std::chrono::hours(1);
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(incoming_, ec)) {
    std::error_code entry_ec;
    if (entry.last_write_time(entry_ec) < cutoff && !entry_ec) fs::remove_all(entry.path(), entry_ec);
  }
}

std::unique_ptr<domain::incoming_file> fs_media_store::receive()
{
  return std::make_unique<fs_incoming_file>(incoming_ / random_name());
}

std::string fs_media_store::publish(domain::incoming_file& file, domain::image_format format)
{
  auto& incoming = dynamic_cast<fs_incoming_file&>(file);
  // 128 bits of the SHA-256: collisions are out of reach, names stay short.
  const auto name = incoming.finish().substr(0, 32) + "." + std::string(domain::file_extension(format));
  // Same content, same name: a second upload of a photo replaces it by identical bytes.
  fs::rename(incoming.path(), images_ / name);
  incoming.mark_published();
  fsync_directory(images_);
  return "images/" + name;
}

}  // namespace marine::media
