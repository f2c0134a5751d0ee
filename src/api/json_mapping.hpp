#pragma once
// Domain entities → the API's JSON (camelCase, the spec's field names, stable key order).

#include "domain/banner.hpp"
#include "domain/product.hpp"
#include "domain/user.hpp"

#include <boost/json/monotonic_resource.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include <vector>

namespace marine::api {

// `sp`: where the JSON tree lives (a monotonic_resource makes a long list cheap to build).
boost::json::object to_json(const domain::product& p, boost::json::storage_ptr sp = {});
boost::json::object to_json(const domain::banner& b, boost::json::storage_ptr sp = {});
// A staff account as the admin screens see it; never the password hash.
boost::json::object to_json(const domain::user& u, boost::json::storage_ptr sp = {});
// The login/session answer's user: {id, name, username, role}.
boost::json::object session_user_json(const domain::user& u);

template <class T>
boost::json::array to_json(const std::vector<T>& items, boost::json::storage_ptr sp = {})
{
  boost::json::array out(sp);
  out.reserve(items.size());
  for (const auto& item : items) out.push_back(to_json(item, sp));
  return out;
}

// The JSON text of a list, built in one bump allocator that is dropped at once: the
// cold path's product lists are hundreds of objects.
template <class T>
std::string serialize_list(const std::vector<T>& items)
{
  boost::json::monotonic_resource arena;
  return boost::json::serialize(to_json(items, &arena));
}

}  // namespace marine::api
