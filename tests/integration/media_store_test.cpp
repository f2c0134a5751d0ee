// The media store on a real file system and the libvips decoder on real image files.
#include "domain/upload_service.hpp"
#include "integration/test_database.hpp"
#include "media/fs_media_store.hpp"
#include "media/vips_image_processor.hpp"
#include "media/webp_container.hpp"

#include <vips/vips.h>

#include <unistd.h>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <algorithm>
#include <array>
#include <cstdio>
#include <iterator>
#include <optional>

namespace marine::media {
namespace {

namespace fs = std::filesystem;
using domain::processed_image;
using outcome = processed_image::outcome;
using domain::image_format;

const fs::path fixtures = MARINE_FIXTURES_DIR "/images";

std::string read_file(const fs::path& p)
{
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::size_t count_files(const fs::path& dir)
{
  return static_cast<std::size_t>(std::distance(fs::directory_iterator(dir), fs::directory_iterator()));
}

class media_test : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { ASSERT_TRUE(initialise_vips("media_store_test")); }
  void SetUp() override
  {
    root_ = fs::temp_directory_path() / ("marine-media-" + std::to_string(::getpid()) + "-" +
                                         ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(root_);
  }
  void TearDown() override { fs::remove_all(root_); }

  // Writes `bytes` through the store as an incoming file, in pieces like a network would.
  std::unique_ptr<domain::incoming_file> receive(fs_media_store& store, const std::string& bytes)
  {
    auto file = store.receive();
    for (std::size_t at = 0; at < bytes.size(); at += 1000) EXPECT_TRUE(file->append(std::string_view(bytes).substr(at, 1000)));
    return file;
  }

  fs::path root_;
};

TEST_F(media_test, decodes_each_accepted_format)
{
  const std::pair<const char*, image_format> cases[] = {
      {"tiny.png", image_format::png}, {"tiny.jpg", image_format::jpeg},
      {"tiny.gif", image_format::gif}, {"tiny.webp", image_format::webp}};
  for (const auto& [name, format] : cases) {
    const auto report = process_image_file((fixtures / name).string(), format, 40'000'000);
    EXPECT_EQ(report.result, outcome::image) << name;
    EXPECT_EQ(report.width, 64u) << name;
    EXPECT_EQ(report.height, 48u) << name;
  }
}

TEST_F(media_test, refuses_truncated_and_fake_images)
{
  fs::create_directories(root_);
  for (const auto& [name, format] : {std::pair{"tiny.jpg", image_format::jpeg}, std::pair{"tiny.png", image_format::png},
                                     std::pair{"tiny.webp", image_format::webp}, std::pair{"tiny.gif", image_format::gif}}) {
    const auto bytes = read_file(fixtures / name);
    const auto cut = root_ / (std::string("cut-") + name);
    std::ofstream(cut, std::ios::binary) << bytes.substr(0, bytes.size() * 2 / 3);
    EXPECT_EQ(process_image_file(cut.string(), format, 40'000'000).result, outcome::not_an_image) << name;
  }
  EXPECT_EQ(process_image_file((fixtures / "fake.png").string(), image_format::png, 40'000'000).result,
            outcome::not_an_image);
  // A JPEG handed to the PNG loader: the sniffed format decides, not libvips' guess.
  EXPECT_EQ(process_image_file((fixtures / "tiny.jpg").string(), image_format::png, 40'000'000).result,
            outcome::not_an_image);
}

TEST_F(media_test, refuses_a_pixel_bomb_from_its_header)
{
  const auto start = std::chrono::steady_clock::now();
  const auto report = process_image_file((fixtures / "bomb.png").string(), image_format::png, 40'000'000);
  EXPECT_EQ(report.result, outcome::too_many_pixels);
  EXPECT_EQ(report.width, 20000u);
  // Not a timing assertion on speed, a proof that 400 MP were not decoded (that takes minutes).
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(10));
}

TEST_F(media_test, puts_files_whole_and_removes_what_it_received)
{
  fs_media_store store(root_);
  const auto bytes = read_file(fixtures / "tiny.png");
  {
    auto file = receive(store, bytes);
    EXPECT_EQ(file->size(), bytes.size());
    EXPECT_EQ(file->head(), bytes.substr(0, domain::sniff_bytes));
    EXPECT_EQ(read_file(file->location()), bytes);
    EXPECT_EQ(file->content_hash().size(), 64u);
    EXPECT_EQ(count_files(root_ / ".incoming"), 1u);
  }
  EXPECT_EQ(count_files(root_ / ".incoming"), 0u);

  EXPECT_FALSE(store.contains("images/x.webp"));
  store.put("images/x.webp", "bytes");
  EXPECT_TRUE(store.contains("images/x.webp"));
  EXPECT_EQ(read_file(root_ / "images/x.webp"), "bytes");
  EXPECT_EQ(count_files(root_ / ".incoming"), 0u);
}

// Decodes and re-encodes for real: the service with the file store and libvips.
class upload_test : public media_test {
 protected:
  void SetUp() override
  {
    media_test::SetUp();
    store_.emplace(root_);
    processor_.emplace(pool_);
    uploads_.emplace(*store_, *processor_);
  }
  void TearDown() override
  {
    uploads_.reset();
    media_test::TearDown();
  }
  domain::result<std::vector<std::string>> upload(const std::vector<std::string>& contents)
  {
    domain::incoming_files files;
    for (const auto& bytes : contents) files.push_back(receive(*store_, bytes));
    return testing::run_sync(uploads_->publish_images(files, domain::product_image_limits));
  }

