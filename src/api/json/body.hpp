#pragma once
// Reading JSON request bodies: the content type, well-formedness, nesting depth and the
// types of the fields a handler asks for. Problems become 4xx failures with field errors.

#include "api/http/types.hpp"
#include "domain/rules/error.hpp"

#include <boost/json/object.hpp>

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace marine::api {

inline constexpr std::size_t max_json_depth = 16;

// The body as a JSON object: 415 unless the content type is application/json (or, with
// `text_plain_too`, text/plain: what navigator.sendBeacon sends a string as), 400 when it
// is not valid JSON (or too deep) or not an object.
domain::result<boost::json::object> parse_json_object(const request& req, bool text_plain_too = false);
// The same over a Content-Type and a body held elsewhere (the events' fast path).
domain::result<boost::json::object> parse_json_object(std::string_view content_type, std::string_view body,
                                                      bool text_plain_too);

// Typed access that records a field error instead of throwing. An absent key (or
// null) gives nullopt; a value of the wrong type adds "<field> must be a <type>".
class json_fields {
 public:
  explicit json_fields(const boost::json::object& obj) : obj_(obj) {}

  std::optional<std::string> string(std::string_view key);
  std::optional<bool> boolean(std::string_view key);
  std::optional<long long> integer(std::string_view key);

  // A field error for each of the object's keys that no accessor above asked for and
  // `also` does not name (fields read by hand): a misspelt or foreign key ("role") is
  // refused, not ignored.
  void refuse_unknown(std::initializer_list<std::string_view> also = {});

  bool ok() const noexcept { return errors_.empty(); }
  std::vector<domain::field_error>& errors() noexcept { return errors_; }
  domain::failure failure() const;

 private:
  const boost::json::object& obj_;
  std::vector<domain::field_error> errors_;
  std::vector<std::string> asked_;
};

}  // namespace marine::api
