#pragma once
// Domain entities → the API's JSON (camelCase, the spec's field names, stable key order).

#include "domain/banner.hpp"
#include "domain/product.hpp"
#include "domain/user.hpp"

#include <boost/json/value.hpp>

#include <vector>

namespace marine::api {

boost::json::object to_json(const domain::product& p);
boost::json::object to_json(const domain::banner& b);
// A staff account as the admin screens see it; never the password hash.
boost::json::object to_json(const domain::user& u);
// The login/session answer's user: {id, name, username, role}.
boost::json::object session_user_json(const domain::user& u);

template <class T>
boost::json::array to_json(const std::vector<T>& items)
{
  boost::json::array out;
  out.reserve(items.size());
  for (const auto& item : items) out.push_back(to_json(item));
  return out;
}

}  // namespace marine::api
