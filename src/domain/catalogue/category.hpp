#pragma once
// The three catalogue categories: their URL slugs and display names.

#include <array>
#include <optional>
#include <string_view>

namespace marine::domain {

enum class category { marine_spares, vessel_chartering, vessel_sales_purchase };

inline constexpr std::array all_categories = {
    category::marine_spares, category::vessel_chartering, category::vessel_sales_purchase};

std::string_view slug(category c) noexcept;
std::string_view display_name(category c) noexcept;
std::optional<category> category_from_slug(std::string_view slug) noexcept;

}  // namespace marine::domain
