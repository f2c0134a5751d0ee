#include "domain/catalogue/image_upload.hpp"

namespace marine::domain {

std::optional<image_format> sniff_image_format(std::string_view head) noexcept
{
  using namespace std::string_view_literals;
  if (head.starts_with("\x89PNG\r\n\x1a\n"sv)) return image_format::png;
  if (head.starts_with("\xff\xd8\xff"sv)) return image_format::jpeg;
  if (head.starts_with("GIF87a"sv) || head.starts_with("GIF89a"sv)) return image_format::gif;
  if (head.size() >= 12 && head.starts_with("RIFF"sv) && head.substr(8, 4) == "WEBP"sv) return image_format::webp;
  return std::nullopt;
}

std::string_view file_extension(image_format format) noexcept
{
  switch (format) {
    case image_format::png: return "png";
    case image_format::jpeg: return "jpg";
    case image_format::gif: return "gif";
    case image_format::webp: return "webp";
  }
  return "bin";
}

}  // namespace marine::domain
