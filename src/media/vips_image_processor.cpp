#include "media/vips_image_processor.hpp"

#include "media/webp_container.hpp"
#include "support/log.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <vips/vips.h>

#include <memory>
#include <optional>

namespace marine::media {
namespace {

using domain::image_format;
using domain::processed_image;

struct image_unref {
  void operator()(VipsImage* image) const noexcept { g_object_unref(image); }
};
using image_ptr = std::unique_ptr<VipsImage, image_unref>;

// The lazy load: only the header is read here.
image_ptr open_image(const char* path, image_format format)
{
  VipsImage* out = nullptr;
  const auto access = VIPS_ACCESS_SEQUENTIAL;
  const auto fail_on = VIPS_FAIL_ON_ERROR;  // also fails on truncation
  int rc = -1;
  switch (format) {
    case image_format::png: rc = vips_pngload(path, &out, "access", access, "fail_on", fail_on, nullptr); break;
    case image_format::jpeg: rc = vips_jpegload(path, &out, "access", access, "fail_on", fail_on, nullptr); break;
    case image_format::gif: rc = vips_gifload(path, &out, "access", access, "fail_on", fail_on, nullptr); break;
    case image_format::webp: rc = vips_webpload(path, &out, "access", access, "fail_on", fail_on, nullptr); break;
  }
  return image_ptr(rc == 0 ? out : nullptr);
}

processed_image refused(const char* why)
{
  // The detail is libvips' (it may quote the file); the client only learns "not an image".
  log::info("msg=upload_not_an_image reason={} detail={}", why, log::quote(vips_error_buffer()));
  vips_error_clear();
  return {processed_image::outcome::not_an_image, 0, 0, {}};
}

// Shrinks (never enlarges) to fit width × height, upright, in sRGB. Lazy until used.
image_ptr fit_within(VipsImage* in, int width, int height)
{
  VipsImage* out = nullptr;
  if (vips_thumbnail_image(in, &out, width, "height", height, "size", VIPS_SIZE_DOWN, "export_profile", "srgb", nullptr))
    return nullptr;
  return image_ptr(out);
}

// Exactly width × height, cropped around the centre, enlarged if it must be.
image_ptr cover(VipsImage* in, int width, int height)
{
  VipsImage* out = nullptr;
  if (vips_thumbnail_image(in, &out, width, "height", height, "crop", VIPS_INTERESTING_CENTRE, nullptr)) return nullptr;
  return image_ptr(out);
}

std::optional<std::string> take_buffer(int rc, void* buffer, std::size_t length)
{
  if (rc != 0) return std::nullopt;
  std::string bytes(static_cast<const char*>(buffer), length);
  g_free(buffer);
  return bytes;
}

// Nothing of the upload's metadata may be published (EXIF GPS positions, camera serials,
// XMP, IPTC, the ICC profile once the pixels are sRGB). The savers' "strip" option is not
// enough on its own: libvips 8.14 still writes EXIF and ICC chunks into WebP (those are
// filtered out of the bytes, see webp_container.hpp).
void remove_metadata(VipsImage* image)
{
  gchar** fields = vips_image_get_fields(image);
  for (gchar** field = fields; *field; ++field) vips_image_remove(image, *field);  // header fields stay
  g_strfreev(fields);
}

std::optional<std::string> encode_webp(VipsImage* image, int quality)
{
  void* buffer = nullptr;
  std::size_t length = 0;
  auto bytes = take_buffer(vips_webpsave_buffer(image, &buffer, &length, "Q", quality, "strip", TRUE, nullptr), buffer, length);
  if (bytes && !strip_webp_metadata(*bytes)) return std::nullopt;
  return bytes;
}

std::optional<std::string> encode_jpeg(VipsImage* image, int quality)
{
  void* buffer = nullptr;
  std::size_t length = 0;
  return take_buffer(vips_jpegsave_buffer(image, &buffer, &length, "Q", quality, "strip", TRUE, "optimize_coding", TRUE,
                                          "interlace", TRUE, nullptr),
                     buffer, length);
}

// JPEG has no transparency: what is transparent becomes white.
image_ptr without_alpha(VipsImage* in)
{
  VipsImage* out = nullptr;
  if (!vips_image_hasalpha(in)) {
    g_object_ref(in);
    return image_ptr(in);
  }
  VipsArrayDouble* white = vips_array_double_newv(1, 255.0);
  const int rc = vips_flatten(in, &out, "background", white, nullptr);
  vips_area_unref(VIPS_AREA(white));
  return image_ptr(rc == 0 ? out : nullptr);
}

// The share image within its byte budget: lower quality until it fits.
std::optional<std::string> encode_share_image(VipsImage* large)
{
  auto opaque = without_alpha(large);
  if (!opaque) return std::nullopt;
  auto cropped = cover(opaque.get(), domain::share_image_width, domain::share_image_height);
  if (!cropped) return std::nullopt;
  std::optional<std::string> bytes;
  for (int quality : {82, 72, 62, 50, 40}) {
    bytes = encode_jpeg(cropped.get(), quality);
    if (!bytes || bytes->size() <= domain::share_image_budget) break;
  }
  return bytes;
}

// GLib warnings from libvips go to our log, in its format (a refusal is logged in refused()).
void log_vips_message(const gchar*, GLogLevelFlags, const gchar* message, gpointer)
{
  log::debug("msg=vips_warning detail={}", log::quote(message ? message : ""));
}

}  // namespace

bool initialise_vips(const char* program_name)
{
  if (VIPS_INIT(program_name) != 0) return false;
  g_log_set_handler("VIPS", static_cast<GLogLevelFlags>(G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE | G_LOG_LEVEL_INFO),
                    log_vips_message, nullptr);
  vips_block_untrusted_set(TRUE);
  vips_cache_set_max(0);
  vips_concurrency_set(1);
  return true;
}

processed_image process_image_file(const std::string& path, image_format format, std::uint64_t max_pixels)
{
  auto source = open_image(path.c_str(), format);
  if (!source) return refused("header");
  const auto width = static_cast<std::uint32_t>(vips_image_get_width(source.get()));
  const auto height = static_cast<std::uint32_t>(vips_image_get_height(source.get()));
  if (static_cast<std::uint64_t>(width) * height > max_pixels)
    return {processed_image::outcome::too_many_pixels, width, height, {}};

  // The one decode: every pixel is read here (a broken file fails now), shrunk to the large
  // size and kept in memory; the other variants are made from that copy.
  auto fitted = fit_within(source.get(), domain::large_image_side, domain::large_image_side);
  if (!fitted) return refused("resize");
  image_ptr large(vips_image_copy_memory(fitted.get()));
  if (!large) return refused("pixels");
  remove_metadata(large.get());

  processed_image result{processed_image::outcome::image, static_cast<std::uint32_t>(large->Xsize),
                         static_cast<std::uint32_t>(large->Ysize), {}};
  auto add = [&](const char* suffix, const char* extension, std::optional<std::string> bytes) {
    if (!bytes) return false;
    result.variants.push_back({suffix, extension, std::move(*bytes)});
    return true;
  };
  auto medium = fit_within(large.get(), domain::medium_image_width, 100'000);
  auto small = fit_within(large.get(), domain::small_image_width, 100'000);
  const bool encoded = add("", "webp", encode_webp(large.get(), 78)) && medium &&
                       add("-800", "webp", encode_webp(medium.get(), 78)) && small &&
                       add("-400", "webp", encode_webp(small.get(), 80)) &&
                       add("-share", "jpg", encode_share_image(large.get()));
  if (!encoded) return refused("encode");
  return result;
}

boost::asio::awaitable<processed_image> vips_image_processor::process(domain::incoming_file& file, image_format format,
                                                                      std::uint64_t max_pixels)
{
  co_return co_await boost::asio::co_spawn(
      pool_,
      [path = file.location(), format, max_pixels]() -> boost::asio::awaitable<processed_image> {
        co_return process_image_file(path, format, max_pixels);
      },
      boost::asio::use_awaitable);
}

}  // namespace marine::media
