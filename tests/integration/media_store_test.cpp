// The media store on a real file system and the libvips decoder on real image files.
#include "integration/media_fixture.hpp"

namespace marine::media {
namespace {

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
