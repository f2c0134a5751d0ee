#pragma once
// What the product use cases need from storage. Implemented in persistence/ over
// PostgreSQL (pg_product_repository).

#include "domain/activity/activity.hpp"
#include "domain/catalogue/category.hpp"
#include "domain/catalogue/product.hpp"
#include "domain/catalogue/product_search.hpp"
#include "domain/rules/awaitable.hpp"
#include "domain/rules/write_outcome.hpp"

#include <optional>
#include <string>
#include <vector>

namespace marine::domain {

enum class visibility { visible_only, all };

// What a code (an SKU, part number, part-number specification or superseded number) resolves
// to: the visible product after the chain of superseded numbers, and the number it was reached
// through as stored ("" when the code is the product's own). docs/parts-lists.md.
struct code_resolution {
  std::optional<product> found;
  std::string replaced;
};

class product_repository {
 public:
  virtual ~product_repository() = default;
  // Newest first.
  virtual awaitable<std::vector<product>> list(visibility v) = 0;
  virtual awaitable<std::vector<product>> recent(int limit) = 0;
  virtual awaitable<std::vector<product>> in_category(category c) = 0;
  virtual awaitable<std::optional<product>> find(std::string id) = 0;
  // A page of a search (docs/search.md) with its summary (the same for each of its pages):
  // `kept` when the caller has it, else read with the page. One request for both: they share
  // how the text matches, asked of the database once, and how many match tells how the page
  // is best read.
  virtual awaitable<search_page> search(search_request request, std::optional<search_summary> kept) = 0;
  // Per code, in order (compared as the search compares codes: "1R0750" is "1R-0750").
  virtual awaitable<std::vector<code_resolution>> resolve_codes(std::vector<std::string> codes) = 0;
  // `timestamp` (ISO-8601) keeps an imported product's creation time; otherwise now.
  // Each write records its activity-log entry, by `by`, in its own transaction.
  virtual awaitable<insert_result<product>> insert(product p, std::optional<std::string> timestamp, acting by) = 0;
  virtual awaitable<write_outcome> update(product p, acting by) = 0;
  virtual awaitable<write_outcome> remove(std::string id, acting by) = 0;
};

}  // namespace marine::domain
