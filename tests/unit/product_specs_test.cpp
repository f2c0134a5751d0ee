// Every specification field and its range (docs/product-specs.md): the server's
// field errors, named "specs.<key>", with the messages the staff forms show too.
#include "domain/catalogue/product_specs.hpp"
#include "domain/catalogue/product_validation.hpp"

#include <gtest/gtest.h>

#include <chrono>

namespace marine::domain {
namespace {

int next_year()
{
  const auto today = std::chrono::year_month_day(std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now()));
  return static_cast<int>(today.year()) + 1;
}

// The errors of setting one field of a product in category `c`.
std::vector<field_error> errors_of(category c, std::string key, spec_input value, product_specs* out = nullptr)
{
  product_specs specs;
  std::vector<field_error> errors;
  spec_patch patch;
  if (key == "minimumHours") patch.changes.emplace_back("rateBasis", std::string("hour"));
  patch.changes.emplace_back(std::move(key), std::move(value));
  apply_spec_patch(specs, patch, c, errors);
  if (out) *out = specs;
  return errors;
}

std::string message_of(category c, const std::string& key, spec_input value)
{
  const auto errors = errors_of(c, key, std::move(value));
  if (errors.size() != 1) return errors.empty() ? "(none)" : "(several)";
  EXPECT_EQ(errors[0].field, "specs." + key);
  return errors[0].message;
}

constexpr auto charter = category::vessel_chartering;
constexpr auto sales = category::vessel_sales_purchase;
constexpr auto spares = category::marine_spares;

TEST(product_specs, decimal_fields_take_metres_with_two_decimals_between_their_bounds)
{
  for (const char* key : {"lengthM", "beamM", "draftM"}) {
    product_specs specs;
    EXPECT_TRUE(errors_of(sales, key, 24.35, &specs).empty()) << key;
    EXPECT_EQ(specs.number(key), 2435) << key;
    EXPECT_TRUE(errors_of(charter, key, 0.5).empty()) << key;
    EXPECT_TRUE(errors_of(charter, key, 500.0).empty()) << key;
    EXPECT_EQ(message_of(charter, key, 12.345), std::string(find_spec_field(key)->label) + " must have at most 2 decimals");
    EXPECT_EQ(message_of(charter, key, 0.49), std::string(find_spec_field(key)->label) + " must be between 0.5 and 500 m");
    EXPECT_EQ(message_of(charter, key, 500.01), std::string(find_spec_field(key)->label) + " must be between 0.5 and 500 m");
    EXPECT_EQ(message_of(charter, key, 1e300), std::string(find_spec_field(key)->label) + " must be between 0.5 and 500 m");
    EXPECT_EQ(message_of(charter, key, std::string("24")), std::string(find_spec_field(key)->label) + " must be a number");
  }
  EXPECT_EQ(message_of(charter, "cruiseSpeedKn", 100.5), "Cruising speed must be between 0.5 and 100 kn");
  EXPECT_TRUE(errors_of(charter, "cruiseSpeedKn", 22.5).empty());
}

TEST(product_specs, whole_number_fields_hold_their_ranges)
{
  struct range {
    const char* key;
    const char* label;
    long long min, max;
  };
  for (const auto& r : {range{"yearBuilt", "Year built", 1900, next_year()}, range{"guests", "Guests", 1, 2000},
                        range{"cabins", "Cabins", 0, 500}, range{"crew", "Crew", 0, 500},
                        range{"minimumHours", "Minimum hours", 1, 24}}) {
    const auto expected = std::string(r.label) + " must be between " + std::to_string(r.min) + " and " + std::to_string(r.max);
    EXPECT_TRUE(errors_of(charter, r.key, double(r.min)).empty()) << r.key;
    EXPECT_TRUE(errors_of(charter, r.key, double(r.max)).empty()) << r.key;
    EXPECT_EQ(message_of(charter, r.key, double(r.min - 1)), expected);
    EXPECT_EQ(message_of(charter, r.key, double(r.max + 1)), expected);
    EXPECT_EQ(message_of(charter, r.key, double(r.min) + 0.5), std::string(r.label) + " must be a whole number");
  }
  EXPECT_TRUE(errors_of(sales, "engineHours", 0.0).empty());
  EXPECT_EQ(message_of(sales, "engineHours", 200001.0), "Engine hours must be between 0 and 200000");
}

TEST(product_specs, choices_are_one_of_their_fixed_lists)
{
  for (const char* type : {"yacht", "catamaran", "speedboat", "dhow", "tug", "barge", "crew boat", "supply vessel",
                           "landing craft", "workboat", "other"})
    EXPECT_TRUE(errors_of(sales, "vesselType", std::string(type)).empty()) << type;
  EXPECT_EQ(message_of(sales, "vesselType", std::string("submarine")),
            "Vessel type must be one of: yacht, catamaran, speedboat, dhow, tug, barge, crew boat, supply vessel, "
            "landing craft, workboat, other");
  EXPECT_EQ(message_of(charter, "rateBasis", std::string("month")), "Rate basis must be one of: hour, day, week");
  EXPECT_EQ(message_of(spares, "condition", std::string("refurbished")), "Condition must be one of: new, used");
  EXPECT_EQ(message_of(sales, "vesselType", 3.0), "Vessel type must be text");
}

TEST(product_specs, texts_are_trimmed_limited_and_a_blank_one_is_not_stored)
{
  struct limit {
    category c;
    const char* key;
    const char* label;
    std::size_t max;
  };
  for (const auto& l : {limit{sales, "builder", "Builder", 100}, limit{sales, "model", "Model", 100},
                        limit{sales, "flag", "Flag", 100}, limit{charter, "engines", "Engines", 200},
                        limit{charter, "location", "Location", 200}, limit{spares, "brand", "Brand", 100},
                        limit{spares, "partNumber", "Part number", 64}}) {
    product_specs specs;
    EXPECT_TRUE(errors_of(l.c, l.key, std::string("  ") + std::string(l.max, 'x') + " ", &specs).empty()) << l.key;
    EXPECT_EQ(*specs.text(l.key), std::string(l.max, 'x'));
    EXPECT_EQ(message_of(l.c, l.key, std::string(l.max + 1, 'x')),
              std::string(l.label) + " must be at most " + std::to_string(l.max) + " characters");
    EXPECT_TRUE(errors_of(l.c, l.key, std::string("   "), &specs).empty());
    EXPECT_TRUE(specs.empty()) << l.key;
  }
  EXPECT_EQ(errors_of(spares, "brand", std::string("Volvo\nPenta")).size(), 1u) << "one line";
}

TEST(product_specs, each_field_belongs_to_its_categories)
{
  EXPECT_EQ(message_of(spares, "lengthM", 12.0), "Length is not a specification of Marine Supplies");
  EXPECT_EQ(message_of(sales, "rateBasis", std::string("day")), "Rate basis is not a specification of Vessel Sales & Purchase");
  EXPECT_EQ(message_of(charter, "engineHours", 10.0), "Engine hours is not a specification of Vessel Chartering");
  EXPECT_EQ(message_of(charter, "brand", std::string("Volvo")), "Brand is not a specification of Vessel Chartering");
  EXPECT_EQ(message_of(charter, "lengthOverall", 12.0), "Unknown specification");
  const auto weird = errors_of(charter, std::string(500, 'k'), 1.0);
  ASSERT_EQ(weird.size(), 1u);
  EXPECT_EQ(weird[0].field, "specs") << "a long or odd key is not echoed";
}

TEST(product_specs, a_minimum_of_hours_needs_an_hourly_rate)
{
  product_specs specs;
  std::vector<field_error> errors;
  apply_spec_patch(specs, {.changes = {{"rateBasis", std::string("day")}, {"minimumHours", 3.0}}}, charter, errors);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0], (field_error{"specs.minimumHours", "Minimum hours applies to an hourly rate only"}));
  EXPECT_EQ(*specs.text("rateBasis"), "day");
}

