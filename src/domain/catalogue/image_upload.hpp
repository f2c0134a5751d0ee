#pragma once
// Image uploads in business terms: which formats we accept (told by their bytes, never by
// the client's name or type), the limits of an upload, what is published for an image, and
// the two services an upload needs from infrastructure: a media store that receives files
// and writes files whole, and an image processor that decodes an upload (proving it is
// the image it claims to be) and makes the published variants.

#include <boost/asio/awaitable.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

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

// Product images: repeated field 'images', at most 5 files of at most 5 MiB.
inline constexpr upload_limits product_image_limits{.max_files = 5, .max_file_bytes = 5 * 1024 * 1024};
// A banner image: one file under 10 MB.
inline constexpr upload_limits banner_image_limits{.max_files = 1, .max_file_bytes = 10 * 1024 * 1024 - 1};

// What is published for an uploaded image (docs/operations.md, "Images in the sizes a screen
// needs"): never the upload itself (it may carry EXIF GPS positions), but upright, metadata-free
// re-encodings at the sizes the site shows, under its content hash <id>:
//   images/<id>.webp        the large image (lightbox; at most 1600 px on its long side)
//   images/<id>-800.webp    the product page
//   images/<id>-400.webp    cards and thumbnails
//   images/<id>-share.jpg   1200×630 for link previews (under 300 KB)
// The first is the image's URL; the SPA derives the others from it.
struct image_variant {
  std::string suffix;     // "", "-800", "-400", "-share"
  std::string extension;  // "webp", "jpg"
  std::string bytes;
};

inline constexpr int large_image_side = 1600;
inline constexpr int medium_image_width = 800;
inline constexpr int small_image_width = 400;
inline constexpr int share_image_width = 1200;
inline constexpr int share_image_height = 630;
inline constexpr std::size_t share_image_budget = 300 * 1024;

// A file being received. Bytes are appended as they arrive; the file is removed when this
// object goes away (the upload itself is never published).
class incoming_file {
 public:
  virtual ~incoming_file() = default;
  virtual bool append(std::string_view bytes) = 0;  // false: the store could not write
  virtual std::uint64_t size() const noexcept = 0;
  virtual std::string_view head() const noexcept = 0;  // the first sniff_bytes (or fewer)
  virtual const std::string& location() const noexcept = 0;  // a local path a processor can read
  // The hex SHA-256 of everything appended (call once, after the last append).
  virtual std::string content_hash() = 0;
};

class media_store {
 public:
  virtual ~media_store() = default;
  virtual std::unique_ptr<incoming_file> receive() = 0;  // throws when the store is unusable
  virtual bool contains(const std::string& relative_path) = 0;
  // Writes a file whole under `relative_path` (e.g. "images/ab…ef.webp"): a reader sees the
  // old state or the complete file, never part of it. Throws on an I/O error.
  virtual void put(const std::string& relative_path, std::string_view bytes) = 0;
};

struct processed_image {
  enum class outcome { image, not_an_image, too_many_pixels } result;
  std::uint32_t width = 0;  // of the upload, upright
  std::uint32_t height = 0;
  std::vector<image_variant> variants;
};

class image_processor {
 public:
  virtual ~image_processor() = default;
  // Decodes every pixel of `file` as `format` and makes the variants (off the I/O threads).
  virtual boost::asio::awaitable<processed_image> process(incoming_file& file, image_format format,
                                                          std::uint64_t max_pixels) = 0;
};

}  // namespace marine::domain
