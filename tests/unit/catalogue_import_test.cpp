// The catalogue import's cells and plan (docs/catalogue-io.md): what a cell holds, the
// formula neutralisation and its undoing, and each row checked with the form's messages
// under its own row number.
#include "api/feeds/csv.hpp"
#include "domain/catalogue/import_cells.hpp"
#include "domain/catalogue/product_import.hpp"

#include <gtest/gtest.h>

namespace marine::domain {
namespace {

product stored(std::string id, std::string sku = "")
{
  auto p = new_product_defaults();
  p.id = std::move(id);
  p.name = "Impeller kit";
  p.category = "marine-spares";
  p.description = "Water pump impeller with gasket.";
  p.price = "1500.00";
  p.image = "/uploads/demo/impeller.svg";
  p.sku = std::move(sku);
  p.timestamp = "2026-01-01T00:00:00.000Z";
  return p;
}

import_row row_of(long long n, const product& p)
{
  import_row r{.row = n};
  const auto cells = product_cells(p);
  for (std::size_t i = 0; i < cells.size(); ++i) r.cells.emplace(import_columns()[i], neutralise_cell(cells[i]));
  return r;
}

TEST(import_cells, neutralises_every_formula_start_and_gives_it_back)
{
  for (std::string_view text : {"=HYPERLINK(\"http://x\")", "+971 4 123", "-5", "@SUM(A1)", "'=already", "''+twice", "\t=1+1", "\r=1+1"}) {
    const auto cell = neutralise_cell(text);
    EXPECT_EQ(cell.front(), '\'') << text;
    EXPECT_EQ(unneutralise_cell(cell), text);
  }
  for (std::string_view text : {"Impeller", "'quoted", "", "1,500", "مرساة", "a=b"}) {
    EXPECT_EQ(neutralise_cell(text), text);
    EXPECT_EQ(unneutralise_cell(text), text);
  }
}

TEST(import_cells, reads_a_price_with_commas_as_thousands_separators)
{
  EXPECT_EQ(without_thousands_separators("1,500.00"), "1500.00");
  EXPECT_EQ(without_thousands_separators("12,345,678"), "12345678");
  EXPECT_EQ(without_thousands_separators(" 950 "), "950");
  // Not thousands: left for the price rule to refuse.
  EXPECT_EQ(without_thousands_separators("1,50"), "1,50");
  EXPECT_EQ(without_thousands_separators("1500,00"), "1500,00");
  EXPECT_EQ(without_thousands_separators(",500"), ",500");
  auto [in, errors] = input_from_cells({{"price", "1,500.00"}});
  EXPECT_TRUE(errors.empty());
  product p;
  auto base = stored("a");
  EXPECT_TRUE(build_product(in, base, p).empty());
  EXPECT_EQ(p.price, "1500.00");
}

TEST(import_cells, an_exported_product_reads_back_unchanged_arabic_lists_and_specs_included)
{
  auto p = stored("product_1", "IMP-1");
  p.name_ar = "طقم دافعة المضخة";
  p.description_ar = "دافعة مضخة المياه مع الحشية.";
  p.images = {"https://cdn.example.com/a.jpg", "/uploads/b.webp"};
  p.part_numbers = {"=21951348", "3586496"};
  p.specs.set("brand", std::string("Volvo Penta"));
  p.in_stock = false;
  const auto report = product_import_service::plan({row_of(2, p)}, {p}, {}, nullptr);
  ASSERT_EQ(report.rows.size(), 1u);
  EXPECT_EQ(report.unchanged, 1) << (report.rows[0].errors.empty() ? "" : report.rows[0].errors[0].message);
}

TEST(import_plan, matches_on_id_then_sku_and_reports_the_changes)
{
  const auto a = stored("product_a", "SKU-A");
  const auto b = stored("product_b", "SKU-B");
  auto by_sku = row_of(3, b);
  by_sku.cells.erase("id");
  by_sku.cells["sku"] = "sku-b";  // any case
  by_sku.cells["price"] = "1,750";
  auto fresh = row_of(4, stored("", "SKU-NEW"));
  fresh.cells.erase("id");
  const auto report = product_import_service::plan({row_of(2, a), by_sku, fresh}, {a, b}, {}, nullptr);
  EXPECT_EQ(report.unchanged, 1);
  EXPECT_EQ(report.update, 1);
  EXPECT_EQ(report.create, 1);
  ASSERT_EQ(report.rows[1].action, import_action::update);
  EXPECT_EQ(report.rows[1].id, "product_b");
  // The SKU cell was the same code in another case: a change of the stored text too.
  std::vector<std::string> fields;
  for (const auto& c : report.rows[1].changes) fields.push_back(c.field);
  EXPECT_EQ(fields, (std::vector<std::string>{"sku", "price"}));
  EXPECT_EQ(report.rows[1].changes[1].before, "1500.00");
  EXPECT_EQ(report.rows[1].changes[1].after, "1750.00");
}

TEST(import_plan, each_rule_gives_the_forms_message_under_the_files_row_number)
{
  const auto a = stored("product_a");
  struct bad_case {
    std::string column, cell, field, message;
  };
  const std::vector<bad_case> cases = {
      {"name", "", "name", "Product name is required"},
      {"name", std::string(201, 'x'), "name", "Product name must be at most 200 characters"},
      {"category", "boats", "category", "Category must be marine-spares, vessel-chartering or vessel-sales-purchase"},
      {"description", "short", "description", "Description must be at least 10 characters"},
      {"price", "", "price", "Price is required"},
      {"price", "12.345", "price", "Price must be an amount in AED with at most 2 decimals, below 100,000,000"},
      {"image", "http://insecure.example.com/a.jpg", "image", "Must be a valid image URL"},
      {"images", "/uploads/1.jpg|/uploads/2.jpg|/uploads/3.jpg|/uploads/4.jpg|/uploads/5.jpg", "images",
       "Maximum 4 additional images allowed"},
      {"inStock", "maybe", "inStock", "inStock must be true or false"},
  };
  std::vector<import_row> rows;
  for (std::size_t i = 0; i < cases.size(); ++i) {
    auto r = row_of(static_cast<long long>(i) + 10, stored("product_new_" + std::to_string(i)));
    r.cells[cases[i].column] = cases[i].cell;
    rows.push_back(std::move(r));
  }
  const auto report = product_import_service::plan(rows, {a}, {}, nullptr);
  ASSERT_EQ(report.error, static_cast<long long>(cases.size()));
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const auto& r = report.rows[i];
    EXPECT_EQ(r.row, static_cast<long long>(i) + 10);
    ASSERT_EQ(r.action, import_action::error) << cases[i].column;
    EXPECT_NE(std::ranges::find(r.errors, field_error{cases[i].field, cases[i].message}), r.errors.end())
        << cases[i].column << ": " << (r.errors.empty() ? "" : r.errors[0].field + " " + r.errors[0].message);
  }
}

TEST(import_plan, the_same_product_twice_in_a_file_and_a_taken_sku_are_errors)
{
  const auto a = stored("product_a", "SKU-A");
  const auto b = stored("product_b", "SKU-B");
  auto twice = row_of(3, a);
  twice.cells["name"] = "Other";
  auto takes_b = row_of(4, stored("product_c", "sku-b"));
  std::vector<import_write> writes;
  const auto report = product_import_service::plan({row_of(2, a), twice, takes_b}, {a, b}, {}, &writes);
  EXPECT_EQ(report.error, 2);
  const auto has = [](const import_row_report& r, field_error e) { return std::ranges::find(r.errors, e) != r.errors.end(); };
  EXPECT_TRUE(has(report.rows[1], {"id", "This product is also on row 2"}));
  EXPECT_TRUE(has(report.rows[1], {"sku", "This SKU is also on row 2"}));
  EXPECT_TRUE(has(report.rows[2], {"sku", "This SKU is already used by another product"}));
  EXPECT_TRUE(writes.empty());  // row 2 is unchanged: nothing to write
}

TEST(export_csv, quotes_what_needs_it_and_keeps_arabic_bytes_as_they_are)
{
  std::string out(api::utf8_bom);
  api::append_csv_row(out, {"a,b", "say \"hi\"", "two\nlines", "مرساة", neutralise_cell("=1+2"), ""});
  EXPECT_EQ(out, "\xEF\xBB\xBF\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",مرساة,'=1+2,\r\n");
}

TEST(import_plan, a_stored_value_the_form_refuses_today_does_not_stop_its_row_but_a_new_one_does)
{
  auto old = stored("product_old");
  old.image = "";  // from before images were required
  auto same = row_of(2, old);
  auto renamed = row_of(3, stored("product_other"));
  renamed.cells["image"] = "ftp://example.com/a.jpg";
  auto emptied = row_of(4, stored("product_third"));
  emptied.cells["image"] = "";  // an empty image is the placeholder, as in the form
  auto other = stored("product_other");
  auto third = stored("product_third");
  const auto report = product_import_service::plan({same, renamed, emptied}, {old, other, third}, {}, nullptr);
  EXPECT_EQ(report.rows[0].action, import_action::unchanged);
  ASSERT_EQ(report.rows[1].action, import_action::error);
  EXPECT_EQ(report.rows[1].errors, (std::vector<field_error>{{"image", "Must be a valid image URL"}}));
  ASSERT_EQ(report.rows[2].action, import_action::update);
  EXPECT_EQ(report.rows[2].changes.at(0).after, "/uploads/placeholder.jpg");
}

TEST(import_plan, new_products_without_ids_get_distinct_ids_whatever_rows_fail_between_them)
{
  auto a = row_of(2, stored("", "N-1"));
  auto bad = row_of(3, stored("", "N-2"));
  bad.cells["price"] = "12.345";
  auto b = row_of(4, stored("", "N-3"));
  for (auto* r : {&a, &bad, &b}) r->cells.erase("id");
  std::vector<import_write> writes;
  const auto report = product_import_service::plan({a, bad, b}, {}, {}, &writes);
  EXPECT_EQ(report.create, 2);
  EXPECT_EQ(report.error, 1);
  ASSERT_EQ(writes.size(), 2u);
  EXPECT_NE(writes[0].p.id, writes[1].p.id);
}

// supersedes and fits (docs/catalogue-io.md): "\|" is a bar inside a value, "\\" a backslash.
TEST(import_cells, escaped_lists_round_trip_bars_and_backslashes)
{
  const std::vector<std::string> items = {"OLD|1", "OLD\\2", "MAN B&W", "end\\"};
  EXPECT_EQ(joined_escaped(items), "OLD\\|1|OLD\\\\2|MAN B&W|end\\\\");
  EXPECT_EQ(split_escaped(joined_escaped(items)), items);
  EXPECT_EQ(split_escaped(" A | B "), (std::vector<std::string>{"A", "B"}));
  EXPECT_EQ(split_escaped("C:\\path"), (std::vector<std::string>{"C:\\path"}));  // a lone backslash is itself
  EXPECT_TRUE(split_escaped("  ").empty());
  auto p = stored("product_parts");
  p.supersedes = {"1R|0749"};
  p.fits = {"Caterpillar 3516B", "Cummins\\KTA"};
  std::map<std::string, std::string, std::less<>> cells;
  const auto values = product_cells(p);
  for (std::size_t i = 0; i < values.size(); ++i) cells[import_columns()[i]] = values[i];
  const auto back = input_from_cells(cells);
  EXPECT_TRUE(back.errors.empty());
  EXPECT_EQ(back.input.supersedes, p.supersedes);
  EXPECT_EQ(back.input.fits, p.fits);
}

}  // namespace
}  // namespace marine::domain
