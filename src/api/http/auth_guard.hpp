#pragma once
// Authorization at the route table: a route declares who may call it, and the guard
// resolves the session cookie before the handler runs (401 without a live session,
// 403 for the wrong role). Public routes never touch the session store.

#include "api/http/router.hpp"
#include "domain/accounts/auth_service.hpp"

namespace marine::api {

enum class access {
  visitor_or_staff,  // anyone; staff are recognised (e.g. they see invisible products)
  staff,             // admin or sub_user
  admin,
};

class auth_guard {
 public:
  explicit auth_guard(domain::auth_service& auth) : auth_(auth) {}
  handler operator()(access who, handler inner) const;

 private:
  domain::auth_service& auth_;
};

}  // namespace marine::api
