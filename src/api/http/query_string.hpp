#pragma once
// A request's query string as decoded parameters, for the routes that take several.

#include "domain/rules/query_parameters.hpp"

#include <cstddef>
#include <optional>
#include <string_view>

namespace marine::api {

// Nothing when the query is malformed or has more than `max_parameters`. `plus_as_space`:
// '+' means a space, as a browser's form and URLSearchParams write one.
std::optional<domain::query_parameters> query_parameters_of(std::string_view query, std::size_t max_parameters,
                                                            bool plus_as_space = false);

}  // namespace marine::api
