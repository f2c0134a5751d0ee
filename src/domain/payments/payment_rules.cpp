#include "domain/payments/payment_rules.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <utility>

namespace marine::domain {
namespace {

template <typename E, std::size_t N>
std::optional<E> lookup(const std::array<std::pair<E, std::string_view>, N>& names, std::string_view name)
{
  for (const auto& [e, n] : names)
    if (n == name) return e;
  return std::nullopt;
}
template <typename E, std::size_t N>
std::string_view name_of(const std::array<std::pair<E, std::string_view>, N>& names, E e)
{
  for (const auto& [v, n] : names)
    if (v == e) return n;
  return "";
}

constexpr std::array<std::pair<payment_kind, std::string_view>, 2> kinds{{{payment_kind::deposit, "deposit"},
                                                                          {payment_kind::balance, "balance"}}};
constexpr std::array<std::pair<payment_method, std::string_view>, 5> methods{{{payment_method::online, "online"},
                                                                              {payment_method::bank_transfer, "bank-transfer"},
                                                                              {payment_method::cash, "cash"},
                                                                              {payment_method::card_terminal, "card-terminal"},
                                                                              {payment_method::other, "other"}}};
constexpr std::array<std::pair<payment_state, std::string_view>, 5> states{{{payment_state::pending, "pending"},
                                                                            {payment_state::paid, "paid"},
                                                                            {payment_state::expired, "expired"},
                                                                            {payment_state::refunded, "refunded"},
                                                                            {payment_state::flagged, "flagged"}}};
constexpr std::array<std::pair<payment_flag, std::string_view>, 2> flags{{{payment_flag::amount, "amount"},
                                                                          {payment_flag::slot_taken, "slot-taken"}}};
constexpr std::array<std::pair<booking_status, std::string_view>, 3> statuses{{{booking_status::option, "option"},
                                                                               {booking_status::confirmed, "confirmed"},
                                                                               {booking_status::cancelled, "cancelled"}}};

bool is_aed(std::string_view currency)
{
  return currency.size() == 3 && std::equal(currency.begin(), currency.end(), "aed",
                                            [](char a, char b) { return (a | 0x20) == b; });
}

}  // namespace

fils paid_towards(payment_kind kind, const std::vector<payment>& payments)
{
  fils paid = 0;
  for (const auto& p : payments)
    if (p.kind == kind && p.state == payment_state::paid) paid += p.amount;
  return paid;
}

booking_due due_of(fils deposit, fils total, const std::vector<payment>& payments)
{
  return {.deposit = std::max<fils>(0, deposit - paid_towards(payment_kind::deposit, payments)),
          .balance = std::max<fils>(0, (total - deposit) - paid_towards(payment_kind::balance, payments))};
}

// docs/payments.md, "A payment": a paid deposit confirms; a wrong amount or currency
// confirms nothing; an event about a payment already settled changes nothing (deliveries
// repeat and arrive out of order).
payment_step step_for(const payment_facts& f)
{
  switch (f.event) {
    case gateway_event_kind::session_completed: {
      if (!f.paid) return payment_step::ignore;
      if (f.current && *f.current != payment_state::pending && *f.current != payment_state::expired) return payment_step::ignore;
      if (!f.expected || f.amount != *f.expected || !is_aed(f.currency) || f.amount <= 0) return payment_step::flag_amount;
      if (f.kind == payment_kind::balance || !f.booking) return payment_step::record_paid;
      switch (*f.booking) {
        case booking_status::option: return payment_step::confirm_option;
        case booking_status::confirmed: return payment_step::record_paid;
        case booking_status::cancelled: return payment_step::book_slot;
      }
      return payment_step::ignore;
    }
    case gateway_event_kind::session_expired:
      return f.current == payment_state::pending ? payment_step::expire : payment_step::ignore;
    case gateway_event_kind::charge_refunded:
      if (f.current != payment_state::paid && f.current != payment_state::flagged) return payment_step::ignore;
      if (f.amount <= 0) return payment_step::ignore;
      return f.expected && f.amount < *f.expected ? payment_step::partial_refund : payment_step::refund;
    case gateway_event_kind::other: return payment_step::ignore;
  }
  return payment_step::ignore;
}

gateway_event_kind event_kind_of(std::string_view type)
{
  if (type == "checkout.session.completed") return gateway_event_kind::session_completed;
  if (type == "checkout.session.expired") return gateway_event_kind::session_expired;
  if (type == "charge.refunded") return gateway_event_kind::charge_refunded;
  return gateway_event_kind::other;
}

std::string_view kind_name(payment_kind k) { return name_of(kinds, k); }
std::optional<payment_kind> payment_kind_from(std::string_view name) { return lookup(kinds, name); }
std::string_view method_name(payment_method m) { return name_of(methods, m); }
std::optional<payment_method> method_from(std::string_view name) { return lookup(methods, name); }
std::string_view state_name(payment_state s) { return name_of(states, s); }
std::optional<payment_state> state_from(std::string_view name) { return lookup(states, name); }
std::string_view flag_name(payment_flag f) { return name_of(flags, f); }
std::optional<payment_flag> flag_from(std::string_view name) { return lookup(flags, name); }
std::string_view booking_status_name(booking_status s) { return name_of(statuses, s); }

std::optional<std::chrono::sys_seconds> session_expiry(std::chrono::sys_seconds now,
                                                       std::optional<std::chrono::sys_seconds> option_expires)
{
  using namespace std::chrono;
  constexpr seconds step = minutes(5);
  auto end = now + max_session_length;
  end -= seconds(end.time_since_epoch().count() % step.count());
  if (option_expires && *option_expires < end) end = *option_expires;
  if (end < now + min_session_left) return std::nullopt;
  return end;
}

std::string checkout_idempotency_key(std::string_view ref, payment_kind kind, fils amount, std::chrono::sys_seconds expires,
                                     int attempt)
{
  return fmt::format("checkout-{}-{}-{}-{}-{}", ref, kind_name(kind), amount, expires.time_since_epoch().count(), attempt);
}

}  // namespace marine::domain
