#pragma once
// Domain entities → the API's JSON (camelCase, the field names of docs/behaviour.md, stable key order).
//
// Products and banners are the public reads' bodies, written straight into the answer's
// text: building a boost::json tree first copied every string once more and allocated a
// node per field, a tenth of a cold read's time on our side. Strings are still escaped by
// Boost.JSON's serializer; only the fixed structure (braces, our own keys) is ours.

#include "domain/accounts/user.hpp"
#include "domain/catalogue/banner.hpp"
#include "domain/catalogue/product.hpp"

#include <boost/json/serializer.hpp>
#include <boost/json/value.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace marine::api {

// Appends JSON to a string: objects of keys we choose (plain ASCII names, written as they
// are) and values, strings escaped by boost::json::serializer.
class json_text {
 public:
  explicit json_text(std::size_t reserve = 0) { out_.reserve(reserve); }

  void begin_object() { open('{'); }
  void end_object() { close('}'); }
  void begin_array() { open('['); }
  void end_array() { close(']'); }
  // The key of the next member of the current object.
  void key(std::string_view name);
  void value(std::string_view s);
  void value(const std::string& s) { value(std::string_view(s)); }
  void value(bool b);
  void value(int n);
  void value(const std::vector<std::string>& strings);
  // A number already written as JSON number text ("24.35").
  void number_text(std::string_view digits);
  void null_value() { number_text("null"); }

  template <class T>
  void member(std::string_view name, const T& v)
  {
    key(name);
    value(v);
  }

  std::string take() { return std::move(out_); }

 private:
  void separate();
  void open(char c);
  void close(char c);

  std::string out_;
  bool first_ = true;  // no member or element written yet in the innermost object or array
  boost::json::serializer escaper_;
};

// `replaced`: the superseded number a search found the product through ("" when none).
void write_json(json_text& out, const domain::product& p, std::string_view replaced = {});
void write_json(json_text& out, const domain::banner& b);

// The JSON text of one product or banner.
template <class T>
std::string to_json_text(const T& item)
{
  json_text out(1024);
  write_json(out, item);
  return out.take();
}

// The JSON text of a list of products or banners.
template <class T>
std::string serialize_list(const std::vector<T>& items)
{
  json_text out(items.size() * 1024);
  out.begin_array();
  for (const auto& item : items) write_json(out, item);
  out.end_array();
  return out.take();
}

// A staff account as the admin screens see it; never the password hash.
boost::json::object to_json(const domain::user& u);
boost::json::array to_json(const std::vector<domain::user>& users);
// The login/session answer's user: {id, name, username, role}.
boost::json::object session_user_json(const domain::user& u);

}  // namespace marine::api
