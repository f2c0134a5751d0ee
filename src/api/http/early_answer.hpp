#pragma once
// A request answered from its head and a small body that arrived with it, before routing:
// the enquiry beacons (docs/insights.md, "The hot path"). Whatever such a handler does not
// take on at once goes the long way, through the route table, with the same outcome.

#include "api/http/types.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace marine::api {

class early_answer {
 public:
  virtual ~early_answer() = default;
  // The size of the body to look at when this head is one to try, else nothing.
  virtual std::optional<std::size_t> wanted_body(const request& head) const = 0;
  // The header block of a 204 No Content without its final empty line (the session adds
  // X-Request-Id), or nothing: the request goes the long way, its body still unread.
  virtual std::optional<std::string> try_answer(const request& head, std::string_view body, std::string_view peer) = 0;
  // The route it stands in for (the metrics' label).
  virtual std::size_t route_index() const = 0;
};

}  // namespace marine::api
