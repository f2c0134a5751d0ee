#pragma once
// Reading the shared fixtures of tests/fixtures/: the tables that the C++ code, the SPA and
// the database are each held to (docs/product-specs.md, "Where the rules live"), so that a
// copy in one language cannot drift from the others unnoticed.

#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>

#include <chrono>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>

namespace marine::testing {

// tests/fixtures/<name> parsed; throws when it is missing (a test must not pass on nothing).
inline boost::json::value read_fixture(const std::string& name)
{
  std::ifstream in(std::string(MARINE_FIXTURES_DIR) + "/" + name);
  if (!in) throw std::runtime_error("missing fixture " + name);
  const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  return boost::json::parse(text);
}

// A JSON string as a std::string, embedded NUL characters included.
inline std::string str(const boost::json::value& v)
{
  const auto& s = v.as_string();
  return {s.data(), s.size()};
}

// The current year + 1: what "nextYear" stands for in tests/fixtures/spec_fields.json.
inline long long next_year()
{
  const auto today = std::chrono::year_month_day(std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now()));
  return static_cast<int>(today.year()) + 1;
}

// A field's bound ("min" or "max") as a number: "nextYear" becomes the next year.
inline double bound(const boost::json::object& field, const char* which)
{
  const auto& v = field.at(which);
  if (v.is_string()) {
    if (v.as_string() != "nextYear") throw std::runtime_error("unknown bound " + str(v));
    return static_cast<double>(next_year());
  }
  return v.to_number<double>();
}

}  // namespace marine::testing
