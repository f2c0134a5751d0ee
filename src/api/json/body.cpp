#include "api/json/body.hpp"

#include "api/json/duplicate_keys.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>

#include <algorithm>
#include <cmath>

namespace marine::api {
namespace {

bool is_content_type(std::string_view type, std::string_view wanted)
{
  const auto semi = type.find(';');
  auto media = type.substr(0, semi);
  while (!media.empty() && media.back() == ' ') media.remove_suffix(1);
  return boost::beast::iequals(media, wanted);
}

}  // namespace

domain::result<boost::json::object> parse_json_object(const request& req, bool text_plain_too)
{
  return parse_json_object(req[http::field::content_type], req.body(), text_plain_too);
}

domain::result<boost::json::object> parse_json_object(std::string_view content_type, std::string_view body,
                                                      bool text_plain_too)
{
  if (!is_content_type(content_type, "application/json") &&
      !(text_plain_too && is_content_type(content_type, "text/plain")))
    return domain::failure{domain::error_code::unsupported_media_type, "Content-Type must be application/json"};
  boost::json::parse_options options;
  options.max_depth = max_json_depth;
  boost::system::error_code ec;
  auto value = boost::json::parse(body, ec, {}, options);
  if (ec) return domain::invalid_input("Request body is not valid JSON");
  if (!value.is_object()) return domain::invalid_input("Request body must be a JSON object");
  if (has_duplicate_keys(body)) return domain::invalid_input("Request body has a key twice in one object");
  return std::move(value.as_object());
}

std::optional<std::string> json_fields::string(std::string_view key)
{
  asked_.emplace_back(key);
  const auto* v = obj_.if_contains(key);
  if (!v || v->is_null()) return std::nullopt;
  if (!v->is_string()) {
    errors_.push_back({std::string(key), std::string(key) + " must be a string"});
    return std::nullopt;
  }
  return std::string(v->as_string());
}

std::optional<bool> json_fields::boolean(std::string_view key)
{
  asked_.emplace_back(key);
  const auto* v = obj_.if_contains(key);
  if (!v || v->is_null()) return std::nullopt;
  if (!v->is_bool()) {
    errors_.push_back({std::string(key), std::string(key) + " must be true or false"});
    return std::nullopt;
  }
  return v->as_bool();
}

std::optional<long long> json_fields::integer(std::string_view key)
{
  asked_.emplace_back(key);
  const auto* v = obj_.if_contains(key);
  if (!v || v->is_null()) return std::nullopt;
  if (v->is_int64()) return v->as_int64();
  if (v->is_uint64() && v->as_uint64() <= static_cast<std::uint64_t>(INT64_MAX))
    return static_cast<long long>(v->as_uint64());
  // 2.0 is a whole number; 1e20 does not fit: range first, for converting it would be UB.
  if (v->is_double()) {
    const double d = v->as_double();
    if (d < 9.0e18 && d > -9.0e18 && d == std::trunc(d)) return static_cast<long long>(d);
  }
  errors_.push_back({std::string(key), std::string(key) + " must be a whole number"});
  return std::nullopt;
}

void json_fields::refuse_unknown(std::initializer_list<std::string_view> also)
{
  for (const auto& member : obj_) {
    const std::string_view key = member.key();
    const auto known = [key](std::string_view k) { return k == key; };
    if (std::any_of(asked_.begin(), asked_.end(), known) || std::any_of(also.begin(), also.end(), known)) continue;
    // The key is named back only while it is short and plain; it is the client's own text.
    const bool plain = key.size() <= 64 && std::all_of(key.begin(), key.end(), [](char c) {
                         return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
                       });
    const std::string name = plain ? std::string(key) : std::string("body");
    errors_.push_back({name, plain ? "Unknown field: " + name : std::string("Unknown field")});
  }
}

domain::failure json_fields::failure() const
{
  if (errors_.empty()) return domain::invalid_input("Invalid input");
  return domain::invalid_input(errors_.front().message, errors_);
}

}  // namespace marine::api
