#include "api/controllers/controllers.hpp"
#include "api/http/responses.hpp"
#include "domain/rules/media_path.hpp"

#include <filesystem>
#include <fstream>
#include <iterator>
#include <span>

namespace marine::api {
using domain::is_safe_media_path;
using domain::media_content_type;
namespace {

// Largest file we serve from memory: a banner image is under 10 MB.
constexpr std::uintmax_t max_media_bytes = 10 * 1024 * 1024;

}  // namespace

std::span<const unsigned char> placeholder_jpeg();  // embedded from api/assets (cmake/embed_file.cmake)

bool install_default_media(const std::string& media_dir)
{
  const auto target = std::filesystem::path(media_dir) / "placeholder.jpg";
  std::error_code ec;
  if (std::filesystem::exists(target, ec)) return true;
  // Written beside and renamed into place, so no one ever serves half a file.
  const auto temp = std::filesystem::path(media_dir) / ".placeholder.jpg.tmp";
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    const auto bytes = placeholder_jpeg();
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    if (!out) return false;
  }
  std::filesystem::rename(temp, target, ec);
  return !ec;
}

void add_media_routes(router& routes, std::string media_dir)
{
  // In local runs nginx serves /uploads itself; this route serves the cross-origin set-up
  // (SPA on one host, API on another) and single-process deployments.
  routes.add(http::verb::get, "/uploads/*path",
             [dir = std::filesystem::path(std::move(media_dir))](request_context& ctx) -> awaitable<response> {
               const auto rel = ctx.param("path");
               const auto type = media_content_type(rel);
               if (!is_safe_media_path(rel) || !type)
                 co_return message_response(ctx.req, http::status::not_found, "Not found");
               const auto file = dir / std::filesystem::path(std::string(rel));
               std::error_code ec;
               const auto size = std::filesystem::file_size(file, ec);
               if (ec || !std::filesystem::is_regular_file(file, ec) || size > max_media_bytes)
                 co_return message_response(ctx.req, http::status::not_found, "Not found");
               std::ifstream in(file, std::ios::binary);
               std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
               if (!in.good() && !in.eof()) co_return message_response(ctx.req, http::status::not_found, "Not found");

               response res{http::status::ok, ctx.req.version()};
               res.set(http::field::content_type, *type);
               // Stored names never change meaning (uploads get generated names).
               res.set(http::field::cache_control, "public, max-age=31536000, immutable");
               // An SVG opened directly must not run script on our origin.
               res.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
               res.keep_alive(ctx.req.keep_alive());
               res.body() = std::move(bytes);
               co_return res;
             });
}

}  // namespace marine::api
