#pragma once
// Spreadsheet cells ↔ product fields (docs/catalogue-io.md): the one place that says what a
// cell of the import or the export holds, so that exporting and importing again changes
// nothing. The export writes these texts; the import reads them back into a product_input
// that the form's rules (product_validation) then check.
#include "domain/catalogue/product.hpp"
#include "domain/catalogue/product_validation.hpp"
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace marine::domain {

// The columns, in the export's order: the product fields, then every specification key.
const std::vector<std::string>& import_columns();
bool is_import_column(std::string_view name);

// Against formula injection (OWASP "CSV Injection"): a cell starting with = + - @ gets a
// leading apostrophe, and so does one already starting with apostrophes before one of them,
// so that `unneutralise_cell` (one apostrophe less) gives back exactly what was stored.
std::string neutralise_cell(std::string_view text);
std::string unneutralise_cell(std::string_view text);

// "1,500.00" → "1500.00" when the commas group thousands; other text is left to the price rule.
std::string without_thousands_separators(std::string_view price);

// The cells of `supersedes` and `fits` (docs/catalogue-io.md): values separated by "|", a
// "\|" is a bar inside a value and "\\" a backslash; each value trimmed, an empty cell none.
std::string joined_escaped(const std::vector<std::string>& items);
std::vector<std::string> split_escaped(std::string_view cell);

// A product's cells, one per import_columns() entry (not neutralised).
std::vector<std::string> product_cells(const product& p);

// One row of a file: column → cell text, as the admin's mapping named them. Unknown columns
// are refused with a field error; an absent column leaves the field as it is.
struct import_cells_result {
  product_input input;
  std::vector<field_error> errors;
};
import_cells_result input_from_cells(const std::map<std::string, std::string, std::less<>>& cells);

}  // namespace marine::domain
