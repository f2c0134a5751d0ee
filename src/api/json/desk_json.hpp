#pragma once
// The desks as JSON (docs/desks.md, "The contract"). The public shape, in GET /api/settings:
// [{id, name, nameAr, phone, agents: [{name, nameAr, whatsapp}] (active ones only), hours:
// {sun..sat: [{from: "HH:MM", to: "HH:MM"}]}, exceptions: [{from, to, name, nameAr, closed,
// hours?}], categories: [slug]}]. The admin shape, of GET and PUT /api/admin/settings/desks:
// {desks: [...]} with each desk's `email` and every agent with `active`.

#include "api/http/types.hpp"
#include "domain/rules/error.hpp"
#include "domain/settings/desk.hpp"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include <vector>

namespace marine::api {

boost::json::array public_desks_json(const std::vector<domain::desk>& desks);
boost::json::object admin_desks_json(const std::vector<domain::desk>& desks);

// A PUT body {desks: [...]} in the admin shape: every key typed, an unknown key refused, times
// "HH:MM" (00:00 to 24:00) and dates "YYYY-MM-DD" read. Field errors by path
// ("desks.0.hours.thu.1"), with the domain's own errors for what could be read, so that one
// answer names every problem; the rules are the domain's (validated_desks).
domain::result<std::vector<domain::desk>> read_desks_input(const request& req);

}  // namespace marine::api
