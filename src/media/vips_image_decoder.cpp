#include "media/vips_image_decoder.hpp"

#include "support/log.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <vips/vips.h>

#include <memory>

namespace marine::media {
namespace {

using domain::decode_report;
using domain::image_format;

struct image_unref {
  void operator()(VipsImage* image) const noexcept { g_object_unref(image); }
};
using image_ptr = std::unique_ptr<VipsImage, image_unref>;

// The lazy load: only the header is read here.
VipsImage* open_image(const char* path, image_format format)
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
  return rc == 0 ? out : nullptr;
}

decode_report refused(const char* why)
{
  // The detail is libvips' (it may quote the file); the client only learns "not an image".
  log::info("msg=upload_not_an_image reason={} detail={}", why, log::quote(vips_error_buffer()));
  vips_error_clear();
  return {decode_report::outcome::not_an_image};
}

// libvips reports what it tolerates in a file through GLib warnings on stderr; they go to
// our log instead, in its format (a refusal is logged once, in refused()).
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

decode_report decode_image_file(const std::string& path, image_format format, std::uint64_t max_pixels)
{
  image_ptr image(open_image(path.c_str(), format));
  if (!image) return refused("header");
  const auto width = static_cast<std::uint32_t>(vips_image_get_width(image.get()));
  const auto height = static_cast<std::uint32_t>(vips_image_get_height(image.get()));
  if (static_cast<std::uint64_t>(width) * height > max_pixels) return {decode_report::outcome::too_many_pixels, width, height};
  double average = 0;
  if (vips_avg(image.get(), &average, nullptr) != 0) return refused("pixels");
  return {decode_report::outcome::image, width, height};
}

boost::asio::awaitable<decode_report> vips_image_decoder::decode(domain::incoming_file& file, image_format format,
                                                                 std::uint64_t max_pixels)
{
  co_return co_await boost::asio::co_spawn(
      pool_,
      [path = file.location(), format, max_pixels]() -> boost::asio::awaitable<decode_report> {
        co_return decode_image_file(path, format, max_pixels);
      },
      boost::asio::use_awaitable);
}

}  // namespace marine::media
