#pragma once
// Image uploads in business terms: which formats we accept (told by their bytes, never by
// the client's name or type), the limits of an upload, and the two services an upload
// needs from infrastructure: a media store that receives files and publishes them under
// names of our choosing, and an image decoder that proves a file is the image it claims.

#include <boost/asio/awaitable.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace marine::domain {

enum class image_format { png, jpeg, gif, webp };

// The format the first bytes announce (the magic numbers), or nothing.
std::optional<image_format> sniff_image_format(std::string_view head) noexcept;

// Our own extension for a format: "png", "jpg", "gif", "webp".
std::string_view file_extension(image_format format) noexcept;

// Bytes sniffing needs: the longest signature (WebP's RIFF....WEBP) is 12.
inline constexpr std::size_t sniff_bytes = 12;

struct upload_limits {
  std::size_t max_files;
  std::size_t max_file_bytes;
  // Pixels a decoded image may have: a small file can announce a huge image (a
  // decompression bomb); it is refused from its header, before any pixel is decoded.
  std::uint64_t max_pixels = 40'000'000;
};

// Product images: repeated field 'images', at most 5 files of at most 5 MiB (SPEC §9).
inline constexpr upload_limits product_image_limits{.max_files = 5, .max_file_bytes = 5 * 1024 * 1024};
// A banner image: one file under 10 MB.
inline constexpr upload_limits banner_image_limits{.max_files = 1, .max_file_bytes = 10 * 1024 * 1024 - 1};

// A file being received. Bytes are appended as they arrive; unless it is published, the
// file is removed when this object goes away (nothing is left behind by a failed upload).
class incoming_file {
 public:
  virtual ~incoming_file() = default;
  virtual bool append(std::string_view bytes) = 0;  // false: the store could not write
  virtual std::uint64_t size() const noexcept = 0;
  virtual std::string_view head() const noexcept = 0;  // the first sniff_bytes (or fewer)
  virtual const std::string& location() const noexcept = 0;  // a local path a decoder can read
};

class media_store {
 public:
  virtual ~media_store() = default;
  virtual std::unique_ptr<incoming_file> receive() = 0;  // throws when the store is unusable
  // Gives a complete, verified file its permanent name (derived from its content, so the
  // same image is stored once) and returns its path relative to the store, e.g.
  // "images/3f…9a.png". Throws on an I/O error.
  virtual std::string publish(incoming_file& file, image_format format) = 0;
};

struct decode_report {
  enum class outcome { image, not_an_image, too_many_pixels } result;
  std::uint32_t width = 0;
  std::uint32_t height = 0;
};

class image_decoder {
 public:
  virtual ~image_decoder() = default;
  // Decodes every pixel of `file` as `format` (off the I/O threads).
  virtual boost::asio::awaitable<decode_report> decode(incoming_file& file, image_format format,
                                                       std::uint64_t max_pixels) = 0;
};

}  // namespace marine::domain
