#include "api/pages/first_screen.hpp"

#include "api/pages/page_meta.hpp"
#include "domain/rules/media_path.hpp"

#include <boost/json/serialize.hpp>
#include <boost/json/string.hpp>

namespace marine::api {

void embed_answer(first_screen& screen, std::string path, std::string json)
{
  std::size_t bytes = json.size();
  for (const auto& [_, answer] : screen.answers) bytes += answer.size();
  if (bytes > max_embedded_bytes) return;
  screen.answers.emplace_back(std::move(path), std::move(json));
}

std::optional<preload_image> preload_of(std::string_view url)
{
  if (url.empty() || domain::uploaded_image_stem(url)) return std::nullopt;
  return preload_image{.href = std::string(url)};
}

std::string script_safe(std::string_view json)
{
  std::string out;
  out.reserve(json.size());
  for (std::size_t i = 0; i < json.size(); ++i) {
    const char c = json[i];
    if (c == '<') {
      out += "\\u003c";
    } else if (c == '\xE2' && i + 2 < json.size() && json[i + 1] == '\x80' && (json[i + 2] == '\xA8' || json[i + 2] == '\xA9')) {
      out += json[i + 2] == '\xA8' ? "\\u2028" : "\\u2029";
      i += 2;
    } else {
      out.push_back(c);
    }
  }
  return out;
}

std::string first_screen_tags(const first_screen& screen)
{
  std::string tags;
  if (const auto& image = screen.largest_image) {
    // fetchpriority: the browser would otherwise start it at low priority, behind the scripts.
    tags += "<link rel=\"preload\" as=\"image\" fetchpriority=\"high\" href=\"" + escape_html(image->href) + "\" />\n";
  }
  if (!screen.answers.empty()) {
    std::string json = "{";
    for (const auto& [path, answer] : screen.answers) {
      if (json.size() > 1) json += ',';
      json += boost::json::serialize(boost::json::string(path)) + ':' + answer;
    }
    json += '}';
    tags += "<script type=\"application/json\" id=\"page-data\">" + script_safe(json) + "</script>\n";
  }
  return tags;
}

}  // namespace marine::api
