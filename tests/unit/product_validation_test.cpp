#include "domain/catalogue/product_service.hpp"
#include "domain/catalogue/product_validation.hpp"
#include "domain/rules/validation.hpp"

#include <gtest/gtest.h>

namespace marine::domain {
namespace {

TEST(normalize_price, gives_two_decimals)
{
  EXPECT_EQ(normalize_price("12"), "12.00");
  EXPECT_EQ(normalize_price("12.5"), "12.50");
  EXPECT_EQ(normalize_price("12.05"), "12.05");
  EXPECT_EQ(normalize_price(" 0 "), "0.00");
  EXPECT_EQ(normalize_price("007"), "7.00");
  EXPECT_EQ(normalize_price("99999999.99"), "99999999.99");
}

TEST(normalize_price, refuses_what_numeric_10_2_cannot_hold_or_is_not_a_plain_decimal)
{
  for (auto bad : {"", "-1", "+1", "1.234", "100000000", "1e3", "abc", "1.", ".5", "1,5", "0x1", "1 000", "NaN"})
    EXPECT_FALSE(normalize_price(bad)) << bad;
}

TEST(iso_timestamp, accepts_the_api_form_only)
{
  EXPECT_TRUE(is_iso_utc_timestamp("2023-11-15T01:24:21.468Z"));
  EXPECT_TRUE(is_iso_utc_timestamp("2023-11-15T01:24:21Z"));
  EXPECT_TRUE(is_iso_utc_timestamp("2024-02-29T00:00:00Z"));
  for (auto bad : {"2023-11-15", "2023-11-15T01:24:21", "2023-13-15T01:24:21Z", "2023-11-15T25:00:00Z",
                   "2023-02-29T00:00:00Z", "2023-04-31T00:00:00Z",
                   "2023-11-15T01:24:21.46Z", "2023-11-15 01:24:21Z", "yesterday"})
    EXPECT_FALSE(is_iso_utc_timestamp(bad)) << bad;
}

TEST(creation_timestamp, may_not_be_later_than_now_beyond_a_small_clock_skew)
{
  using namespace std::chrono;
  const auto now = sys_days(year(2026) / 11 / 25) + hours(12);
  auto problems = [&](std::string_view t) {
    std::vector<field_error> errors;
    check_creation_timestamp(errors, t, now);
    return errors;
  };
  EXPECT_TRUE(problems("2026-11-25T12:00:00.000Z").empty());
  EXPECT_TRUE(problems("2026-11-25T12:04:59Z").empty()) << "a client clock a little ahead";
  EXPECT_TRUE(problems("2001-01-01T00:00:00Z").empty());
  EXPECT_EQ(problems("2026-11-25T12:05:01Z"),
            (std::vector<field_error>{{"timestamp", "timestamp cannot be in the future"}}));
  EXPECT_EQ(problems("2999-01-01T00:00:00.000Z"),
            (std::vector<field_error>{{"timestamp", "timestamp cannot be in the future"}}));
  EXPECT_EQ(problems("tomorrow"),
            (std::vector<field_error>{{"timestamp", "timestamp must look like 2026-01-31T12:00:00.000Z"}}));
  // PostgreSQL refuses the year 0 with an error; nothing of ours is older than 1970.
  for (const auto* t : {"0000-01-01T00:00:00Z", "0001-01-01T00:00:00.000Z", "1969-12-31T23:59:59Z"})
    EXPECT_EQ(problems(t), (std::vector<field_error>{{"timestamp", "timestamp must be from 1970 on"}})) << t;
  EXPECT_TRUE(problems("1970-01-01T00:00:00Z").empty());
  EXPECT_EQ(problems("9999-12-31T23:59:59Z"),
            (std::vector<field_error>{{"timestamp", "timestamp cannot be in the future"}}));
}

// Days (filters, reports) may be up to the day after today in UTC: Dubai's day starts first.
TEST(validation, days_from_1970_to_tomorrow)
{
  const auto now = std::chrono::sys_days(std::chrono::year(2026) / 11 / 25) + std::chrono::hours(22);
  const auto day = [](int y, unsigned m, unsigned d) {
    return std::chrono::sys_days(std::chrono::year(y) / std::chrono::month(m) / std::chrono::day(d));
  };
  EXPECT_FALSE(day_out_of_range(day(1970, 1, 1), now));
  EXPECT_FALSE(day_out_of_range(day(2026, 11, 26), now));
  EXPECT_EQ(day_out_of_range(day(2026, 11, 27), now), "cannot be in the future");
  EXPECT_EQ(day_out_of_range(day(1969, 12, 31), now), "must be from 1970 on");
  EXPECT_EQ(day_out_of_range(day(0, 1, 1), now), "must be from 1970 on");
}

// A write may repeat an entry's creation time, never change it.
TEST(validation, timestamp_unchanged)
{
  std::vector<field_error> errors;
  check_timestamp_unchanged(errors, std::nullopt, "2026-01-01T00:00:00.000Z");
  check_timestamp_unchanged(errors, "2026-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z");
  EXPECT_TRUE(errors.empty());
  check_timestamp_unchanged(errors, "2026-01-01T00:00:00Z", "2026-01-01T00:00:00.000Z");
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].field, "timestamp");
}

