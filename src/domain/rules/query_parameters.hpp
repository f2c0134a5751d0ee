#pragma once

#include <string>
#include <utility>
#include <vector>

namespace marine::domain {

// A query string's parameters, decoded, in their order (a name may repeat: the parsers refuse that).
using query_parameters = std::vector<std::pair<std::string, std::string>>;

}  // namespace marine::domain
