#include "api/cache/cached_entry.hpp"

#include <gtest/gtest.h>
#include <zlib.h>

namespace marine::api {
namespace {

std::string gunzip(const std::string& packed)
{
  z_stream z{};
  EXPECT_EQ(inflateInit2(&z, 15 + 16), Z_OK);
  std::string out(1 << 20, '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(packed.data()));
  z.avail_in = static_cast<uInt>(packed.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  EXPECT_EQ(inflate(&z, Z_FINISH), Z_STREAM_END);
  out.resize(z.total_out);
  inflateEnd(&z);
  return out;
}

std::string large_json()
{
  std::string s = "[";
  for (int i = 0; i < 200; ++i) s += R"({"id":"product_)" + std::to_string(i) + R"(","name":"Anchor chain"},)";
  s.back() = ']';
  return s;
}

request get(std::string_view target = "/api/products")
{
  return request{http::verb::get, target, 11};
}

TEST(cached_entry, etag_is_strong_quoted_and_follows_the_bytes)
{
  const auto a = strong_etag("[1,2]");
  EXPECT_EQ(a, strong_etag("[1,2]"));
  EXPECT_NE(a, strong_etag("[1,3]"));
  EXPECT_NE(a, strong_etag("[1,2] "));
  EXPECT_TRUE(a.starts_with('"') && a.ends_with('"'));
  EXPECT_FALSE(a.starts_with("W/"));
}

TEST(cached_entry, accepts_gzip_reads_codings_and_q_values)
{
  EXPECT_TRUE(accepts_gzip("gzip"));
  EXPECT_TRUE(accepts_gzip("gzip, deflate, br"));
  EXPECT_TRUE(accepts_gzip("br;q=1.0, GZIP;q=0.5"));
  EXPECT_TRUE(accepts_gzip("*"));
  EXPECT_FALSE(accepts_gzip(""));
  EXPECT_FALSE(accepts_gzip("br, deflate"));
  EXPECT_FALSE(accepts_gzip("gzip;q=0"));
  EXPECT_FALSE(accepts_gzip("gzip;q=0.000, br"));
  EXPECT_FALSE(accepts_gzip("x-gzip2"));
}

TEST(cached_entry, if_none_match_lists_and_weak_forms)
{
  const std::string etag = "\"abc-1\"";
  EXPECT_TRUE(etag_matches("\"abc-1\"", etag));
  EXPECT_TRUE(etag_matches("\"zzz\", \"abc-1\"", etag));
  EXPECT_TRUE(etag_matches("W/\"abc-1\"", etag));
  EXPECT_TRUE(etag_matches("*", etag));
  EXPECT_FALSE(etag_matches("\"abc-2\"", etag));
  EXPECT_FALSE(etag_matches("abc-1", etag));
  EXPECT_FALSE(etag_matches("", etag));
}

TEST(cached_entry, large_bodies_get_a_gzip_copy_that_inflates_back)
{
  const auto body = large_json();
  const auto e = make_cached_entry(body);
  ASSERT_FALSE(e->gzip_body.empty());
  EXPECT_LT(e->gzip_body.size(), body.size());
  EXPECT_EQ(gunzip(e->gzip_body), body);
  EXPECT_TRUE(make_cached_entry("[]")->gzip_body.empty());
}

TEST(cached_entry, prebuilt_heads_are_complete_http_headers)
{
  const auto body = large_json();
  const auto e = make_cached_entry(body);
  EXPECT_TRUE(e->head_identity.starts_with("HTTP/1.1 200 OK\r\n"));
  EXPECT_TRUE(e->head_identity.ends_with("\r\n\r\n"));
  EXPECT_NE(e->head_identity.find("Content-Length: " + std::to_string(body.size()) + "\r\n"), std::string::npos);
  EXPECT_NE(e->head_identity.find("ETag: " + e->etag + "\r\n"), std::string::npos);
  EXPECT_NE(e->head_identity.find("Cache-Control: public, no-cache\r\n"), std::string::npos);
  EXPECT_NE(e->head_identity.find("Vary: Accept-Encoding, Origin\r\n"), std::string::npos);
  EXPECT_NE(e->head_identity.find("X-Content-Type-Options: nosniff\r\n"), std::string::npos);
  EXPECT_NE(e->head_identity.find("Referrer-Policy: no-referrer\r\n"), std::string::npos);
  EXPECT_EQ(e->head_identity.find("Content-Encoding"), std::string::npos);
  EXPECT_NE(e->head_gzip.find("Content-Encoding: gzip\r\n"), std::string::npos);
  EXPECT_NE(e->head_gzip.find("Content-Length: " + std::to_string(e->gzip_body.size()) + "\r\n"), std::string::npos);
  EXPECT_TRUE(e->head_not_modified.starts_with("HTTP/1.1 304 Not Modified\r\n"));
  EXPECT_NE(e->head_not_modified.find("ETag: " + e->etag + "\r\n"), std::string::npos);
  EXPECT_EQ(e->head_not_modified.find("\r\nContent-Type:"), std::string::npos);
}

TEST(cached_entry, variant_follows_if_none_match_then_accept_encoding)
{
  const auto e = make_cached_entry(large_json());
  auto req = get();
  EXPECT_EQ(choose_variant(req, *e), cached_variant::identity);
  req.set(http::field::accept_encoding, "gzip, br");
  EXPECT_EQ(choose_variant(req, *e), cached_variant::gzip);
  req.set(http::field::if_none_match, e->etag);
  EXPECT_EQ(choose_variant(req, *e), cached_variant::not_modified);
  req.set(http::field::if_none_match, "\"other\"");
  EXPECT_EQ(choose_variant(req, *e), cached_variant::gzip);

  const auto small = make_cached_entry("[]");
  EXPECT_EQ(choose_variant(req, *small), cached_variant::identity);  // accepted, but no copy
}

TEST(cached_entry, slow_path_response_matches_the_entry)
{
  const auto e = make_cached_entry(large_json());
  auto res = cached_response(get(), *e, cached_variant::gzip);
  EXPECT_EQ(res.result(), http::status::ok);
  EXPECT_EQ(res.body(), e->gzip_body);
  EXPECT_EQ(res[http::field::content_encoding], "gzip");
  EXPECT_EQ(res[http::field::etag], e->etag);
  auto not_modified = cached_response(get(), *e, cached_variant::not_modified);
  EXPECT_EQ(not_modified.result(), http::status::not_modified);
  EXPECT_TRUE(not_modified.body().empty());
}

}  // namespace
}  // namespace marine::api
