#pragma once
// A listing's structured specifications (docs/product-specs.md): the fields buyers and
// charterers compare and filter by, each optional, each belonging to some categories.
// One table (spec_fields) describes them all; validation, the JSON, the stored jsonb and
// the import's cells all read it, so a field is added in one place (and in the migration's
// constraints and the SPA's copy of the table, frontend/src/api/specs.ts; the three are held
// to tests/fixtures/spec_fields.json).

#include "domain/catalogue/category.hpp"
#include "domain/rules/error.hpp"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace marine::domain {

enum class spec_kind {
  text,     // free text, one line
  choice,   // one of `choices`
  whole,    // a whole number
  decimal,  // at most two decimals, held as hundredths
};

// Which categories a field belongs to.
enum category_set : unsigned {
  for_spares = 1u << 0,
  for_chartering = 1u << 1,
  for_sales = 1u << 2,
  for_vessels = for_chartering | for_sales,
};

struct spec_field {
  std::string_view key;    // the JSON name, e.g. "lengthM"
  std::string_view label;  // starts its messages, e.g. "Length"
  spec_kind kind;
  unsigned categories;
  long long min = 0;  // whole and decimal fields (decimal: hundredths)
  long long max = 0;  // likewise; yearBuilt's is next year, see spec_max
  std::size_t max_length = 0;  // text fields, in characters
  std::span<const std::string_view> choices = {};
  std::string_view unit = {};  // in its messages after the bounds ("m", "kn")
};

// Every field, in the order pages list them.
std::span<const spec_field> spec_fields() noexcept;
const spec_field* find_spec_field(std::string_view key) noexcept;
bool belongs_to(const spec_field& f, category c) noexcept;
// The field's upper bound today (yearBuilt: next year).
long long spec_max(const spec_field& f);

// A stored value: text or choice → string; whole → the number; decimal → hundredths.
using spec_value = std::variant<std::string, long long>;

struct spec_entry {
  std::string key;
  spec_value value;
  bool operator==(const spec_entry&) const = default;
};

// The filled fields of one product, in spec_fields() order, each key once.
class product_specs {
 public:
  const std::vector<spec_entry>& entries() const noexcept { return entries_; }
  bool empty() const noexcept { return entries_.empty(); }
  const spec_value* find(std::string_view key) const noexcept;
  const std::string* text(std::string_view key) const noexcept;
  std::optional<long long> number(std::string_view key) const noexcept;
  void set(std::string_view key, spec_value value);  // key must be a known field
  void erase(std::string_view key);
  void keep_only(category c);  // drops the fields that do not belong to `c`
  bool operator==(const product_specs&) const = default;

 private:
  std::vector<spec_entry> entries_;
};

// What a client sends for one field: null (clears it), text, or a number.
using spec_input = std::variant<std::monostate, std::string, double>;

// "specs" of a create or update: `clear_all` for "specs": null; each change sets or clears
// one field, the others keep their value.
struct spec_patch {
  bool clear_all = false;
  std::vector<std::pair<std::string, spec_input>> changes;
};

// "specs.<key>", or "specs" for a key not fit to be echoed.
std::string spec_error_field(std::string_view key);

// Applies `patch` to `specs` of a product in category `c`; field errors are named
// "specs.<key>".
void apply_spec_patch(product_specs& specs, const spec_patch& patch, category c, std::vector<field_error>& errors);

// Hundredths as the shortest decimal: 2450 → "24.5", 2400 → "24", 2455 → "24.55".
std::string format_hundredths(long long hundredths);

}  // namespace marine::domain
