#include "domain/payments/booking_service.hpp"

#include "domain/charter/charter_block.hpp"
#include "domain/enquiries/reference_code.hpp"
#include "domain/rules/text_rules.hpp"
#include "domain/rules/validation.hpp"
#include "domain/settings/desk.hpp"

#include <fmt/chrono.h>
#include <fmt/format.h>

namespace marine::domain {
namespace {

constexpr std::string_view not_found_message = "Booking not found";

std::chrono::sys_seconds now_seconds() { return std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now()); }

// An instant as the API writes it, in Dubai (UTC+4, no daylight saving: docs/charter.md).
std::string dubai_iso(std::chrono::sys_seconds t)
{
  return fmt::format("{:%Y-%m-%dT%H:%M:%S}+04:00", t + std::chrono::hours(4));
}

std::string outcome_words(const payment_outcome& o)
{
  if (o.flag == payment_flag::amount) return "was paid with a wrong amount or currency: nothing was confirmed. Check it and refund it.";
  if (o.flag == payment_flag::slot_taken)
    return "was paid after its option lapsed and the slot was taken meanwhile: nothing was booked. Refund it.";
  return "was paid: the booking is confirmed.";
}

}  // namespace

booking_due booking_service::due_for(const booking_record& r) const
{
  auto due = due_of(r.booking.quote.deposit, r.booking.quote.total, r.payments);
  due.balance_due_at = dubai_iso(r.start_at - std::chrono::hours(options_.balance_due_hours));
  return due;
}

// A booking is a Vessel Chartering lead: its staff mail goes to that category's desk, as the
// lead's own mail does (docs/desks.md), or to the settings' e-mail when the desk has none.
awaitable<std::string> booking_service::staff_address()
{
  const auto desks = co_await settings_.desks();
  const auto& charter = desk_for(desks, category::vessel_chartering);
  co_return charter.email.empty() ? (co_await settings_.get()).email : charter.email;
}

booking_repository::mail_for booking_service::staff_mail(std::string to) const
{
  if (!options_.mail_staff || to.empty()) return {};
  return [to = std::move(to), site = options_.site_url](const payment_outcome& o) -> std::optional<outgoing_mail> {
    if (!o.stored || (o.step != payment_step::confirm_option && o.step != payment_step::book_slot && !o.flag)) return std::nullopt;
    const auto& p = *o.stored;
    const auto subject = o.flag ? fmt::format("Payment flagged ({}): {}", flag_name(*o.flag), o.ref)
                                : fmt::format("Booking confirmed: {}", o.ref);
    return outgoing_mail{.key = fmt::format("payment-{}-{}", p.id, o.flag ? flag_name(*o.flag) : "confirmed"),
                         .to = to,
                         .subject = subject,
                         .body = fmt::format("The {} of {} AED for {} {}\n\n{}/admin/enquiries/{}\n", kind_name(p.kind),
                                             format_amount(p.amount), o.ref, outcome_words(o), site, o.ref)};
  };
}

awaitable<result<booking_view>> booking_service::view(std::string token)
{
  auto r = co_await store_.by_token(std::move(token));
  if (!r) co_return not_found(std::string(not_found_message));
  const auto settings = co_await settings_.get();
  booking_view v{.record = std::move(*r), .pay_online = online(), .payment_instructions = settings.payment_instructions,
                 .payment_instructions_ar = settings.payment_instructions_ar};
  v.due = due_for(v.record);
  co_return v;
}

awaitable<result<std::string>> booking_service::ics(std::string token)
{
  const auto r = co_await store_.by_token(std::move(token));
  if (!r) co_return not_found(std::string(not_found_message));
  const auto end = parse_instant(r->end);
  exported_block b{.id = r->ref, .start = r->start_at, .end = end.value_or(r->start_at), .last_modified = now_seconds()};
  auto host = options_.site_url.substr(options_.site_url.find("://") == std::string::npos ? 0 : options_.site_url.find("://") + 3);
  host = host.substr(0, host.find_first_of(":/"));
  co_return format_.write({b}, host.empty() ? "localhost" : host, fmt::format("{} {}", r->vessel_name, r->ref));
}

