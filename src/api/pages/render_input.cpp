#include "api/pages/render_input.hpp"

#include "api/json/settings_json.hpp"

#include <boost/json/serialize.hpp>
#include <boost/json/string.hpp>

#include <utility>

namespace marine::api {

std::string page_target(std::string_view api_target)
{
  api_target.remove_prefix(std::min(api_target.size(), std::string_view("/_page").size()));
  if (api_target.empty() || api_target.front() != '/') return "/" + std::string(api_target);
  return std::string(api_target);
}

std::string render_request(std::string_view target, const site_info& site, const page_meta& meta)
{
  namespace json = boost::json;
  std::string body = "{\"url\":" + json::serialize(json::string(target)) +
                     ",\"settings\":" + json::serialize(to_json(site.settings)) + ",\"data\":{";
  bool first = true;
  for (const auto& [path, answer] : meta.screen.answers) {
    if (!std::exchange(first, false)) body += ',';
    body += json::serialize(json::string(path)) + ':' + answer;
  }
  return body + "}}";
}

void place_rendered_root(std::string& html, std::string_view markup)
{
  constexpr std::string_view root = "<div id=\"root\">";
  if (const auto at = html.find(root); at != std::string::npos) html.insert(at + root.size(), markup);
}

}  // namespace marine::api
