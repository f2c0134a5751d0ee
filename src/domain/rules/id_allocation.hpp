#pragma once
// New rows get the client's id (accepted once: a repeat is duplicate_id, never an
// overwrite) or '<prefix>_' + the time in milliseconds, as the SPA makes them;
// a generated id that is taken moves on to the next millisecond.

#include "domain/rules/write_outcome.hpp"

#include <boost/asio/awaitable.hpp>
#include <fmt/format.h>

#include <chrono>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

namespace marine::domain {

// insert(id) returns awaitable<write_outcome>. The outcome and the id it was tried with.
template <class Insert>
boost::asio::awaitable<std::pair<write_outcome, std::string>> insert_with_id(const std::optional<std::string>& client_id,
                                                                             std::string_view prefix, Insert insert)
{
  using namespace std::chrono;
  const auto base = duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
  for (int attempt = 0; attempt < 5; ++attempt) {
    std::string id = client_id ? *client_id : fmt::format("{}_{}", prefix, base + attempt);
    const auto outcome = co_await insert(id);
    if (outcome != write_outcome::duplicate_id || client_id) co_return std::pair{outcome, std::move(id)};
  }
  throw std::runtime_error(fmt::format("could not allocate a {} id", prefix));
}

}  // namespace marine::domain
