#include "api/http/query_string.hpp"

#include <boost/url/parse_query.hpp>

namespace marine::api {

std::optional<domain::query_parameters> query_parameters_of(std::string_view query, std::size_t max_parameters,
                                                            bool plus_as_space)
{
  domain::query_parameters out;
  if (query.empty()) return out;
  auto parsed = boost::urls::parse_query(query);
  if (!parsed || parsed->size() > max_parameters) return std::nullopt;
  boost::urls::encoding_opts options;
  options.space_as_plus = plus_as_space;
  for (const auto& p : *parsed) out.emplace_back(p.key.decode(options), p.has_value ? p.value.decode(options) : std::string());
  return out;
}

}  // namespace marine::api