  boost::asio::thread_pool pool_{1};
  std::optional<fs_media_store> store_;
  std::optional<vips_image_processor> processor_;
  std::optional<domain::upload_service> uploads_;
};

TEST_F(upload_test, publishes_every_variant_under_the_content_hash_once)
{
  const auto first = upload({read_file(fixtures / "banner.jpg")});
  ASSERT_TRUE(first) << first.error().message;
  ASSERT_EQ(first->size(), 1u);
  const auto& url = first->front();
  EXPECT_TRUE(url.starts_with("/uploads/images/") && url.ends_with(".webp")) << url;
  const auto hash = url.substr(16, 32);
  for (const auto* name : {".webp", "-800.webp", "-400.webp", "-share.jpg"})
    EXPECT_TRUE(fs::exists(root_ / "images" / (hash + name))) << name;

  const auto again = upload({read_file(fixtures / "banner.jpg")});
  ASSERT_TRUE(again);
  EXPECT_EQ(again->front(), url);
  EXPECT_EQ(count_files(root_ / "images"), 4u);
  EXPECT_EQ(count_files(root_ / ".incoming"), 0u);
}

TEST_F(upload_test, one_bad_file_publishes_nothing)
{
  const auto bytes = read_file(fixtures / "tiny.jpg");
  const auto result = upload({read_file(fixtures / "tiny.png"), bytes.substr(0, bytes.size() / 2)});
  ASSERT_FALSE(result);
  EXPECT_EQ(result.error().code, domain::error_code::unsupported_media_type);
  EXPECT_EQ(count_files(root_ / "images"), 0u);
  EXPECT_EQ(count_files(root_ / ".incoming"), 0u);
}

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

TEST_F(media_test, start_up_removes_the_leftovers_of_dead_processes_only)
{
  std::array<char, 256> host{};
  ::gethostname(host.data(), host.size() - 1);
  std::string me(host.data());
  std::replace(me.begin(), me.end(), '-', '_');
  const auto dir = root_ / ".incoming";
  fs::create_directories(dir);
  auto touch = [&](const std::string& name) { std::ofstream(dir / name) << "part of a file"; };
  touch(me + "-999999999-aa.part");                           // this host, a pid that is gone
  touch(me + "-" + std::to_string(::getpid()) + "-bb.part");  // this pid's previous life
  touch(me + "-1-cc.part");                                   // this host, a live process (init)
  touch("otherhost-42-dd.part");                              // another host: can't tell
  touch("otherhost-43-ee.part");
  fs::last_write_time(dir / "otherhost-43-ee.part", fs::file_time_type::clock::now() - std::chrono::hours(2));

  fs_media_store store(root_);
  std::vector<std::string> kept;
  for (const auto& entry : fs::directory_iterator(dir)) kept.push_back(entry.path().filename().string());
  std::vector<std::string> expected{me + "-1-cc.part", "otherhost-42-dd.part"};
  std::sort(kept.begin(), kept.end());
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(kept, expected);
}

}  // namespace
}  // namespace marine::media
