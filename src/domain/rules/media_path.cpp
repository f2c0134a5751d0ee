#include "domain/rules/media_path.hpp"

#include <array>
#include <utility>

namespace marine::domain {

bool is_safe_media_path(std::string_view path) noexcept
{
  if (path.empty() || path.size() > 512) return false;
  std::size_t start = 0;
  while (start <= path.size()) {
    const auto end = path.find('/', start);
    const auto name = path.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    if (name.empty() || name.front() == '.') return false;  // also rules out '.' and '..'
    for (char c : name)
      if (static_cast<unsigned char>(c) < 0x20 || c == '\\' || c == 0x7f) return false;
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  return true;
}

std::optional<std::string_view> media_content_type(std::string_view path) noexcept
{
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 6> types = {{
      {".png", "image/png"},
      {".jpg", "image/jpeg"},
      {".jpeg", "image/jpeg"},
      {".gif", "image/gif"},
      {".webp", "image/webp"},
      {".svg", "image/svg+xml"},
  }};
  const auto dot = path.rfind('.');
  if (dot == std::string_view::npos) return std::nullopt;
  const auto ext = path.substr(dot);
  for (const auto& [e, type] : types) {
    if (e.size() != ext.size()) continue;
    bool same = true;
    for (std::size_t i = 0; i < e.size() && same; ++i) {
      char c = ext[i];
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
      same = c == e[i];
    }
    if (same) return type;
  }
  return std::nullopt;
}

std::optional<std::string_view> uploaded_image_stem(std::string_view url) noexcept
{
  constexpr std::string_view folder = "/uploads/images/";
  constexpr std::string_view extension = ".webp";
  constexpr std::size_t hash_length = 32;
  if (!url.starts_with(folder) || !url.ends_with(extension) || url.size() != folder.size() + hash_length + extension.size())
    return std::nullopt;
  for (char c : url.substr(folder.size(), hash_length))
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return std::nullopt;
  return url.substr(0, url.size() - extension.size());
}

}  // namespace marine::domain
