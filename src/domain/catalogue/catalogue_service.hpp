#pragma once
// The public catalogue use cases: which products and banners a viewer may read.

#include "domain/accounts/viewer.hpp"
#include "domain/catalogue/banner_repository.hpp"
#include "domain/catalogue/product_repository.hpp"
#include "domain/catalogue/search_summary_cache.hpp"
#include "domain/rules/error.hpp"

#include <string_view>

namespace marine::domain {

inline constexpr int max_recent_products = 50;

class catalogue_service {
 public:
  // `summaries`: where search summaries are kept; null keeps none (each is read afresh).
  catalogue_service(product_repository& products, banner_repository& banners,
                    search_summary_cache* summaries = nullptr)
      : products_(products), banners_(banners), summaries_(summaries) {}

  awaitable<std::vector<product>> list_products(viewer who);
  awaitable<result<std::vector<product>>> recent_products(std::string_view count);
  awaitable<result<std::vector<product>>> products_in_category(std::string_view slug);
  awaitable<result<product>> find_product(std::string_view id, viewer who);
  // The search (docs/search.md); staff find hidden products too.
  awaitable<result<search_page>> search_products(query_parameters params, viewer who);
  awaitable<std::vector<banner>> active_banners();

 private:
  product_repository& products_;
  banner_repository& banners_;
  search_summary_cache* summaries_;
};

// "6" → 6; anything that is not a whole number from 1 to max_recent_products fails.
result<int> parse_recent_count(std::string_view text);

}  // namespace marine::domain