awaitable<result<std::string>> booking_service::checkout(std::string token, std::string kind_text, std::string lang)
{
  if (!gateway_) co_return not_found("Not found");
  const auto kind = payment_kind_from(kind_text);
  if (!kind) co_return invalid_input("Invalid checkout", {{"kind", "kind must be deposit or balance"}});
  if (lang != "en" && lang != "ar") co_return invalid_input("Invalid checkout", {{"lang", "lang must be en or ar"}});
  const auto r = co_await store_.by_token(std::move(token));
  if (!r) co_return not_found(std::string(not_found_message));
  if (r->status != booking_status::option && r->status != booking_status::confirmed)
    co_return conflict("This booking is cancelled: message us to book again");
  const auto due = due_for(*r);
  const fils amount = *kind == payment_kind::deposit ? due.deposit : due.balance;
  if (amount <= 0) co_return conflict(fmt::format("Nothing is due for the {}", kind_name(*kind)));
  const auto now = now_seconds();
  const auto expires = session_expiry(now, r->status == booking_status::option ? r->option_expires : std::nullopt);
  if (!expires) co_return conflict("Less than 30 minutes are left on this option: message us to pay");
  if (auto live = co_await store_.live_session(r->ref, *kind, amount, now + std::chrono::minutes(1))) co_return live->url;

  int attempt = 0;
  for (const auto& p : r->payments)
    if (p.kind == *kind && p.method == payment_method::online && p.state == payment_state::expired) ++attempt;
  const auto page = fmt::format("{}{}/booking/{}", options_.site_url, lang == "ar" ? "/ar" : "", *r->token);
  checkout_request req{.ref = r->ref,
                       .token = *r->token,
                       .kind = *kind,
                       .amount_fils = amount,
                       .description = fmt::format("{}: {}, {}", *kind == payment_kind::deposit ? "Deposit" : "Balance",
                                                  r->vessel_name, r->start.substr(0, 10)),
                       .lang = lang,
                       .success_url = page + "?paid=1",
                       .cancel_url = page,
                       .expires_at = *expires,
                       .idempotency_key = checkout_idempotency_key(r->ref, *kind, amount, *expires, attempt)};
  gateway_failure why;
  const auto session = co_await gateway_->create_session(std::move(req), why);
  if (!session) co_return domain::failure{error_code::unavailable, "The payment page could not be opened: try again", {}, 2};
  co_await store_.store_session(r->ref, *kind, {session->id, session->url, session->expires_at, amount});
  co_return session->url;
}

awaitable<result<bool>> booking_service::webhook(std::string signature_header, std::string body)
{
  if (!gateway_) co_return not_found("Not found");
  auto event = gateway_->verify_event(signature_header, body, now_seconds());
  if (!event) co_return false;
  co_await store_.handle_event(std::move(*event), staff_mail(co_await staff_address()));
  co_return true;
}

awaitable<result<payment>> booking_service::record_payment(std::string typed_ref, std::optional<std::string> kind_text,
                                                           std::optional<std::string> amount_text,
                                                           std::optional<std::string> method_text, std::string note, acting by)
{
  const auto ref = typed_reference(typed_ref);
  if (!ref) co_return not_found("Lead not found");
  auto r = co_await store_.by_ref(*ref);
  if (!r && !co_await store_.lead_exists(*ref)) co_return not_found("Lead not found");
  if (!r || !r->token) co_return conflict("This lead has no booking: place an option first");
  std::vector<field_error> errors;
  const auto kind = payment_kind_from(kind_text.value_or(""));
  if (!kind) errors.push_back({"kind", "kind must be deposit or balance"});
  const auto method = method_from(method_text.value_or(""));
  if (!method || *method == payment_method::online)
    errors.push_back({"method", "method must be one of bank-transfer, cash, card-terminal, other"});
  const auto amount = parse_amount(amount_text.value_or(""));
  if (!amount || *amount <= 0) errors.push_back({"amount", "amount must be a positive amount with at most 2 decimals"});
  if (const auto n = code_point_count(note); !n || *n > max_payment_note)
    errors.push_back({"note", fmt::format("note must be at most {} characters", max_payment_note)});
  if (kind && amount && *amount > 0) {
    const auto due = due_for(*r);
    const auto max = *kind == payment_kind::deposit ? due.deposit : due.balance;
    if (*amount > max) errors.push_back({"amount", fmt::format("At most {} AED of the {} is due", format_amount(max), kind_name(*kind))});
  }
  if (!errors.empty()) co_return validation_failure(std::move(errors));
  auto out = co_await store_.record_manual(*ref, {*kind, *amount, *method, std::move(note)}, std::move(by),
                                           staff_mail(co_await staff_address()));
  if (!out.stored) co_return conflict("This lead has no booking: place an option first");
  co_return *out.stored;
}

awaitable<result<bool>> booking_service::remove_payment(std::string typed_ref, std::string id, acting by)
{
  const auto ref = typed_reference(typed_ref);
  if (!ref || !co_await store_.remove_payment(*ref, std::move(id), std::move(by))) co_return not_found("Payment not found");
  co_return true;
}

awaitable<std::optional<lead_booking_state>> booking_service::for_lead(std::string ref)
{
  const auto r = co_await store_.by_ref(std::move(ref));
  if (!r) co_return std::nullopt;
  lead_booking_state s{.token = r->token, .status = r->status, .payments = r->payments, .due = due_for(*r)};
  if (r->token) s.url = fmt::format("{}/booking/{}", options_.site_url, *r->token);
  co_return s;
}

}  // namespace marine::domain
