#pragma once
// Paths in the media store (served at /uploads/…): which are safe and what type each file is.
// Only image types we produce or ship are served; anything else is not found.

#include <optional>
#include <string_view>

namespace marine::domain {

// A relative path of plain names: no '..', no '.', no hidden files, no backslashes,
// no control characters, nothing empty.
bool is_safe_media_path(std::string_view path) noexcept;

// The Content-Type for the file's extension (case-insensitive), or nothing when we do
// not serve that kind of file.
std::optional<std::string_view> media_content_type(std::string_view path) noexcept;

// An upload's URL is "/uploads/images/<32 hex>.webp" (the content hash, upload_service);
// its other sizes are stored beside it under the same stem: "-800.webp", "-400.webp" and
// "-share.jpg". The stem ("/uploads/images/<hash>") of such a URL; nothing for any other.
std::optional<std::string_view> uploaded_image_stem(std::string_view url) noexcept;

}  // namespace marine::domain
