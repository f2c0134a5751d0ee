#pragma once
// Request bodies → the use cases' inputs: JSON parsed and typed (api/json/body.hpp), the field
// names of docs/behaviour.md read; the business rules are checked later, by the domain. Kept
// apart from the controllers so that the fuzz targets reach them (tests/fuzz).

#include "api/http/types.hpp"
#include "domain/accounts/sub_user_service.hpp"
#include "domain/catalogue/banner_service.hpp"
#include "domain/catalogue/product_service.hpp"

namespace marine::api {

// {id?, name, category, description, nameAr?, descriptionAr?, price (text: a number is refused),
// image, images, inStock, isVisible, showContactForPricing, timestamp?}
domain::result<domain::product_input> read_product_input(const request& req);
// {id?, title, description, buttonText, titleAr?, descriptionAr?, buttonTextAr?, buttonLink,
// backgroundColor, iconClass, image, isActive, displayOrder, timestamp?}
domain::result<domain::banner_input> read_banner_input(const request& req);
// {name, username, password, isActive}
domain::result<domain::sub_user_input> read_sub_user_input(const request& req);

}  // namespace marine::api
