#include "domain/upload_service.hpp"

#include <fmt/format.h>

namespace marine::domain {

boost::asio::awaitable<result<std::vector<std::string>>> upload_service::publish_images(incoming_files& files,
                                                                                        const upload_limits& limits)
{
  if (files.empty()) co_return invalid_input("No image was uploaded");

  std::vector<image_format> formats;
  for (const auto& file : files) {
    const auto format = sniff_image_format(file->head());
    if (!format)
      co_return failure{error_code::unsupported_media_type, "Only PNG, JPEG, GIF and WebP images are accepted"};
    const auto report = co_await decoder_.decode(*file, *format, limits.max_pixels);
    if (report.result == decode_report::outcome::too_many_pixels)
      co_return failure{error_code::payload_too_large,
                        fmt::format("Image dimensions are too large (at most {} megapixels)", limits.max_pixels / 1'000'000)};
    if (report.result != decode_report::outcome::image)
      co_return failure{error_code::unsupported_media_type, "The file is not a valid image"};
    formats.push_back(*format);
  }

  std::vector<std::string> urls;
  for (std::size_t i = 0; i < files.size(); ++i) urls.push_back("/uploads/" + store_.publish(*files[i], formats[i]));
  co_return urls;
}

}  // namespace marine::domain
