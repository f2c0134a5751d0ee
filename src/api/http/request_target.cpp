#include "api/http/request_target.hpp"

#include <boost/url/parse.hpp>

namespace marine::api {

std::optional<parsed_target> parse_target(std::string_view target)
{
  auto url = boost::urls::parse_origin_form(target);
  if (!url) return std::nullopt;
  parsed_target t;
  t.path = std::string(url->encoded_path());
  for (auto seg : url->segments()) t.segments.push_back(std::string(seg));
  // A trailing slash yields an empty last segment: "/api/products/" is not a route.
  t.query = std::string(url->encoded_query());
  return t;
}

}  // namespace marine::api