TEST(product_specs, a_patch_sets_clears_and_keeps_fields_and_null_clears_them_all)
{
  product_specs specs;
  std::vector<field_error> errors;
  apply_spec_patch(specs, {.changes = {{"guests", 12.0}, {"lengthM", 24.5}, {"vesselType", std::string("yacht")}}},
                   charter, errors);
  ASSERT_TRUE(errors.empty());
  ASSERT_EQ(specs.entries().size(), 3u);
  EXPECT_EQ(specs.entries()[0].key, "vesselType") << "kept in the order pages list them";
  apply_spec_patch(specs, {.changes = {{"lengthM", std::monostate{}}}}, charter, errors);
  EXPECT_FALSE(specs.find("lengthM"));
  EXPECT_EQ(specs.number("guests"), 12);
  apply_spec_patch(specs, {.clear_all = true}, charter, errors);
  EXPECT_TRUE(specs.empty());
  EXPECT_TRUE(errors.empty());
}

TEST(product_specs, a_product_moved_to_another_category_keeps_what_fits_it)
{
  product base = new_product_defaults();
  base.name = "Azimut 68";
  base.category = "vessel-chartering";
  base.description = "A fine yacht for charter.";
  base.price = "2500.00";
  base.image = "/uploads/a.png";
  base.specs.set("lengthM", 2070LL);
  base.specs.set("rateBasis", std::string("hour"));
  product out;
  const auto errors = build_product({.category = "vessel-sales-purchase"}, base, out);
  for (const auto& e : errors) ADD_FAILURE() << e.field << ": " << e.message;
  EXPECT_EQ(out.specs.number("lengthM"), 2070);
  EXPECT_FALSE(out.specs.find("rateBasis"));
}

TEST(product_specs, hundredths_are_written_as_the_shortest_decimal)
{
  EXPECT_EQ(format_hundredths(2450), "24.5");
  EXPECT_EQ(format_hundredths(2400), "24");
  EXPECT_EQ(format_hundredths(2405), "24.05");
}

}  // namespace
}  // namespace marine::domain
