#pragma once
// The two URL rules, shared by every field that takes a URL (docs/security.md, "URLs we
// store"): a link (a banner's button) and an image URL (products, banners). Either is our
// own path, checked after percent-decoding, or an https URL with a host and no user info:
// nothing that a browser would resolve to another host than the one it names
// (//host, /\host, /%5Chost), no scheme but https (javascript:, data:, http: which is mixed
// content on an https site), no credentials. The SPA mirrors them in
// frontend/src/lib/url-rules.ts.

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace marine::domain {

inline constexpr std::size_t max_url_length = 2048;

// "%41b" → "Ab"; nothing when a '%' is not followed by two hex digits.
std::optional<std::string> percent_decode(std::string_view text);

// https://host[:port]/…: an https URL with a host and without user info.
bool is_https_url(std::string_view url);

// A path of this site ('/', '/category/marine-spares', '/contact?x=1#top'): after decoding,
// no '//', no backslash, no dot segments, no ':' and no control characters in the path.
bool is_site_path(std::string_view link);

// What a banner's button may link to: a path of this site or an https URL (not empty).
bool is_valid_link(std::string_view link);

// An image we may show: a file of our media store (/uploads/<path> of an image type, the
// path checked after decoding) or an https URL.
bool is_valid_image_url(std::string_view url);

// A URL of the site's own media store written out in full, on one of `own_origins`
// (scheme://host[:port], the site's URL and its allowed origins, compared without case):
// its site-relative path, "/uploads/...", whatever the scheme (a local run is http://);
// nothing for any other URL. What is stored is then that path, never the origin.
std::optional<std::string> own_media_path(std::string_view url, std::span<const std::string> own_origins);
// Replaces `url` with its own_media_path when it has one.
void use_own_media_path(std::string& url, std::span<const std::string> own_origins);

}  // namespace marine::domain
