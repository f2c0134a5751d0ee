#pragma once
// Each controller adds its routes to the one table. Controllers translate HTTP to use
// cases and results back to HTTP; business rules stay in domain/.

#include "api/router.hpp"
#include "domain/catalogue_service.hpp"

#include <string>

namespace marine::api {

void add_catalogue_routes(router& routes, domain::catalogue_service& catalogue);
void add_health_routes(router& routes, domain::health_probe& probe);
void add_media_routes(router& routes, std::string media_dir);

}  // namespace marine::api
