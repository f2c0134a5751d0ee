#include "domain/catalogue/product_validation.hpp"

#include "domain/accounts/user_validation.hpp"
#include "domain/catalogue/category.hpp"
#include "domain/rules/text_rules.hpp"

#include <algorithm>

namespace marine::domain {

std::optional<std::string> normalize_price(std::string_view text)
{
  const auto t = trim(text);
  std::string_view s = t;
  const auto dot = s.find('.');
  const auto whole = s.substr(0, dot);
  const auto frac = dot == std::string_view::npos ? std::string_view{} : s.substr(dot + 1);
  if (whole.empty() || whole.size() > 8 || frac.size() > 2 || (dot != std::string_view::npos && frac.empty()))
    return std::nullopt;
  for (char c : whole)
    if (c < '0' || c > '9') return std::nullopt;
  for (char c : frac)
    if (c < '0' || c > '9') return std::nullopt;
  // Leading zeros are harmless ("007" is 7), but keep one digit before the point.
  auto w = whole;
  while (w.size() > 1 && w.front() == '0') w.remove_prefix(1);
  std::string out(w);
  out += '.';
  out += frac;
  while (out.size() - out.find('.') < 3) out += '0';
  return out;
}

product new_product_defaults()
{
  product p;
  p.category = "marine-spares";
  p.in_stock = true;
  p.is_visible = true;
  p.show_contact_for_pricing = false;
  return p;
}

namespace {

// A list of codes or models: at most `most` values, each one line of 1 to `max` characters,
// none twice (in any case). The first error only.
struct list_rule {
  const char* field;
  const char* label;
  const char* too_many;
  const char* empty;
  const char* twice;
  std::size_t most;
  std::size_t max;
};

void check_list(std::vector<field_error>& errors, const std::vector<std::string>& items, const list_rule& rule)
{
  if (items.size() > rule.most) {
    errors.push_back({rule.field, rule.too_many});
    return;
  }
  std::vector<std::string> seen;
  for (const auto& item : items) {
    if (!check_text(errors, item, {.field = rule.field, .label = rule.label, .required = rule.empty, .max = rule.max}))
      return;
    auto folded = ascii_lower(item);
    if (std::find(seen.begin(), seen.end(), folded) != seen.end()) {
      errors.push_back({rule.field, rule.twice});
      return;
    }
    seen.push_back(std::move(folded));
  }
}

// The SKU and the part numbers (docs/search.md), the numbers a part supersedes and the models
// it fits (docs/parts-lists.md, "Products").
void check_part_fields(std::vector<field_error>& errors, const product& p)
{
  check_text(errors, p.sku, {.field = "sku", .label = "SKU", .max = max_part_code_length});
  check_list(errors, p.part_numbers,
             {"partNumbers", "Part number", "At most 10 part numbers", "A part number cannot be empty",
              "Each part number only once", max_part_numbers, max_part_code_length});
  check_list(errors, p.supersedes,
             {"supersedes", "Superseded number", "At most 20 superseded numbers", "A superseded number cannot be empty",
              "Each superseded number only once", max_supersedes, max_part_code_length});
  check_list(errors, p.fits,
             {"fits", "Fits", "At most 50 models in fits", "A model in fits cannot be empty", "Each model in fits only once",
              max_fits, max_fit_length});
}

std::vector<std::string> trimmed_list(const std::vector<std::string>& items)
{
  std::vector<std::string> out;
  out.reserve(items.size());
  for (const auto& item : items) out.push_back(trim(item));
  return out;
}

}  // namespace

std::vector<field_error> build_product(const product_input& in, const product& base, product& out)
{
  std::vector<field_error> errors;
  out = base;
  if (in.name) out.name = trim(*in.name);
  if (in.category) out.category = *in.category;
  if (in.description) out.description = *in.description;
  if (in.name_ar) out.name_ar = trim(*in.name_ar);
  // A blank translation is none: the Arabic page falls back to the English description.
  if (in.description_ar) out.description_ar = trim(*in.description_ar).empty() ? std::string() : *in.description_ar;
  if (in.image) out.image = trim(*in.image);
  if (in.images) out.images = *in.images;
  if (in.in_stock) out.in_stock = *in.in_stock;
  if (in.is_visible) out.is_visible = *in.is_visible;
  if (in.show_contact_for_pricing) out.show_contact_for_pricing = *in.show_contact_for_pricing;
  if (in.sku) out.sku = trim(*in.sku);
  if (in.part_numbers) out.part_numbers = trimmed_list(*in.part_numbers);
  if (in.supersedes) out.supersedes = trimmed_list(*in.supersedes);
  if (in.fits) out.fits = trimmed_list(*in.fits);

  check_text(errors, out.name,
             {.field = "name", .label = "Product name", .required = "Product name is required",
              .max = max_product_name_length, .too_long = "Product name must be at most 200 characters"});

  if (const auto c = category_from_slug(out.category))
    apply_spec_patch(out.specs, in.specs.value_or(spec_patch{}), *c, errors);
  else
    errors.push_back({"category", "Category must be marine-spares, vessel-chartering or vessel-sales-purchase"});

  // The description keeps its line breaks (a text area in the forms).
  check_text(errors, out.description,
             {.field = "description", .label = "Description", .required = "Description must be at least 10 characters",
              .min = min_description_length, .max = max_description_length, .lines = text_lines::multi,
              .too_short = "Description must be at least 10 characters",
              .too_long = "Description must be at most 10000 characters"});

  // The Arabic versions: optional, with the English fields' limits in characters.
  check_text(errors, out.name_ar,
             {.field = "nameAr", .label = "Arabic product name", .max = max_product_name_length});
  check_text(errors, out.description_ar,
             {.field = "descriptionAr", .label = "Arabic description", .max = max_description_length,
              .lines = text_lines::multi});

  if (out.show_contact_for_pricing) {
    out.price = "0.00";  // 'Contact For Pricing' stores 0.00
  } else if (in.price) {
    const auto t = trim(*in.price);
    if (t.empty()) {
      errors.push_back({"price", "Price is required"});
    } else if (t.front() == '-') {
      errors.push_back({"price", "Price must be positive"});
    } else if (auto p = normalize_price(t)) {
      out.price = *p;
    } else {
      errors.push_back({"price", "Price must be an amount in AED with at most 2 decimals, below 100,000,000"});
    }
  } else if (out.price.empty()) {
    errors.push_back({"price", "Price is required"});
  }

  check_part_fields(errors, out);

  // Charter terms belong to chartering vessels only; a vessel moved to another category
  // loses them.
  const bool chartering = out.category == slug(category::vessel_chartering);
  if (in.charter && *in.charter) {
    if (!chartering) {
      errors.push_back({"charter", "Charter terms are for Vessel Chartering products only"});
    } else if (auto terms = validate_charter_terms(**in.charter)) {
      out.charter = std::move(*terms);
    } else {
      for (auto& e : terms.error().errors) errors.push_back(std::move(e));
    }
  } else if (in.charter || !chartering) {
    out.charter.reset();
  }

  if (!is_valid_image_url(out.image)) errors.push_back({"image", "Must be a valid image URL"});

  if (out.images.size() > max_additional_images) {
    errors.push_back({"images", "Maximum 4 additional images allowed"});
  } else {
    for (const auto& url : out.images) {
      if (!is_valid_image_url(url)) {
        errors.push_back({"images", "Must be a valid image URL"});
        break;
      }
    }
  }
  return errors;
}

}  // namespace marine::domain
