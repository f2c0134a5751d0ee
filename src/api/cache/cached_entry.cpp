#include "api/cache/cached_entry.hpp"

#include "api/http/responses.hpp"
#include "api/http/send_file.hpp"

#include <fmt/format.h>
#include <zlib.h>

#include <stdexcept>
#include <unistd.h>

namespace marine::api {
namespace {

// Calls fn(token) for each comma-separated, trimmed item of a header list.
template <class Fn>
bool any_item(std::string_view list, Fn fn)
{
  while (!list.empty()) {
    const auto comma = list.find(',');
    auto item = list.substr(0, comma);
    while (!item.empty() && (item.front() == ' ' || item.front() == '\t')) item.remove_prefix(1);
    while (!item.empty() && (item.back() == ' ' || item.back() == '\t')) item.remove_suffix(1);
    if (!item.empty() && fn(item)) return true;
    list = comma == std::string_view::npos ? std::string_view{} : list.substr(comma + 1);
  }
  return false;
}

bool iequals_ascii(std::string_view a, std::string_view b)
{
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    if (lower(a[i]) != lower(b[i])) return false;
  }
  return true;
}

// What the server adds to every answer: cors_policy::decorate's Vary for a request
// without an allowed Origin, and the standard headers.
std::string finished_head(response res)
{
  res.set(http::field::vary, "Accept-Encoding, Origin");
  set_standard_headers(res);
  return serialized_head(res);
}

}  // namespace

bool accepts_gzip(std::string_view accept_encoding)
{
  return any_item(accept_encoding, [](std::string_view item) {
    const auto semi = item.find(';');
    auto coding = item.substr(0, semi);
    while (!coding.empty() && coding.back() == ' ') coding.remove_suffix(1);
    if (!iequals_ascii(coding, "gzip") && coding != "*") return false;
    if (semi == std::string_view::npos) return true;
    auto params = item.substr(semi + 1);
    const auto q = params.find("q=");
    if (q == std::string_view::npos) return true;
    const auto value = params.substr(q + 2);
    // q=0, q=0.0, q=0.00, q=0.000 refuse; anything else accepts.
    return !(value.starts_with('0') && value.find_first_not_of("0.", 0) >= value.find_first_of(" ;,"));
  });
}

bool etag_matches(std::string_view if_none_match, std::string_view etag)
{
  return any_item(if_none_match, [etag](std::string_view item) {
    if (item == "*") return true;
    if (item.starts_with("W/")) item.remove_prefix(2);
    return item == etag;
  });
}

std::string strong_etag(std::string_view bytes)
{
  std::uint64_t h = 14695981039346656037ull;
  for (char c : bytes) {
    h ^= static_cast<unsigned char>(c);
    h *= 1099511628211ull;
  }
  return fmt::format("\"{:016x}-{:x}\"", h, bytes.size());
}

std::string gzip(std::string_view bytes)
{
  z_stream z{};
  constexpr int gzip_window = 15 + 16;  // +16: gzip header and trailer instead of zlib's
  if (deflateInit2(&z, 6, Z_DEFLATED, gzip_window, 8, Z_DEFAULT_STRATEGY) != Z_OK)
    throw std::runtime_error("deflateInit2 failed");
  std::string out(deflateBound(&z, bytes.size()), '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
  z.avail_in = static_cast<uInt>(bytes.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  const int rc = deflate(&z, Z_FINISH);
  out.resize(z.total_out);
  deflateEnd(&z);
  if (rc != Z_STREAM_END) throw std::runtime_error("deflate did not finish");
  return out;
}

cached_variant choose_variant(const request& req, const cached_entry& e)
{
  if (auto inm = req[http::field::if_none_match]; !inm.empty() && etag_matches(inm, e.etag))
    return cached_variant::not_modified;
  if (!e.gzip_body.empty() && accepts_gzip(req[http::field::accept_encoding])) return cached_variant::gzip;
  return cached_variant::identity;
}

response cached_response(const request& req, const cached_entry& e, cached_variant v)
{
  response res{v == cached_variant::not_modified ? http::status::not_modified : http::status::ok, req.version()};
  if (v != cached_variant::not_modified) res.set(http::field::content_type, e.content_type);
  res.set(http::field::etag, e.etag);
  res.set(http::field::cache_control, cached_cache_control);
  res.set(http::field::vary, "Accept-Encoding");
  if (v == cached_variant::gzip) res.set(http::field::content_encoding, "gzip");
  res.keep_alive(req.keep_alive());
  if (v != cached_variant::not_modified) res.body() = v == cached_variant::gzip ? e.gzip_body : e.body;
  // The server writes only the header for HEAD, with this body's length.
  res.prepare_payload();
  return res;
}

cached_entry::~cached_entry()
{
  if (identity_file >= 0) ::close(identity_file);
}

std::shared_ptr<const cached_entry> make_cached_entry(std::string body, read_scope scope, std::size_t route,
                                                      std::string content_type, std::chrono::system_clock::time_point expires)
{
  auto e = std::make_shared<cached_entry>();
  e->expires = expires;
  e->body = std::move(body);
  e->content_type = std::move(content_type);
  e->route = route;
  e->scope = std::move(scope);
  e->etag = strong_etag(e->body);
  if (e->body.size() >= gzip_min_bytes) {
    auto packed = gzip(e->body);
    if (packed.size() < e->body.size() * 9 / 10) e->gzip_body = std::move(packed);
  }
  request plain{http::verb::get, "/", 11};
  auto head_of = [&](cached_variant v) {
    auto res = cached_response(plain, *e, v);
    res.body().clear();  // the header only: the body is written from the entry
    return finished_head(std::move(res));
  };
  e->head_identity = head_of(cached_variant::identity);
  if (!e->gzip_body.empty()) e->head_gzip = head_of(cached_variant::gzip);
  e->head_not_modified = head_of(cached_variant::not_modified);
  if (e->body.size() >= send_file_min_bytes) e->identity_file = memory_file(e->body);
  return e;
}

}  // namespace marine::api
