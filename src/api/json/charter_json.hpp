#pragma once
// The charter's JSON (docs/charter.md, the contract): terms inside a product, quote requests
// and answers, blocks and availability. JSON types are checked here with field errors by
// path; the rules themselves are the domain's (domain/charter).

#include "domain/charter/charter_quote.hpp"
#include "domain/charter/charter_block.hpp"
#include "domain/charter/charter_service.hpp"

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include <optional>
#include <vector>

namespace marine::api {

// Records "<path> must be a <type>" instead of throwing.
class json_reader {
 public:
  explicit json_reader(std::vector<domain::field_error>& errors) : errors_(errors) {}
  std::string text(const boost::json::object& o, std::string_view key, const std::string& path);
  std::optional<std::string> optional_text(const boost::json::object& o, std::string_view key, const std::string& path);
  double number(const boost::json::object& o, std::string_view key, const std::string& path, double fallback = 0);
  long long integer(const boost::json::object& o, std::string_view key, const std::string& path, long long fallback = 0);
  // The array's objects (at most `max`, else a field error and none).
  std::vector<const boost::json::object*> objects(const boost::json::object& o, std::string_view key, const std::string& path,
                                                  std::size_t max);
  void refuse_unknown(const boost::json::object& o, std::initializer_list<std::string_view> known, const std::string& path);
  std::vector<domain::field_error>& errors() { return errors_; }

 private:
  std::vector<domain::field_error>& errors_;
};

// "charter" of a product write: absent → nullopt; null → an empty optional (no terms).
std::optional<std::optional<domain::charter_terms_input>> read_charter_terms(const boost::json::object& body,
                                                                             std::vector<domain::field_error>& errors);
boost::json::object charter_terms_json(const domain::charter_terms& t);

// {date, start, hours, guests, extras: [{id, quantity}], lang?}; `path` prefixes errors ("booking").
domain::quote_request_input read_quote_request(const boost::json::object& o, json_reader& in, const std::string& path,
                                               bool with_lang);
boost::json::object quote_json(const domain::charter_quote& q);
boost::json::value rule_json(const std::optional<domain::minimum_rule>& r);

boost::json::object block_json(const domain::charter_block& b);
domain::block_input read_block_input(const boost::json::object& o, json_reader& in);
boost::json::object availability_json(const std::vector<domain::availability_day>& days);

}  // namespace marine::api
