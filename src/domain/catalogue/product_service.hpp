#pragma once
// Product administration (admin and sub_user; delete is admin only, checked by the API
// layer's route guard). Validation at data level with the fixed messages (docs/behaviour.md).

#include "domain/catalogue/catalogue_change.hpp"
#include "domain/catalogue/product_repository.hpp"
#include "domain/catalogue/product_validation.hpp"
#include "domain/rules/error.hpp"

#include <chrono>
#include <string>
#include <vector>

namespace marine::domain {

class product_service {
 public:
  // `changes` hears of every committed write before it is answered (the read cache).
  // `own_origins`: the site's URL and allowed origins, whose /uploads/ URLs are stored as
  // site-relative paths (domain/rules/url_rules.hpp, own_media_path).
  product_service(product_repository& products, catalogue_change_sink& changes, std::vector<std::string> own_origins = {})
      : products_(products), changes_(changes), own_origins_(std::move(own_origins))
  {
  }

  boost::asio::awaitable<result<product>> create(product_input input, acting by);
  boost::asio::awaitable<result<product>> update(std::string id, product_input input, acting by);
  boost::asio::awaitable<result<bool>> remove(std::string id, acting by);

 private:
  void use_own_media_paths(product_input& input) const;

  product_repository& products_;
  catalogue_change_sink& changes_;
  const std::vector<std::string> own_origins_;
};

}  // namespace marine::domain
