#include "api/upload/multipart_parser.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace marine::api {
namespace {

using status = multipart_parser::status;

// Records what the parser reports, joining the pieces of each part's data.
struct recorder : multipart_parser::sink {
  struct part {
    std::string name;
    std::optional<std::string> filename;
    std::string data;
    bool ended = false;
  };
  std::vector<part> parts;
  bool stop_on_data = false;

  bool on_part_begin(const multipart_part& p) override
  {
    parts.push_back({p.name, p.filename, {}, false});
    return true;
  }
  bool on_part_data(std::string_view bytes) override
  {
    parts.back().data += bytes;
    return !stop_on_data;
  }
  bool on_part_end() override
  {
    parts.back().ended = true;
    return true;
  }
};

const std::string boundary = "----WebKitFormBoundary7MA4YWxkTrZu0gW";

std::string body_of(const std::vector<std::pair<std::string, std::string>>& parts, std::string preamble = {},
                    std::string epilogue = "\r\n")
{
  std::string body = preamble.empty() ? "" : preamble + "\r\n";
  for (const auto& [headers, data] : parts) body += "--" + boundary + "\r\n" + headers + "\r\n\r\n" + data + "\r\n";
  return body + "--" + boundary + "--" + epilogue;
}

// A value with the delimiter's pieces in it, and bytes of every value.
std::string tricky_data()
{
  std::string data = "\r\n--" + boundary.substr(0, 20) + "\r\n-\r\n--\r";
  for (int i = 0; i < 256; ++i) data.push_back(static_cast<char>(i));
  return data;
}

TEST(multipart_boundary, reads_plain_and_quoted_boundaries)
{
  EXPECT_EQ(multipart_boundary("multipart/form-data; boundary=abc123"), "abc123");
  EXPECT_EQ(multipart_boundary("Multipart/Form-Data;boundary=\"a b:c\""), "a b:c");
  EXPECT_EQ(multipart_boundary("multipart/form-data; charset=utf-8; boundary=x"), "x");
}

TEST(multipart_boundary, refuses_other_types_and_bad_boundaries)
{
  EXPECT_FALSE(multipart_boundary("application/json"));
  EXPECT_FALSE(multipart_boundary("multipart/form-data"));
  EXPECT_FALSE(multipart_boundary("multipart/mixed; boundary=abc"));
  EXPECT_FALSE(multipart_boundary("multipart/form-data; boundary="));
  EXPECT_FALSE(multipart_boundary("multipart/form-data; boundary=\"unterminated"));
  EXPECT_FALSE(multipart_boundary("multipart/form-data; boundary=" + std::string(71, 'a')));
  EXPECT_FALSE(multipart_boundary("multipart/form-data; boundary=a\r\nb"));
}

TEST(multipart_parser, parses_fields_and_files_in_one_piece)
{
  const auto body = body_of({{"Content-Disposition: form-data; name=\"note\"", "hello"},
                             {"Content-Disposition: form-data; name=\"images\"; filename=\"a.png\"\r\nContent-Type: image/png",
                              tricky_data()}});
  recorder r;
  multipart_parser p(boundary, r);
  EXPECT_EQ(p.feed(body), status::done);
  ASSERT_EQ(r.parts.size(), 2u);
  EXPECT_EQ(r.parts[0].name, "note");
  EXPECT_FALSE(r.parts[0].filename);
  EXPECT_EQ(r.parts[0].data, "hello");
  EXPECT_EQ(r.parts[1].name, "images");
  EXPECT_EQ(r.parts[1].filename, "a.png");
  EXPECT_EQ(r.parts[1].data, tricky_data());
  EXPECT_TRUE(r.parts[1].ended);
}

TEST(multipart_parser, gives_the_same_parts_whatever_the_chunk_sizes)
{
  const auto body = body_of({{"Content-Disposition: form-data; name=\"images\"; filename=\"x\"", tricky_data()},
                             {"content-disposition: form-data; name=images; filename=\"y\"", ""},
                             {"Content-Disposition: form-data; name=\"n\"", "v"}},
                            "preamble to ignore", "\r\nepilogue to ignore");
  for (std::size_t size = 1; size <= 64; ++size) {
    recorder r;
    multipart_parser p(boundary, r);
    auto st = status::more;
    for (std::size_t at = 0; at < body.size() && st == status::more; at += size) st = p.feed(std::string_view(body).substr(at, size));
    ASSERT_EQ(st, status::done) << "chunk size " << size;
    ASSERT_EQ(r.parts.size(), 3u) << "chunk size " << size;
    EXPECT_EQ(r.parts[0].data, tricky_data()) << "chunk size " << size;
    EXPECT_EQ(r.parts[1].data, "");
    EXPECT_EQ(r.parts[1].filename, "y");
    EXPECT_EQ(r.parts[2].data, "v");
  }
}

TEST(multipart_parser, an_empty_form_is_done_with_no_parts)
{
  recorder r;
  multipart_parser p(boundary, r);
  EXPECT_EQ(p.feed("--" + boundary + "--\r\n"), status::done);
  EXPECT_TRUE(r.parts.empty());
}

TEST(multipart_parser, a_body_cut_short_is_never_done)
{
  const auto body = body_of({{"Content-Disposition: form-data; name=\"images\"; filename=\"x\"", "abcdef"}});
  for (std::size_t cut = 0; cut + 4 < body.size(); ++cut) {
    recorder r;
    multipart_parser p(boundary, r);
    EXPECT_NE(p.feed(body.substr(0, cut)), status::done) << cut;
  }
}

TEST(multipart_parser, refuses_parts_that_are_not_form_data)
{
  const std::string bad_headers[] = {
      "",                                                    // no header at all
      "Content-Type: text/plain",                            // no disposition
      "Content-Disposition: attachment; name=\"a\"",         // not form-data
      "Content-Disposition: form-data; filename=\"a\"",      // no name
      "Content-Disposition: form-data; name=\"a",            // unterminated quote
      "Content-Disposition form-data; name=\"a\"",           // no colon
      "Content-Disposition: form-data; name=\"a\"\r\n folded",
      "Content-Disposition: form-data; name=\"a\"\r\nContent-Disposition: form-data; name=\"b\"",
  };
  for (const auto& headers : bad_headers) {
    recorder r;
    multipart_parser p(boundary, r);
    EXPECT_EQ(p.feed(body_of({{headers, "x"}})), status::malformed) << headers;
  }
  recorder r;
  multipart_parser p(boundary, r);
  EXPECT_EQ(p.feed("--" + boundary + "XX\r\n"), status::malformed);  // junk after a delimiter
}

TEST(multipart_parser, bounds_a_part_header_block)
{
  recorder r;
  multipart_parser p(boundary, r, 100);
  EXPECT_EQ(p.feed("--" + boundary + "\r\nContent-Disposition: form-data; name=\"a\"\r\nX: " + std::string(200, 'y')),
            status::malformed);
}

TEST(multipart_parser, stops_when_the_sink_says_so_and_stays_stopped)
{
  recorder r;
  r.stop_on_data = true;
  multipart_parser p(boundary, r);
  EXPECT_EQ(p.feed(body_of({{"Content-Disposition: form-data; name=\"a\"", "data"}})), status::stopped);
  EXPECT_EQ(p.feed("more"), status::stopped);
  EXPECT_EQ(p.current(), status::stopped);
}

}  // namespace
}  // namespace marine::api
