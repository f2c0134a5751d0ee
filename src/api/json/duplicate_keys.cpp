#include "api/json/duplicate_keys.hpp"

#include <boost/json/basic_parser_impl.hpp>

#include <set>
#include <string>
#include <vector>

namespace marine::api {
namespace {

using boost::system::error_code;
using sv = boost::json::string_view;

// A basic_parser handler that keeps only the keys of the objects being read.
struct key_checker {
  static constexpr std::size_t max_object_size = std::size_t(-1);
  static constexpr std::size_t max_array_size = std::size_t(-1);
  static constexpr std::size_t max_key_size = std::size_t(-1);
  static constexpr std::size_t max_string_size = std::size_t(-1);

  std::vector<std::set<std::string>> objects;  // one per open object
  std::string key;                             // a key arriving in parts
  bool duplicate = false;

  bool on_document_begin(error_code&) { return true; }
  bool on_document_end(error_code&) { return true; }
  bool on_object_begin(error_code&)
  {
    objects.emplace_back();
    return true;
  }
  bool on_object_end(std::size_t, error_code&)
  {
    objects.pop_back();
    return true;
  }
  bool on_array_begin(error_code&) { return true; }
  bool on_array_end(std::size_t, error_code&) { return true; }
  bool on_key_part(sv part, std::size_t, error_code&)
  {
    key.append(part.data(), part.size());
    return true;
  }
  bool on_key(sv part, std::size_t, error_code& ec)
  {
    key.append(part.data(), part.size());
    if (!objects.back().insert(std::move(key)).second) {
      duplicate = true;
      ec = boost::json::error::syntax;  // stops the parse: the answer is known
    }
    key.clear();
    return !duplicate;
  }
  bool on_string_part(sv, std::size_t, error_code&) { return true; }
  bool on_string(sv, std::size_t, error_code&) { return true; }
  bool on_number_part(sv, error_code&) { return true; }
  bool on_int64(std::int64_t, sv, error_code&) { return true; }
  bool on_uint64(std::uint64_t, sv, error_code&) { return true; }
  bool on_double(double, sv, error_code&) { return true; }
  bool on_bool(bool, error_code&) { return true; }
  bool on_null(error_code&) { return true; }
  bool on_comment_part(sv, error_code&) { return true; }
  bool on_comment(sv, error_code&) { return true; }
};

}  // namespace

bool has_duplicate_keys(std::string_view json)
{
  boost::json::basic_parser<key_checker> parser{boost::json::parse_options{}};
  error_code ec;
  parser.write_some(false, json.data(), json.size(), ec);
  return parser.handler().duplicate;
}

}  // namespace marine::api
