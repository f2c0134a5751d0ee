#include "domain/rules/url_rules.hpp"

#include "domain/rules/media_path.hpp"
#include "domain/rules/text_rules.hpp"

#include <boost/url/parse.hpp>

#include <algorithm>

namespace marine::domain {
namespace {

int hex_value(char c) noexcept
{
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Nothing a browser reads as a separator or skips: no spaces or controls, no backslash
// (browsers take it for '/'), valid UTF-8, and not too long.
bool plain_characters(std::string_view url) noexcept
{
  if (url.empty() || url.size() > max_url_length || !code_point_count(url)) return false;
  for (char c : url)
    if (c == ' ' || c == '\\') return false;
  return !has_control_characters(url, text_lines::single);
}

// A character of a path segment (RFC 3986 pchar without ':', which a router could take
// for a scheme); bytes of non-ASCII characters pass.
bool path_character(char c) noexcept
{
  if (static_cast<unsigned char>(c) >= 0x80) return true;
  if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) return true;
  return std::string_view("-._~!$&'()*+,;=@").find(c) != std::string_view::npos;
}

}  // namespace

std::optional<std::string> percent_decode(std::string_view text)
{
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out += text[i];
      continue;
    }
    if (i + 2 >= text.size()) return std::nullopt;
    const int high = hex_value(text[i + 1]);
    const int low = hex_value(text[i + 2]);
    if (high < 0 || low < 0) return std::nullopt;
    out += static_cast<char>(high * 16 + low);
    i += 2;
  }
  return out;
}

bool is_https_url(std::string_view url)
{
  if (!plain_characters(url)) return false;
  const auto parsed = boost::urls::parse_absolute_uri(url);
  if (!parsed) return false;
  const auto scheme = parsed->scheme_id();
  if (scheme != boost::urls::scheme::https || !parsed->has_authority() || parsed->has_userinfo()) return false;
  const auto host = parsed->encoded_host();
  const auto type = parsed->host_type();
  const bool known_type = type == boost::urls::host_type::name || type == boost::urls::host_type::ipv4 ||
                          type == boost::urls::host_type::ipv6;
  // A percent-encoded host name is decoded by browsers into something else than it shows.
  // The authority ends where its port's digits do, and Boost.URL reads what follows as a
  // path even without a '/' ("https://host:8a/" is host, port 8 and path "a/"): browsers
  // refuse such a URL, so do we.
  const auto path = parsed->encoded_path();
  return known_type && !host.empty() && host.find('%') == boost::core::string_view::npos &&
         (path.empty() || path.front() == '/');
}

bool is_site_path(std::string_view link)
{
  if (!plain_characters(link) || link.front() != '/') return false;
  const auto end_of_path = link.find_first_of("?#");
  const auto decoded = percent_decode(link.substr(0, end_of_path));
  if (!decoded || !plain_characters(*decoded)) return false;
  const std::string_view path = *decoded;
  // Segment by segment: none empty (that would be '//') but a final one ('/contact/'),
  // none '.' or '..'.
  for (std::size_t start = 1; start < path.size();) {
    const auto slash = path.find('/', start);
    const auto segment = path.substr(start, slash == std::string_view::npos ? std::string_view::npos : slash - start);
    if (segment.empty() || segment == "." || segment == "..") return false;
    for (char c : segment)
      if (!path_character(c)) return false;
    if (slash == std::string_view::npos) break;
    start = slash + 1;
  }
  if (end_of_path == std::string_view::npos) return true;
  // The query and fragment cannot move the link to another host: only decodable text.
  const auto rest = percent_decode(link.substr(end_of_path));
  return rest && code_point_count(*rest) && !has_control_characters(*rest, text_lines::single);
}

bool is_valid_link(std::string_view link) { return is_site_path(link) || is_https_url(link); }

bool is_valid_image_url(std::string_view url)
{
  constexpr std::string_view uploads = "/uploads/";
  if (!url.starts_with(uploads)) return is_https_url(url);
  if (!plain_characters(url) || url.find_first_of("?#") != std::string_view::npos) return false;
  const auto path = percent_decode(url.substr(uploads.size()));
  return path && plain_characters(*path) && is_safe_media_path(*path) && media_content_type(*path).has_value();
}

std::optional<std::string> own_media_path(std::string_view url, std::span<const std::string> own_origins)
{
  constexpr std::string_view uploads = "/uploads/";
  auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
  for (const auto& origin : own_origins) {
    if (origin.empty() || url.size() <= origin.size() + uploads.size()) continue;
    if (!std::equal(origin.begin(), origin.end(), url.begin(), [&](char a, char b) { return lower(a) == lower(b); }))
      continue;
    const auto path = url.substr(origin.size());
    if (path.starts_with(uploads)) return std::string(path);
  }
  return std::nullopt;
}

void use_own_media_path(std::string& url, std::span<const std::string> own_origins)
{
  if (auto path = own_media_path(url, own_origins)) url = std::move(*path);
}

}  // namespace marine::domain
