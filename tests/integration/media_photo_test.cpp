// A real phone photo through the upload service: upright, without metadata, within budget;
// and the WebP container rewriting that drops metadata chunks.
#include "integration/media_fixture.hpp"

namespace marine::media {
namespace {

// A phone photo: 4000×3000 pixels stored sideways with EXIF orientation 6 (turn 90° to
// view), a GPS position and a camera name; smooth like a photo, with some sensor noise.
std::string phone_photo()
{
  VipsImage *xyz = nullptr, *bands = nullptr, *noise = nullptr, *noisy = nullptr, *soft = nullptr, *photo = nullptr;
  vips_xyz(&xyz, 4000, 3000, nullptr);
  VipsImage* parts[] = {nullptr, nullptr, nullptr};
  vips_extract_band(xyz, &parts[0], 0, nullptr);
  vips_extract_band(xyz, &parts[1], 1, nullptr);
  vips_add(parts[0], parts[1], &parts[2], nullptr);
  vips_bandjoin(parts, &bands, 3, nullptr);
  vips_gaussnoise(&noise, 4000, 3000, "sigma", 30.0, nullptr);
  vips_add(bands, noise, &noisy, nullptr);
  vips_gaussblur(noisy, &soft, 0.6, nullptr);
  vips_cast_uchar(soft, &photo, nullptr);
  vips_image_set_int(photo, "orientation", 6);
  vips_image_set_string(photo, "exif-ifd0-Make", "Harbour Camera Co");
  vips_image_set_string(photo, "exif-ifd3-GPSLatitudeRef", "N");
  vips_image_set_string(photo, "exif-ifd3-GPSLatitude", "25/1 15/1 30/1");
  vips_image_set_string(photo, "exif-ifd3-GPSLongitudeRef", "E");
  vips_image_set_string(photo, "exif-ifd3-GPSLongitude", "55/1 18/1 0/1");
  void* buffer = nullptr;
  std::size_t length = 0;
  EXPECT_EQ(vips_jpegsave_buffer(photo, &buffer, &length, "Q", 90, nullptr), 0) << vips_error_buffer();
  std::string bytes(static_cast<const char*>(buffer), length);
  g_free(buffer);
  for (auto* image : {xyz, parts[0], parts[1], parts[2], bands, noise, noisy, soft, photo}) g_object_unref(image);
  return bytes;
}

// The fields libvips reads from an image file (EXIF tags come as "exif-ifdN-Name").
std::vector<std::string> metadata_of(const std::string& bytes)
{
  VipsImage* image = vips_image_new_from_buffer(bytes.data(), bytes.size(), "", nullptr);
  EXPECT_NE(image, nullptr) << vips_error_buffer();
  std::vector<std::string> names;
  if (!image) return names;
  gchar** fields = vips_image_get_fields(image);
  for (gchar** f = fields; *f; ++f)
    if (std::string_view(*f).starts_with("exif") || std::string_view(*f).starts_with("xmp") ||
        std::string_view(*f).starts_with("iptc") || std::string_view(*f).starts_with("icc") || std::string_view(*f) == "orientation")
      names.emplace_back(*f);
  g_strfreev(fields);
  g_object_unref(image);
  return names;
}

std::pair<int, int> size_of(const std::string& bytes)
{
  VipsImage* image = vips_image_new_from_buffer(bytes.data(), bytes.size(), "", nullptr);
  if (!image) return {0, 0};
  const std::pair size{vips_image_get_width(image), vips_image_get_height(image)};
  g_object_unref(image);
  return size;
}

// The mean of one band over a rectangle of an encoded image (-1 if it cannot be read).
double band_mean(const std::string& bytes, int band, int left, int top, int width, int height)
{
  VipsImage* image = vips_image_new_from_buffer(bytes.data(), bytes.size(), "", nullptr);
  if (!image) return -1;
  VipsImage *area = nullptr, *one = nullptr;
  double mean = -1;
  if (vips_extract_area(image, &area, left, top, width, height, nullptr) == 0 &&
      vips_extract_band(area, &one, band, nullptr) == 0 && vips_avg(one, &mean, nullptr) != 0)
    mean = -1;
  for (auto* i : {one, area, image})
    if (i) g_object_unref(i);
  return mean;
}

TEST_F(media_test, a_phone_photo_comes_out_upright_without_metadata_within_budget)
{
  const auto photo = phone_photo();
  const auto original_fields = metadata_of(photo);
  ASSERT_NE(std::find(original_fields.begin(), original_fields.end(), "exif-ifd3-GPSLatitude"), original_fields.end())
      << "the test photo must carry a GPS position";
  fs::create_directories(root_);
  const auto path = root_ / "photo.jpg";
  std::ofstream(path, std::ios::binary) << photo;

  const auto result = process_image_file(path.string(), image_format::jpeg, 40'000'000);
  ASSERT_EQ(result.result, outcome::image);
  EXPECT_EQ(result.width, 1200u);  // upright: portrait, 1600 on the long side
  EXPECT_EQ(result.height, 1600u);
  struct expected {
    std::string suffix;
    std::pair<int, int> size;
    std::size_t budget;
  };
  const expected variants[] = {{"", {1200, 1600}, 400 * 1024},
                               {"-800", {800, 1067}, 150 * 1024},
                               {"-400", {400, 533}, 50 * 1024},
                               {"-share", {1200, 630}, 300 * 1024}};
  ASSERT_EQ(result.variants.size(), std::size(variants));
  for (std::size_t i = 0; i < std::size(variants); ++i) {
    const auto& v = result.variants[i];
    EXPECT_EQ(v.suffix, variants[i].suffix);
    EXPECT_EQ(size_of(v.bytes), variants[i].size) << v.suffix;
    EXPECT_LE(v.bytes.size(), variants[i].budget) << v.suffix;
    EXPECT_EQ(metadata_of(v.bytes), std::vector<std::string>{}) << v.suffix;
    EXPECT_EQ(v.bytes.find("Harbour Camera"), std::string::npos) << v.suffix;
    std::printf("variant %-7s %4d×%-4d %7zu bytes\n", v.suffix.empty() ? "(large)" : v.suffix.c_str(), size_of(v.bytes).first,
                size_of(v.bytes).second, v.bytes.size());
  }
  std::printf("original 4000×3000 JPEG %zu bytes\n", photo.size());

  // Upright by its content, not only its shape: the stored photo's left edge is darker in
  // red (red = x + noise of mean 128, so about 180 there, 255 elsewhere) and its top edge
  // darker in green (green = y + noise). Turned 90° clockwise for viewing
  // (orientation 6), the dark red is at the top and the dark green at the right; turned the
  // wrong way (or mirrored), they would be at the bottom or the left.
  const auto& large = result.variants[0].bytes;
  EXPECT_LT(band_mean(large, 0, 0, 0, 1200, 40), 200) << "red, top edge";
  EXPECT_GT(band_mean(large, 0, 0, 1560, 1200, 40), 240) << "red, bottom edge";
  EXPECT_LT(band_mean(large, 1, 1160, 0, 40, 1600), 200) << "green, right edge";
  EXPECT_GT(band_mean(large, 1, 0, 0, 40, 1600), 240) << "green, left edge";
}

TEST(webp_container, drops_metadata_chunks_and_their_flags)
{
  auto chunk = [](std::string_view fourcc, std::string payload) {
    std::string c(fourcc);
    const auto n = static_cast<std::uint32_t>(payload.size());
    for (int i = 0; i < 4; ++i) c.push_back(static_cast<char>((n >> (8 * i)) & 0xff));
    c += payload;
    if (payload.size() % 2) c.push_back('\0');
    return c;
  };
  auto riff = [](std::string body) {
    std::string r = "RIFF";
    const auto n = static_cast<std::uint32_t>(body.size() + 4);
    for (int i = 0; i < 4; ++i) r.push_back(static_cast<char>((n >> (8 * i)) & 0xff));
    return r + "WEBP" + body;
  };
  auto file = riff(chunk("VP8X", std::string("\x2c\0\0\0\0\0\0\0\0\0", 10)) + chunk("ICCP", "profile") +
                   chunk("VP8 ", "pixels") + chunk("EXIF", "GPS here") + chunk("XMP ", "<x/>"));
  ASSERT_TRUE(strip_webp_metadata(file));
  EXPECT_EQ(file, riff(chunk("VP8X", std::string(10, '\0')) + chunk("VP8 ", "pixels")));

  std::string truncated = riff(chunk("VP8 ", "pixels")).substr(0, 20);
  EXPECT_FALSE(strip_webp_metadata(truncated));
  std::string not_webp = "RIFF\4\0\0\0WAVE";
  EXPECT_FALSE(strip_webp_metadata(not_webp));
}

}  // namespace
}  // namespace marine::media
