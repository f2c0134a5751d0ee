#include "api/json/booking_json.hpp"

#include "api/json/charter_json.hpp"

#include <boost/json/array.hpp>

namespace marine::api {
namespace {

boost::json::value text_or_null(const std::optional<std::string>& s) { return s ? boost::json::value(*s) : boost::json::value(nullptr); }

}  // namespace

boost::json::object payment_json(const domain::payment& p)
{
  return {{"id", p.id},
          {"kind", domain::kind_name(p.kind)},
          {"amount", domain::format_amount(p.amount)},
          {"currency", p.currency},
          {"method", domain::method_name(p.method)},
          {"state", domain::state_name(p.state)},
          {"at", p.at},
          {"note", p.note},
          {"flag", p.flag ? boost::json::value(domain::flag_name(*p.flag)) : boost::json::value(nullptr)},
          {"refunded", domain::format_amount(p.refunded)}};
}

boost::json::object due_json(const domain::booking_due& d)
{
  return {{"deposit", domain::format_amount(d.deposit)}, {"balance", domain::format_amount(d.balance)}, {"balanceDueAt", d.balance_due_at}};
}

boost::json::object booking_view_json(const domain::booking_view& v)
{
  const auto& r = v.record;
  boost::json::array extras, payments;
  for (const auto& x : r.extras) extras.push_back(boost::json::object{{"id", x.id}, {"name", x.name}, {"nameAr", x.name_ar}, {"quantity", x.quantity}});
  // The customer's own payments, without the staff's notes and flags.
  for (const auto& p : r.payments)
    payments.push_back(boost::json::object{{"kind", domain::kind_name(p.kind)}, {"amount", domain::format_amount(p.amount)},
                                           {"method", domain::method_name(p.method)}, {"state", domain::state_name(p.state)}, {"at", p.at},
                                           {"refunded", domain::format_amount(p.refunded)}});
  return {{"ref", r.ref},
          {"status", r.status ? boost::json::value(domain::booking_status_name(*r.status)) : boost::json::value(nullptr)},
          {"vessel", boost::json::object{{"id", r.booking.product_id}, {"name", r.vessel_name}, {"nameAr", r.vessel_name_ar}}},
          {"start", r.start},
          {"end", r.end},
          {"guests", r.booking.quote.guests},
          {"extras", std::move(extras)},
          {"quote", quote_json(r.booking.quote)},
          {"optionExpiresAt", text_or_null(r.option_expires_at)},
          {"cancellationTerms", r.cancellation_terms},
          {"cancellationTermsAr", r.cancellation_terms_ar},
          {"payments", std::move(payments)},
          {"due", due_json(v.due)},
          {"payOnline", v.pay_online},
          {"paymentInstructions", v.payment_instructions},
          {"paymentInstructionsAr", v.payment_instructions_ar}};
}

void add_lead_booking_state(boost::json::object& booking, const domain::lead_booking_state& s)
{
  boost::json::array payments;
  for (const auto& p : s.payments) payments.push_back(payment_json(p));
  booking["token"] = text_or_null(s.token);
  booking["url"] = text_or_null(s.url);
  booking["status"] = s.status ? boost::json::value(domain::booking_status_name(*s.status)) : boost::json::value(nullptr);
  booking["payments"] = std::move(payments);
  booking["due"] = due_json(s.due);
}

}  // namespace marine::api
