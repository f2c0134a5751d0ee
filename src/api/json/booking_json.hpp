#pragma once
// Booking and payment answers (docs/payments.md, "Calls").

#include "domain/payments/booking_service.hpp"

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

namespace marine::api {

// A payment as staff see it: {id, kind, amount, currency, method, state, at, note, flag}.
boost::json::object payment_json(const domain::payment& p);
// {deposit, balance, balanceDueAt}
boost::json::object due_json(const domain::booking_due& d);
// The public booking page's answer: no personal data.
boost::json::object booking_view_json(const domain::booking_view& v);
// Adds token, url, status, payments and due to a lead's `booking` object.
void add_lead_booking_state(boost::json::object& booking, const domain::lead_booking_state& s);

}  // namespace marine::api
