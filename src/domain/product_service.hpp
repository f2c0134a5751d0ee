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

}  // namespace marine::domain
