// The server's field table (domain/catalogue/product_specs.cpp) is the one of
// tests/fixtures/spec_fields.json, field by field: key, label, kind, categories, range,
// length, choices, unit and messages. The SPA (frontend/src/api/specs.test.ts) and the
// database's constraints (integration/spec_fields_schema_test.cpp) are held to the same
// table, so the three copies agree (docs/product-specs.md, "Where the rules live").
#include "domain/catalogue/product_specs.hpp"
#include "fixture_json.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <map>

namespace marine::domain {
namespace {

using marine::testing::bound;
using marine::testing::str;

const boost::json::object& fixture()
{
  static const auto doc = marine::testing::read_fixture("spec_fields.json");
  return doc.as_object();
}

const boost::json::array& fixture_fields() { return fixture().at("fields").as_array(); }

std::string kind_name(spec_kind k)
{
  switch (k) {
    case spec_kind::text: return "text";
    case spec_kind::choice: return "choice";
    case spec_kind::whole: return "whole";
    case spec_kind::decimal: return "decimal";
  }
  return "?";
}

std::string optional_text(const boost::json::object& o, const char* key)
{
  return o.contains(key) ? str(o.at(key)) : std::string();
}

// A bound as a message prints it: 0.5, 500, next year's number.
std::string bound_text(const boost::json::object& field, const char* which)
{
  const auto& v = field.at(which);
  if (v.is_double()) return fmt::format("{}", v.as_double());
  return std::to_string(std::llround(bound(field, which)));
}

// A message of the fixture's "messages" with the field's values in place of {label}, ….
std::string message(const char* name, const boost::json::object& field)
{
  auto text = str(fixture().at("messages").at(name));
  std::map<std::string, std::string> values = {{"label", str(field.at("label"))}, {"unit", optional_text(field, "unit")}};
  if (field.contains("min")) values["min"] = bound_text(field, "min");
  if (field.contains("max")) values["max"] = bound_text(field, "max");
  if (field.contains("maxLength")) values["maxLength"] = std::to_string(field.at("maxLength").as_int64());
  if (field.contains("choices")) {
    std::string list;
    for (const auto& c : field.at("choices").as_array()) list += (list.empty() ? "" : ", ") + str(c);
    values["choices"] = list;
  }
  for (const auto& [token, value] : values) {
    const auto placeholder = "{" + token + "}";
    for (auto at = text.find(placeholder); at != std::string::npos; at = text.find(placeholder))
      text.replace(at, placeholder.size(), value);
  }
  return text;
}

TEST(spec_fields_fixture, the_server_table_is_the_fixture_field_by_field)
{
  const auto& want = fixture_fields();
  const auto have = spec_fields();
  ASSERT_EQ(have.size(), want.size());
  for (std::size_t i = 0; i < have.size(); ++i) {
    const auto& f = have[i];
    const auto& w = want[i].as_object();
    SCOPED_TRACE(str(w.at("key")));
    EXPECT_EQ(f.key, str(w.at("key")));
    EXPECT_EQ(f.label, str(w.at("label")));
    EXPECT_EQ(kind_name(f.kind), str(w.at("kind")));
    for (auto c : all_categories) {
      bool listed = false;
      for (const auto& s : w.at("categories").as_array()) listed = listed || s.as_string() == slug(c);
      EXPECT_EQ(belongs_to(f, c), listed) << slug(c);
    }
    EXPECT_EQ(f.unit, optional_text(w, "unit"));
    const bool number = f.kind == spec_kind::whole || f.kind == spec_kind::decimal;
    EXPECT_EQ(number, w.contains("min") && w.contains("max"));
    if (number) {
      const double scale = f.kind == spec_kind::decimal ? 100.0 : 1.0;  // decimals are held as hundredths
      EXPECT_EQ(f.min, std::llround(bound(w, "min") * scale));
      EXPECT_EQ(spec_max(f), std::llround(bound(w, "max") * scale));
    }
    EXPECT_EQ(static_cast<std::int64_t>(f.max_length), w.contains("maxLength") ? w.at("maxLength").as_int64() : 0);
    std::vector<std::string> choices;
    if (w.contains("choices"))
      for (const auto& c : w.at("choices").as_array()) choices.push_back(str(c));
    EXPECT_EQ(std::vector<std::string>(f.choices.begin(), f.choices.end()), choices);
  }
}

// The one error of setting `key` to `value` in the field's first category (with the field
// its own rule requires, unless `alone`).
std::string error_of(const boost::json::object& field, spec_input value, bool alone = false)
{
  const auto c = category_from_slug(str(field.at("categories").at(0)));
  if (!c) return "(unknown category)";
  spec_patch patch;
  if (field.contains("onlyWith") && !alone)
    patch.changes.emplace_back(str(field.at("onlyWith").at("key")), str(field.at("onlyWith").at("value")));
  patch.changes.emplace_back(str(field.at("key")), std::move(value));
  product_specs specs;
  std::vector<field_error> errors;
  apply_spec_patch(specs, patch, *c, errors);
  if (errors.size() != 1) return fmt::format("({} errors)", errors.size());
  EXPECT_EQ(errors[0].field, "specs." + str(field.at("key")));
  return errors[0].message;
}

TEST(spec_fields_fixture, every_field_refuses_with_the_fixture_messages)
{
  for (const auto& v : fixture_fields()) {
    const auto& f = v.as_object();
    const auto kind = str(f.at("kind"));
    SCOPED_TRACE(str(f.at("key")));
    if (kind == "text") {
      const auto n = static_cast<std::size_t>(f.at("maxLength").as_int64());
      EXPECT_EQ(error_of(f, std::string(n, 'x')), "(0 errors)");
      EXPECT_EQ(error_of(f, std::string(n + 1, 'x')), message("tooLong", f));
    } else if (kind == "choice") {
      for (const auto& c : f.at("choices").as_array()) EXPECT_EQ(error_of(f, str(c)), "(0 errors)");
      EXPECT_EQ(error_of(f, std::string("not a choice")), message("choice", f));
    } else {
      const double step = kind == "decimal" ? 0.01 : 1.0;
      const char* range = kind == "decimal" ? "decimalRange" : "range";
      const double lo = bound(f, "min"), hi = bound(f, "max");
      EXPECT_EQ(error_of(f, lo), "(0 errors)");
      EXPECT_EQ(error_of(f, hi), "(0 errors)");
      EXPECT_EQ(error_of(f, lo - step), message(range, f));
      EXPECT_EQ(error_of(f, hi + step), message(range, f));
      EXPECT_EQ(error_of(f, lo + step / 10), message(kind == "decimal" ? "decimals" : "whole", f));
      EXPECT_EQ(error_of(f, std::string("12")), message("notANumber", f));
      if (f.contains("onlyWith")) EXPECT_EQ(error_of(f, lo, true), str(f.at("onlyWith").at("message")));
    }
  }
}

}  // namespace
}  // namespace marine::domain
