#pragma once
// Domain failures: what went wrong in business terms. The API layer maps each code to an
// HTTP status in one place (status_for in api/http/responses.cpp); nothing here knows
// about HTTP.

#include <boost/system/result.hpp>

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace marine::domain {

enum class error_code {
  invalid_input,        // the request breaks a validation rule
  not_found,            // no such resource (or not visible to this viewer)
  conflict,             // duplicate id, username taken, banner limit
  unauthenticated,      // no valid session
  forbidden,            // valid session, wrong role or origin
  too_many_requests,    // throttled
  payload_too_large,
  unsupported_media_type,
  unavailable,          // a dependency (the database) cannot serve now
};

struct field_error {
  std::string field;
  std::string message;
  bool operator==(const field_error&) const = default;
};

struct failure {
  error_code code;
  std::string message;
  std::vector<field_error> errors = {};
  int retry_after_seconds = 0;  // for too_many_requests and unavailable
};

inline failure not_found(std::string message) { return {error_code::not_found, std::move(message)}; }
inline failure invalid_input(std::string message, std::vector<field_error> errors = {})
{
  return {error_code::invalid_input, std::move(message), std::move(errors)};
}

inline failure conflict(std::string message) { return {error_code::conflict, std::move(message)}; }
inline failure unauthenticated(std::string message = "Authentication required")
{
  return {error_code::unauthenticated, std::move(message)};
}
// The database (or another dependency) cannot serve now: try again shortly.
inline failure unavailable()
{
  return {error_code::unavailable, "Service temporarily unavailable, please retry", {}, 2};
}
inline failure forbidden(std::string message = "Forbidden") { return {error_code::forbidden, std::move(message)}; }

template <class T>
using result = boost::system::result<T, failure>;

// Thrown by infrastructure (the database is down, the pool is saturated): not an expected
// outcome of a use case, so it travels as an exception up to the one barrier that maps it.
class unavailable_error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Lets result<T, failure>::value() throw when it holds a failure (found by ADL).
[[noreturn]] void throw_exception_from_error(const failure& f, const boost::source_location& loc);

class failure_error : public std::runtime_error {
 public:
  explicit failure_error(failure f) : std::runtime_error(f.message), failure_(std::move(f)) {}
  const failure& get() const noexcept { return failure_; }

 private:
  failure failure_;
};

}  // namespace marine::domain
