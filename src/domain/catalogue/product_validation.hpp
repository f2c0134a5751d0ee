#pragma once
// Product rules at data level (the stored schema, and what an insert may leave out), with
// the messages the staff screens show. The forms in the SPA check their own rules first;
// these hold whatever client writes. Text and URL fields follow the shared rules of
// domain/rules/text_rules.hpp and domain/rules/url_rules.hpp.

#include "domain/catalogue/product.hpp"
#include "domain/rules/error.hpp"
#include "domain/rules/url_rules.hpp"

#include <optional>
#include <string>
#include <vector>

namespace marine::domain {

inline constexpr std::size_t max_product_name_length = 200;
inline constexpr std::size_t min_description_length = 10;
inline constexpr std::size_t max_description_length = 10000;
inline constexpr std::size_t max_additional_images = 4;
inline constexpr std::size_t max_part_code_length = 64;  // an SKU or a part number
inline constexpr std::size_t max_part_numbers = 10;
inline constexpr std::size_t max_supersedes = 20;
inline constexpr std::size_t max_fits = 50;
inline constexpr std::size_t max_fit_length = 80;  // an engine or equipment model

// What a client may send; absent fields are nullopt (on update they keep their value).
struct product_input {
  std::optional<std::string> id;
  std::optional<std::string> name;
  std::optional<std::string> category;
  std::optional<std::string> description;
  std::optional<std::string> name_ar;         // "" clears the translation
  std::optional<std::string> description_ar;
  std::optional<std::string> price;  // decimal text, e.g. "1250" or "1250.50"
  std::optional<std::string> image;
  std::optional<std::vector<std::string>> images;
  std::optional<bool> in_stock;
  std::optional<bool> is_visible;
  std::optional<bool> show_contact_for_pricing;
  std::optional<std::string> timestamp;  // ISO-8601; honoured on create (imports)
  std::optional<spec_patch> specs;
  std::optional<std::string> sku;  // "" clears it
  std::optional<std::vector<std::string>> part_numbers;
  std::optional<std::vector<std::string>> supersedes;
  std::optional<std::vector<std::string>> fits;
  // Absent: kept; null (an empty inner optional): removed.
  std::optional<std::optional<charter_terms_input>> charter;
};

// "12", "12.5", "12.50" → "12.50"; nothing for anything that is not a non-negative
// decimal with at most 2 places and 8 digits before the point (numeric(10,2)).
// What a product without a picture shows (the form stores it for an empty image).
inline constexpr std::string_view placeholder_image = "/uploads/placeholder.jpg";

std::optional<std::string> normalize_price(std::string_view text);

// Applies `in` over `base` (defaults for a new product) and checks the result.
// Returns the field errors; on success `out` holds the product to store.
std::vector<field_error> build_product(const product_input& in, const product& base, product& out);

// The defaults of a new product (docs/behaviour.md, "Shapes").
product new_product_defaults();

}  // namespace marine::domain
