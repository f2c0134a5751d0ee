#pragma once
// The media tests' fixtures: a temporary media root per test, the real file store, and the
// upload service over libvips (media_store_test.cpp, media_photo_test.cpp).
#include "domain/catalogue/upload_service.hpp"
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

namespace fs = std::filesystem;
using domain::processed_image;
using outcome = processed_image::outcome;
using domain::image_format;

inline const fs::path fixtures = MARINE_FIXTURES_DIR "/images";

inline std::string read_file(const fs::path& p)
{
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

inline std::size_t count_files(const fs::path& dir)
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

}  // namespace marine::media
