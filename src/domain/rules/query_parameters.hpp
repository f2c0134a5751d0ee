#pragma once

#include "domain/rules/error.hpp"

#include <algorithm>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace marine::domain {

// A query string's parameters, decoded, in their order (a name may repeat: the parsers refuse that).
using query_parameters = std::vector<std::pair<std::string, std::string>>;

// Whether `name` is one of `known` and its first appearance (then noted in `seen`); else the
// field error that says why ("Unknown parameter", "Give this parameter once").
template <class Names>
bool accept_parameter(const std::string& name, const Names& known, std::vector<std::string_view>& seen,
                      std::vector<field_error>& errors)
{
  if (std::find(known.begin(), known.end(), name) == known.end()) {
    errors.push_back({name.size() <= 64 ? name : "query", "Unknown parameter"});
    return false;
  }
  if (std::find(seen.begin(), seen.end(), name) != seen.end()) {
    errors.push_back({name, "Give this parameter once"});
    return false;
  }
  seen.push_back(name);
  return true;
}

}  // namespace marine::domain
