#include "media/webp_container.hpp"

#include <cstdint>
#include <string_view>

namespace marine::media {
namespace {

std::uint32_t read_le32(std::string_view bytes, std::size_t at)
{
  return static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[at])) |
         static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[at + 1])) << 8 |
         static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[at + 2])) << 16 |
         static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[at + 3])) << 24;
}

void write_le32(std::string& bytes, std::size_t at, std::uint32_t value)
{
  for (int i = 0; i < 4; ++i) bytes[at + static_cast<std::size_t>(i)] = static_cast<char>((value >> (8 * i)) & 0xff);
}

// VP8X flag bits (WebP container specification).
constexpr unsigned char icc_flag = 0x20;
constexpr unsigned char exif_flag = 0x08;
constexpr unsigned char xmp_flag = 0x04;

}  // namespace

bool strip_webp_metadata(std::string& webp)
{
  const std::string_view in(webp);
  if (in.size() < 12 || in.substr(0, 4) != "RIFF" || in.substr(8, 4) != "WEBP") return false;
  if (read_le32(in, 4) != in.size() - 8) return false;

  std::string out(in.substr(0, 12));
  for (std::size_t at = 12; at < in.size();) {
    if (in.size() - at < 8) return false;
    const auto fourcc = in.substr(at, 4);
    const std::uint64_t size = read_le32(in, at + 4);
    const std::uint64_t padded = size + (size & 1);
    if (padded > in.size() - at - 8) return false;
    const auto chunk = in.substr(at, 8 + static_cast<std::size_t>(padded));
    at += chunk.size();
    if (fourcc == "EXIF" || fourcc == "XMP " || fourcc == "ICCP") continue;
    const auto start = out.size();
    out.append(chunk);
    if (fourcc == "VP8X" && size >= 1) out[start + 8] = static_cast<char>(out[start + 8] & ~(icc_flag | exif_flag | xmp_flag));
  }
  write_le32(out, 4, static_cast<std::uint32_t>(out.size() - 8));
  webp = std::move(out);
  return true;
}

}  // namespace marine::media
