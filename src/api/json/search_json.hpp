#pragma once
// A search's page as the API answers it (docs/search.md, "The call").

#include "domain/catalogue/product_search.hpp"

#include <string>

namespace marine::api {

std::string search_page_json(const domain::search_page& page);

}  // namespace marine::api
