// Fuzz target: the link rule and the image-URL rule (domain/rules/url_rules.hpp) on any bytes.
// Besides not crashing, what they accept must hold what they promise: no control
// characters, spaces or backslashes, and a site path never starts with '//' once decoded.
#include "domain/rules/text_rules.hpp"
#include "domain/rules/url_rules.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

using namespace marine::domain;

namespace {

void require(bool holds)
{
  if (!holds) std::abort();
}

bool plain(std::string_view s)
{
  return s.find_first_of(" \\") == std::string_view::npos && code_point_count(s) &&
         !has_control_characters(s, text_lines::single);
}

// The host part of an accepted https URL: what lies between "://" and the path.
std::string_view authority(std::string_view url)
{
  const auto start = url.find("://") + 3;
  const auto end = url.find_first_of("/?#", start);
  return url.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
}

bool no_dot_segments(const std::string& path)
{
  const std::string wrapped = "/" + path + "/";
  return wrapped.find("/../") == std::string::npos && wrapped.find("/./") == std::string::npos;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
  const std::string_view url(reinterpret_cast<const char*>(data), size);
  (void)percent_decode(url);
  if (is_valid_link(url)) {
    require(plain(url));
    if (url.front() == '/') {
      const auto decoded = percent_decode(url.substr(0, url.find_first_of("?#")));
      require(decoded && plain(*decoded) && !decoded->starts_with("//") && no_dot_segments(*decoded));
      require(decoded->find(':') == std::string::npos);
    } else {
      require(is_https_url(url));
    }
  }
  if (is_https_url(url)) {
    require(plain(url) && url.size() > 8);
    const auto scheme = url.substr(0, 8);
    require(scheme == "https://" || scheme == "HTTPS://" || scheme.find("://") == 5);
    const auto host = authority(url);
    require(!host.empty() && host.find('@') == std::string_view::npos && host.find('%') == std::string_view::npos);
  }
  if (is_valid_image_url(url)) {
    require(plain(url));
    if (url.starts_with("/uploads/")) {
      const auto decoded = percent_decode(url.substr(9));
      require(decoded && plain(*decoded) && !decoded->starts_with("/") && no_dot_segments(*decoded));
    } else {
      require(is_https_url(url));
    }
  }
  return 0;
}
