#include "domain/catalogue/catalogue_service.hpp"

#include "domain/rules/validation.hpp"

#include <fmt/format.h>

#include <charconv>

namespace marine::domain {

result<int> parse_recent_count(std::string_view text)
{
  int n = 0;
  const auto* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, n);
  // One spelling per number ("6", never "06"): each spelling would be an entry of its own in
  // the read cache (docs/security.md, "The read cache").
  if (text.empty() || text.front() == '0' || ec != std::errc{} || ptr != end || n < 1 || n > max_recent_products)
    return invalid_input(fmt::format("n must be a whole number from 1 to {}, without leading zeros", max_recent_products));
  return n;
}

awaitable<std::vector<product>> catalogue_service::list_products(viewer who)
{
  co_return co_await products_.list(who.is_staff() ? visibility::all : visibility::visible_only);
}

awaitable<result<std::vector<product>>> catalogue_service::recent_products(std::string_view count)
{
  auto n = parse_recent_count(count);
  if (!n) co_return n.error();
  co_return co_await products_.recent(*n);
}

awaitable<result<std::vector<product>>> catalogue_service::products_in_category(std::string_view s)
{
  auto c = category_from_slug(s);
  if (!c) co_return not_found("Category not found");
  co_return co_await products_.in_category(*c);
}

awaitable<result<product>> catalogue_service::find_product(std::string_view id, viewer who)
{
  // An id that cannot exist is simply not found: no query, and never a 500.
  if (!is_plausible_id(id)) co_return not_found("Product not found");
  auto found = co_await products_.find(std::string(id));
  if (!found || (!found->is_visible && !who.is_staff())) co_return not_found("Product not found");
  co_return std::move(*found);
}

awaitable<result<search_page>> catalogue_service::search_products(query_parameters params, viewer who)
{
  auto request = parse_search_request(params, who);
  if (!request) co_return request.error();
  const auto key = summary_key(*request);
  const bool cards = request->cards;
  auto kept = summaries_ ? summaries_->find(key) : std::nullopt;
  const bool counted = !kept;  // a summary read now is kept for the next pages
  const auto read_at = summaries_ ? summaries_->generation() : 0;
  auto page = co_await products_.search(std::move(*request), std::move(kept));
  if (summaries_ && counted) summaries_->store(key, page.summary, read_at);
  page.cards = cards;
  co_return page;
}

awaitable<std::vector<banner>> catalogue_service::active_banners()
{
  co_return co_await banners_.active();
}

}  // namespace marine::domain
