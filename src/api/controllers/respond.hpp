#pragma once
// The one way a controller answers a use case's result: its failure through status_for,
// 204 for a delete, or the value as JSON with the given status.

#include "api/http/responses.hpp"
#include "api/json/mapping.hpp"
#include "api/json/search_json.hpp"
#include "api/json/settings_json.hpp"
#include "domain/rules/error.hpp"

#include <boost/json/serialize.hpp>

#include <string>
#include <vector>

namespace marine::api {

// Products and banners are written as JSON text directly; accounts through Boost.JSON.
template <class T>
std::string json_of(const T& item)
{
  return to_json_text(item);
}
template <class T>
std::string json_of(const std::vector<T>& items)
{
  return serialize_list(items);
}
inline std::string json_of(const domain::user& u) { return boost::json::serialize(to_json(u)); }
inline std::string json_of(const std::vector<domain::user>& users) { return boost::json::serialize(to_json(users)); }
inline std::string json_of(const domain::site_settings& s) { return boost::json::serialize(to_json(s)); }
inline std::string json_of(const domain::search_page& p) { return search_page_json(p); }

// A use case's result as the JSON text of its answer (the cached reads), or its failure.
template <class T>
domain::result<std::string> json_text(const domain::result<T>& r)
{
  if (!r) return r.error();
  return json_of(*r);
}
// A read that cannot fail (active banners, settings): its JSON text.
template <class T>
domain::result<std::string> json_text(const T& value)
{
  return json_of(value);
}
template <class T>
response respond(const request& req, const domain::result<T>& r, http::status status = http::status::ok)
{
  if (!r) return failure_response(req, r.error());
  return json_response(req, status, json_of(*r));
}

// A delete's result: 204 No Content, or its failure.
inline response respond_removed(const request& req, const domain::result<bool>& r)
{
  return r ? no_content(req) : failure_response(req, r.error());
}

}  // namespace marine::api
