#include "domain/catalogue/category.hpp"

namespace marine::domain {

std::string_view slug(category c) noexcept
{
  switch (c) {
    case category::marine_spares: return "marine-spares";
    case category::vessel_chartering: return "vessel-chartering";
    case category::vessel_sales_purchase: return "vessel-sales-purchase";
  }
  return {};
}

std::string_view display_name(category c) noexcept
{
  switch (c) {
    case category::marine_spares: return "Marine Supplies";
    case category::vessel_chartering: return "Vessel Chartering";
    case category::vessel_sales_purchase: return "Vessel Sales & Purchase";
  }
  return {};
}

std::optional<category> category_from_slug(std::string_view s) noexcept
{
  for (category c : all_categories)
    if (slug(c) == s) return c;
  return std::nullopt;
}

}  // namespace marine::domain
