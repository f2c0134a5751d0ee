#pragma once
// Product administration (admin and sub_user; delete is admin only, checked by the API
// layer's route guard). Validation at data level with the spec's messages.

#include "domain/catalogue_change.hpp"
#include "domain/catalogue_repository.hpp"
#include "domain/error.hpp"
#include "domain/product_validation.hpp"

#include <chrono>

namespace marine::domain {

class product_service {
 public:
  // `changes` hears of every committed write before it is answered (the read cache).
  product_service(product_repository& products, catalogue_change_sink& changes) : products_(products), changes_(changes) {}

  boost::asio::awaitable<result<product>> create(product_input input, acting by);
  boost::asio::awaitable<result<product>> update(std::string id, product_input input, acting by);
  boost::asio::awaitable<result<bool>> remove(std::string id, acting by);

 private:
  product_repository& products_;
  catalogue_change_sink& changes_;
};

// 2026-11-22T01:02:03Z or with milliseconds (.123Z): the form the API itself writes, of a
// day that exists.
bool is_iso_utc_timestamp(std::string_view text) noexcept;

// A creation time a client may set (imports): the API's form, and not later than `now`
// plus max_clock_skew (a time to come would pin an entry to the top of 'Recently Added').
// Appends a field error otherwise.
inline constexpr std::chrono::minutes max_clock_skew{5};
void check_creation_timestamp(std::vector<field_error>& errors, std::string_view text,
                              std::chrono::system_clock::time_point now = std::chrono::system_clock::now());

}  // namespace marine::domain
