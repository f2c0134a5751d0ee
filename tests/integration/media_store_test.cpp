// The media store on a real file system and the libvips decoder on real image files.
#include "domain/upload_service.hpp"
#include "media/fs_media_store.hpp"
#include "media/vips_image_decoder.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

namespace marine::media {
namespace {

namespace fs = std::filesystem;
using domain::decode_report;
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
    const auto report = decode_image_file((fixtures / name).string(), format, 40'000'000);
    EXPECT_EQ(report.result, decode_report::outcome::image) << name;
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
    EXPECT_EQ(decode_image_file(cut.string(), format, 40'000'000).result, decode_report::outcome::not_an_image) << name;
  }
  EXPECT_EQ(decode_image_file((fixtures / "fake.png").string(), image_format::png, 40'000'000).result,
            decode_report::outcome::not_an_image);
  // A JPEG handed to the PNG loader: the sniffed format decides, not libvips' guess.
  EXPECT_EQ(decode_image_file((fixtures / "tiny.jpg").string(), image_format::png, 40'000'000).result,
            decode_report::outcome::not_an_image);
}

TEST_F(media_test, refuses_a_pixel_bomb_from_its_header)
{
  const auto start = std::chrono::steady_clock::now();
  const auto report = decode_image_file((fixtures / "bomb.png").string(), image_format::png, 40'000'000);
  EXPECT_EQ(report.result, decode_report::outcome::too_many_pixels);
  EXPECT_EQ(report.width, 20000u);
  // Not a timing assertion on speed, a proof that 400 MP were not decoded (that takes minutes).
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(10));
}

TEST_F(media_test, publishes_under_the_content_hash_once)
{
  fs_media_store store(root_);
  const auto bytes = read_file(fixtures / "tiny.png");
  auto first = receive(store, bytes);
  EXPECT_EQ(first->size(), bytes.size());
  EXPECT_EQ(first->head(), bytes.substr(0, domain::sniff_bytes));
  const auto path = store.publish(*first, image_format::png);
  EXPECT_TRUE(path.starts_with("images/")) << path;
  EXPECT_TRUE(path.ends_with(".png")) << path;
  EXPECT_EQ(path.size(), std::string("images/").size() + 32 + 4);
  EXPECT_EQ(read_file(root_ / path), bytes);

  auto again = receive(store, bytes);
  EXPECT_EQ(store.publish(*again, image_format::png), path);
  first.reset();
  again.reset();
  EXPECT_EQ(count_files(root_ / "images"), 1u);
  EXPECT_EQ(count_files(root_ / ".incoming"), 0u);
}

TEST_F(media_test, an_unpublished_file_leaves_nothing_behind)
{
  fs_media_store store(root_);
  {
    auto file = receive(store, read_file(fixtures / "tiny.jpg"));
    EXPECT_EQ(count_files(root_ / ".incoming"), 1u);
  }
  EXPECT_EQ(count_files(root_ / ".incoming"), 0u);
  EXPECT_EQ(count_files(root_ / "images"), 0u);
}

TEST_F(media_test, start_up_removes_only_old_leftovers)
{
  fs::create_directories(root_ / ".incoming");
  std::ofstream(root_ / ".incoming" / "old.part") << "half a file";
  std::ofstream(root_ / ".incoming" / "recent.part") << "another process is receiving this";
  fs::last_write_time(root_ / ".incoming" / "old.part", fs::file_time_type::clock::now() - std::chrono::hours(2));
  fs_media_store store(root_);
  EXPECT_FALSE(fs::exists(root_ / ".incoming" / "old.part"));
  EXPECT_TRUE(fs::exists(root_ / ".incoming" / "recent.part"));
}

}  // namespace
}  // namespace marine::media
