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

}  // namespace marine::domain
