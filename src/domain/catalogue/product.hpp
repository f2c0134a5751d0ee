#pragma once

#include "domain/catalogue/product_specs.hpp"
#include "domain/charter/charter_terms.hpp"

#include <optional>

#include <string>
#include <vector>

namespace marine::domain {

// A catalogue entry. price is the decimal text with two places ("1250.00"),
// timestamp the creation time as ISO-8601 UTC with milliseconds.
struct product {
  std::string id;
  std::string name;
  std::string category;
  std::string description;
  // The Arabic versions; "" when there is none (the Arabic pages show the English field).
  std::string name_ar;
  std::string description_ar;
  std::string price;
  std::string image;
  std::vector<std::string> images;
  bool in_stock = true;
  bool is_visible = true;
  bool show_contact_for_pricing = false;
  std::string timestamp;
  product_specs specs;
  // For parts (docs/search.md): the shop's own code ("" when none) and the OEM and
  // cross-reference numbers.
  std::string sku;
  std::vector<std::string> part_numbers;
  // The numbers this part replaces, and the engine or equipment models it fits
  // (docs/parts-lists.md, "Products").
  std::vector<std::string> supersedes;
  std::vector<std::string> fits;
  // Vessel Chartering only: the charter terms (docs/charter.md); none when not set.
  std::optional<charter_terms> charter;
};

}  // namespace marine::domain
