#include "domain/product_service.hpp"

#include "domain/catalogue_service.hpp"
#include "domain/id_allocation.hpp"
#include "domain/user_validation.hpp"



namespace marine::domain {
namespace {

constexpr const char* not_found_message = "Product not found";

// The decimal number of `length` digits at `at` (the shape is checked first).
int number_at(std::string_view t, std::size_t at, std::size_t length) noexcept
{
  int n = 0;
  for (std::size_t i = at; i < at + length; ++i) n = n * 10 + (t[i] - '0');
  return n;
}

std::chrono::year_month_day date_of(std::string_view t) noexcept
{
  return {std::chrono::year(number_at(t, 0, 4)), std::chrono::month(static_cast<unsigned>(number_at(t, 5, 2))),
          std::chrono::day(static_cast<unsigned>(number_at(t, 8, 2)))};
}

}  // namespace

bool is_iso_utc_timestamp(std::string_view t) noexcept
{
  // YYYY-MM-DDTHH:MM:SSZ or YYYY-MM-DDTHH:MM:SS.sssZ
  constexpr std::string_view shape = "dddd-dd-ddTdd:dd:dd";
  if (t.size() != 20 && t.size() != 24) return false;
  for (std::size_t i = 0; i < shape.size(); ++i) {
    if (shape[i] == 'd' ? (t[i] < '0' || t[i] > '9') : t[i] != shape[i]) return false;
  }
  if (t.size() == 24 && (t[19] != '.' || t[20] < '0' || t[20] > '9' || t[21] < '0' || t[21] > '9' || t[22] < '0' ||
                         t[22] > '9'))
    return false;
  const auto date = date_of(t);
  return t.back() == 'Z' && date.ok() && number_at(t, 11, 2) < 24 && number_at(t, 14, 2) < 60 &&
         number_at(t, 17, 2) < 60;
}

void check_creation_timestamp(std::vector<field_error>& errors, std::string_view t,
                              std::chrono::system_clock::time_point now)
{
  using namespace std::chrono;
  if (!is_iso_utc_timestamp(t)) {
    errors.push_back({"timestamp", "timestamp must look like 2026-01-31T12:00:00.000Z"});
    return;
  }
  const auto at = sys_days(date_of(t)) + hours(number_at(t, 11, 2)) + minutes(number_at(t, 14, 2)) +
                  seconds(number_at(t, 17, 2));
  // In seconds: the year 2999 in system_clock's nanoseconds would overflow.
  if (at > time_point_cast<seconds>(now) + max_clock_skew)
    errors.push_back({"timestamp", "timestamp cannot be in the future"});
}

boost::asio::awaitable<result<product>> product_service::create(product_input input, acting by)
{
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
  if (outcome != write_outcome::done || !created) throw std::runtime_error("a product insert did not say what it stored");
  changes_.changed({catalogue_change::subject::product, id});
  co_return std::move(*created);
}

boost::asio::awaitable<result<product>> product_service::update(std::string id, product_input input, acting by)
{
  if (!is_plausible_id(id)) co_return not_found(not_found_message);
  auto existing = co_await products_.find(id);
  if (!existing) co_return not_found(not_found_message);
  product p;
  auto errors = build_product(input, *existing, p);
  if (input.id && *input.id != id) errors.push_back({"id", "The id of a product cannot change"});
  if (!errors.empty()) co_return validation_failure(std::move(errors));
  if (co_await products_.update(p, std::move(by)) != write_outcome::done) co_return not_found(not_found_message);
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
