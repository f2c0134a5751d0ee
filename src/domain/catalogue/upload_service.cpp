#include "domain/catalogue/upload_service.hpp"

#include <fmt/format.h>

namespace marine::domain {

std::string image_variant_path(std::string_view hash, std::string_view suffix, std::string_view extension)
{
  return fmt::format("images/{}{}.{}", hash, suffix, extension);
}

boost::asio::awaitable<result<std::vector<std::string>>> upload_service::publish_images(incoming_files& files,
                                                                                        const upload_limits& limits)
{
  if (files.empty()) co_return invalid_input("No image was uploaded");

  struct ready {
    std::string hash;
    std::vector<image_variant> variants;  // empty when the image is stored already
  };
  std::vector<ready> images;
  for (const auto& file : files) {
    const auto format = sniff_image_format(file->head());
    if (!format)
      co_return failure{error_code::unsupported_media_type, "Only PNG, JPEG, GIF and WebP images are accepted"};
    ready image{file->content_hash().substr(0, 32), {}};  // 128 bits: collisions are out of reach
    // The same bytes were decoded and stored before: nothing to prove or make again.
    if (!store_.contains(image_variant_path(image.hash, "", "webp"))) {
      auto processed = co_await processor_.process(*file, *format, limits.max_pixels);
      if (processed.result == processed_image::outcome::too_many_pixels)
        co_return failure{error_code::payload_too_large,
                          fmt::format("Image dimensions are too large (at most {} megapixels)", limits.max_pixels / 1'000'000)};
      if (processed.result != processed_image::outcome::image)
        co_return failure{error_code::unsupported_media_type, "The file is not a valid image"};
      image.variants = std::move(processed.variants);
    }
    images.push_back(std::move(image));
  }

  std::vector<std::string> urls;
  for (const auto& image : images) {
    // Variants come largest first; the image's own file (the large one) is written last,
    // so once it exists every variant beside it does too.
    for (auto it = image.variants.rbegin(); it != image.variants.rend(); ++it)
      store_.put(image_variant_path(image.hash, it->suffix, it->extension), it->bytes);
    urls.push_back("/uploads/" + image_variant_path(image.hash, "", "webp"));
  }
  co_return urls;
}

}  // namespace marine::domain
