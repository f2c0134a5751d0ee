#include "domain/catalogue/image_upload.hpp"

#include <gtest/gtest.h>

namespace marine::domain {
namespace {

using namespace std::string_view_literals;

TEST(sniff_image_format, knows_the_four_formats_by_their_bytes)
{
  EXPECT_EQ(sniff_image_format("\x89PNG\r\n\x1a\n\0\0\0\x0d"sv), image_format::png);
  EXPECT_EQ(sniff_image_format("\xff\xd8\xff\xe0\0\x10JFIF"sv), image_format::jpeg);
  EXPECT_EQ(sniff_image_format("GIF89a\x01\0"sv), image_format::gif);
  EXPECT_EQ(sniff_image_format("GIF87a"sv), image_format::gif);
  EXPECT_EQ(sniff_image_format("RIFF\x24\0\0\0WEBPVP8 "sv), image_format::webp);
}

TEST(sniff_image_format, refuses_everything_else)
{
  EXPECT_FALSE(sniff_image_format(""sv));
  EXPECT_FALSE(sniff_image_format("<svg xmlns="sv));
  EXPECT_FALSE(sniff_image_format("<!DOCTYPE html>"sv));
  EXPECT_FALSE(sniff_image_format("%PDF-1.7"sv));
  EXPECT_FALSE(sniff_image_format("RIFF\x24\0\0\0WAVEfmt "sv));  // a RIFF that is not WebP
  EXPECT_FALSE(sniff_image_format("\x89PNG\r\n"sv));               // cut short
  EXPECT_FALSE(sniff_image_format("GIF88a"sv));
}

TEST(file_extension, is_ours_not_the_clients)
{
  EXPECT_EQ(file_extension(image_format::png), "png");
  EXPECT_EQ(file_extension(image_format::jpeg), "jpg");
  EXPECT_EQ(file_extension(image_format::gif), "gif");
  EXPECT_EQ(file_extension(image_format::webp), "webp");
}

}  // namespace
}  // namespace marine::domain