product_input valid_input()
{
  return {.id = std::nullopt,
          .name = "Anchor",
          .category = "marine-spares",
          .description = "A heavy galvanised anchor.",
          .price = "10",
          .image = "/uploads/a.png",
          .images = std::vector<std::string>{},
          .in_stock = std::nullopt,
          .is_visible = std::nullopt,
          .show_contact_for_pricing = std::nullopt,
          .timestamp = std::nullopt};
}

TEST(build_product, applies_defaults_and_normalises)
{
  product p;
  EXPECT_TRUE(build_product(valid_input(), new_product_defaults(), p).empty());
  EXPECT_EQ(p.price, "10.00");
  EXPECT_TRUE(p.in_stock);
  EXPECT_TRUE(p.is_visible);
  EXPECT_FALSE(p.show_contact_for_pricing);
}

TEST(build_product, supersedes_and_fits_are_trimmed_bounded_and_unique)
{
  auto in = valid_input();
  in.supersedes = std::vector<std::string>{" 1R-0749 "};
  in.fits = std::vector<std::string>{"Caterpillar 3516B "};
  product p;
  EXPECT_TRUE(build_product(in, new_product_defaults(), p).empty());
  EXPECT_EQ(p.supersedes, (std::vector<std::string>{"1R-0749"}));
  EXPECT_EQ(p.fits, (std::vector<std::string>{"Caterpillar 3516B"}));
  const auto first_field = [&](product_input i) {
    product out;
    const auto errors = build_product(i, new_product_defaults(), out);
    return errors.empty() ? std::string() : errors.front().field;
  };
  auto many = valid_input();
  many.supersedes = std::vector<std::string>(21, "x");
  EXPECT_EQ(first_field(many), "supersedes");
  many.supersedes = std::vector<std::string>{"A-1", "a-1"};
  EXPECT_EQ(first_field(many), "supersedes");
  many.supersedes.reset();
  many.fits = std::vector<std::string>(51, "x");
  EXPECT_EQ(first_field(many), "fits");
  many.fits = std::vector<std::string>{std::string(81, 'x')};
  EXPECT_EQ(first_field(many), "fits");
  many.fits = std::vector<std::string>{std::string(80, 'x')};
  EXPECT_EQ(first_field(many), "");
  many.fits = std::vector<std::string>{"tab\there"};
  EXPECT_EQ(first_field(many), "fits");
}

TEST(build_product, contact_for_pricing_stores_zero_whatever_the_price)
{
  auto in = valid_input();
  in.show_contact_for_pricing = true;
  in.price = "not even a number";
  product p;
  EXPECT_TRUE(build_product(in, new_product_defaults(), p).empty());
  EXPECT_EQ(p.price, "0.00");
}

TEST(build_product, description_counts_characters_after_trimming)
{
  auto in = valid_input();
  in.description = "  short     ";
  product p;
  auto errors = build_product(in, new_product_defaults(), p);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].message, "Description must be at least 10 characters");
  in.description = "Ålesund ✓✓";  // 10 characters, more bytes
  EXPECT_TRUE(build_product(in, new_product_defaults(), p).empty());
}

TEST(build_product, update_keeps_what_is_not_sent)
{
  product base = new_product_defaults();
  base.name = "Old";
  base.description = "An old description.";
  base.price = "5.00";
  base.image = "/uploads/a.png";
  product_input in;
  in.name = "New";
  product p;
  EXPECT_TRUE(build_product(in, base, p).empty());
  EXPECT_EQ(p.name, "New");
  EXPECT_EQ(p.price, "5.00");
  EXPECT_EQ(p.description, "An old description.");
}

}  // namespace
}  // namespace marine::domain
