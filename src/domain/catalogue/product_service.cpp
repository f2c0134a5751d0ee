#include "domain/catalogue/product_service.hpp"

#include "domain/rules/id_allocation.hpp"
#include "domain/rules/url_rules.hpp"
#include "domain/rules/validation.hpp"

namespace marine::domain {
namespace {

constexpr const char* not_found_message = "Product not found";

// Another product has the SKU (any case): 409, on the field, so the form shows it there.
failure sku_taken()
{
  return {error_code::conflict, "This SKU is already used by another product", {{"sku", "This SKU is already used by another product"}}};
}

}  // namespace

void product_service::use_own_media_paths(product_input& input) const
{
  if (input.image) use_own_media_path(*input.image, own_origins_);
  if (input.images)
    for (auto& url : *input.images) use_own_media_path(url, own_origins_);
}

boost::asio::awaitable<result<product>> product_service::create(product_input input, acting by)
{
  use_own_media_paths(input);
  product p;
  auto errors = build_product(input, new_product_defaults(), p);
  if (input.id && !is_plausible_id(*input.id))
    errors.push_back({"id", "id must be 1 to 64 letters, digits, '_' or '-'"});
  if (input.timestamp) check_creation_timestamp(errors, *input.timestamp);
  if (!errors.empty()) co_return validation_failure(std::move(errors));

  std::optional<product> created;
  auto [outcome, id] = co_await insert_with_id(input.id, "product", [&](const std::string& new_id) -> awaitable<write_outcome> {
    p.id = new_id;
    auto inserted = co_await products_.insert(p, input.timestamp, by);
    created = std::move(inserted.created);
    co_return inserted.outcome;
  });
  if (outcome == write_outcome::duplicate_id) co_return conflict("A product with this id already exists");
  if (outcome == write_outcome::duplicate_sku) co_return sku_taken();
  if (outcome != write_outcome::done || !created) throw std::runtime_error("a product insert did not say what it stored");
  changes_.changed({catalogue_change::subject::product, id});
  co_return std::move(*created);
}

boost::asio::awaitable<result<product>> product_service::update(std::string id, product_input input, acting by)
{
  if (!is_plausible_id(id)) co_return not_found(not_found_message);
  auto existing = co_await products_.find(id);
  if (!existing) co_return not_found(not_found_message);
  use_own_media_paths(input);
  product p;
  auto errors = build_product(input, *existing, p);
  if (input.id && *input.id != id) errors.push_back({"id", "The id of a product cannot change"});
  check_timestamp_unchanged(errors, input.timestamp, existing->timestamp);
  if (!errors.empty()) co_return validation_failure(std::move(errors));
  const auto outcome = co_await products_.update(p, std::move(by));
  if (outcome == write_outcome::duplicate_sku) co_return sku_taken();
  if (outcome != write_outcome::done) co_return not_found(not_found_message);
  changes_.changed({catalogue_change::subject::product, id});
  auto stored = co_await products_.find(id);
  if (!stored) co_return not_found(not_found_message);
  co_return std::move(*stored);
}

boost::asio::awaitable<result<bool>> product_service::remove(std::string id, acting by)
{
  if (!is_plausible_id(id)) co_return not_found(not_found_message);
  if (co_await products_.remove(id, std::move(by)) != write_outcome::done) co_return not_found(not_found_message);
  changes_.changed({catalogue_change::subject::product, std::move(id)});
  co_return true;
}

}  // namespace marine::domain
