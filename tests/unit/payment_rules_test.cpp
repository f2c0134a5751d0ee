// The booking rules that need no storage (docs/payments.md): what a gateway event or a staff
// payment does to a booking, one table; what is due; and the checkout session's end.
#include "domain/payments/payment_rules.hpp"

#include <gtest/gtest.h>

#include <string>

namespace marine::domain {
namespace {

using k = gateway_event_kind;
using st = payment_state;
using bs = booking_status;
using step = payment_step;

struct step_case {
  std::string name;
  payment_facts facts;
  payment_step expected;
};

payment_facts paid(fils amount, std::optional<fils> expected, std::optional<st> current, std::optional<bs> booking,
                   payment_kind kind = payment_kind::deposit, std::string currency = "aed")
{
  return {.event = k::session_completed, .paid = true, .amount = amount, .currency = std::move(currency), .expected = expected,
          .current = current, .kind = kind, .booking = booking};
}

TEST(PaymentRules, WhatAnEventDoes)
{
  const std::vector<step_case> cases{
      {"a paid deposit on a live option confirms it", paid(50000, 50000, st::pending, bs::option), step::confirm_option},
      {"a staff payment (no pending row) on an option confirms it", paid(50000, 50000, std::nullopt, bs::option), step::confirm_option},
      {"a paid deposit after the option lapsed tries the slot", paid(50000, 50000, st::pending, bs::cancelled), step::book_slot},
      {"a paid deposit on a confirmed booking is recorded", paid(50000, 50000, st::pending, bs::confirmed), step::record_paid},
      {"a paid balance is recorded, never confirms", paid(150000, 150000, st::pending, bs::option, payment_kind::balance), step::record_paid},
      {"a wrong amount is flagged", paid(40000, 50000, st::pending, bs::option), step::flag_amount},
      {"a wrong currency is flagged", paid(50000, 50000, st::pending, bs::option, payment_kind::deposit, "usd"), step::flag_amount},
      {"upper-case AED is AED", paid(50000, 50000, st::pending, bs::option, payment_kind::deposit, "AED"), step::confirm_option},
      {"an unknown session is flagged", paid(50000, std::nullopt, std::nullopt, bs::option), step::flag_amount},
      {"a zero amount is flagged", paid(0, 0, st::pending, bs::option), step::flag_amount},
      {"a session paid again (a redelivery) changes nothing", paid(50000, 50000, st::paid, bs::confirmed), step::ignore},
      {"a flagged payment completed again changes nothing", paid(50000, 50000, st::flagged, bs::option), step::ignore},
      {"a refunded payment completed again changes nothing", paid(50000, 50000, st::refunded, bs::option), step::ignore},
      {"a completion after the expiry event still counts", paid(50000, 50000, st::expired, bs::option), step::confirm_option},
      {"an unpaid completion (delayed methods) does nothing",
       {.event = k::session_completed, .paid = false, .amount = 50000, .currency = "aed", .expected = 50000, .current = st::pending,
        .booking = bs::option},
       step::ignore},
      {"an expired session that was pending expires", {.event = k::session_expired, .current = st::pending}, step::expire},
      {"an expired session already paid stays paid", {.event = k::session_expired, .current = st::paid}, step::ignore},
      {"an expired unknown session does nothing", {.event = k::session_expired}, step::ignore},
      {"a refund of a paid payment", {.event = k::charge_refunded, .amount = 50000, .expected = 50000, .current = st::paid}, step::refund},
      {"a refund of a flagged payment", {.event = k::charge_refunded, .amount = 50000, .expected = 50000, .current = st::flagged},
       step::refund},
      {"part of a paid payment refunded", {.event = k::charge_refunded, .amount = 10000, .expected = 50000, .current = st::paid},
       step::partial_refund},
      {"the rest refunded after a part", {.event = k::charge_refunded, .amount = 50000, .expected = 50000, .current = st::paid},
       step::refund},
      {"a refund of nothing does nothing", {.event = k::charge_refunded, .amount = 0, .expected = 50000, .current = st::paid},
       step::ignore},
      {"a refund of a pending payment does nothing", {.event = k::charge_refunded, .current = st::pending}, step::ignore},
      {"a refund again does nothing", {.event = k::charge_refunded, .current = st::refunded}, step::ignore},
      {"another event type does nothing", {.event = k::other, .paid = true, .current = st::pending}, step::ignore},
  };
  for (const auto& c : cases) EXPECT_EQ(step_for(c.facts), c.expected) << c.name;
}

TEST(PaymentRules, EventTypes)
{
  EXPECT_EQ(event_kind_of("checkout.session.completed"), k::session_completed);
  EXPECT_EQ(event_kind_of("checkout.session.expired"), k::session_expired);
  EXPECT_EQ(event_kind_of("charge.refunded"), k::charge_refunded);
  EXPECT_EQ(event_kind_of("payment_intent.succeeded"), k::other);
}

payment made(payment_kind kind, fils amount, st state)
{
  return {.kind = kind, .amount = amount, .state = state};
}

TEST(PaymentRules, WhatIsDue)
{
  struct due_case {
    std::string name;
    std::vector<payment> payments;
    fils deposit, balance;
  };
  // A quote of 2,000.00 with a deposit of 500.00.
  const std::vector<due_case> cases{
      {"nothing paid", {}, 50000, 150000},
      {"the deposit paid", {made(payment_kind::deposit, 50000, st::paid)}, 0, 150000},
      {"part of the deposit", {made(payment_kind::deposit, 20000, st::paid)}, 30000, 150000},
      {"more than the deposit never goes below 0", {made(payment_kind::deposit, 60000, st::paid)}, 0, 150000},
      {"pending, expired, refunded and flagged payments count for nothing",
       {made(payment_kind::deposit, 50000, st::pending), made(payment_kind::deposit, 50000, st::expired),
        made(payment_kind::deposit, 50000, st::refunded), made(payment_kind::deposit, 50000, st::flagged)},
       50000, 150000},
      {"all paid", {made(payment_kind::deposit, 50000, st::paid), made(payment_kind::balance, 150000, st::paid)}, 0, 0},
  };
  for (const auto& c : cases) {
    const auto d = due_of(50000, 200000, c.payments);
    EXPECT_EQ(d.deposit, c.deposit) << c.name;
    EXPECT_EQ(d.balance, c.balance) << c.name;
  }
}

TEST(PaymentRules, SessionExpiry)
{
  using namespace std::chrono;
  const sys_seconds now{seconds(1'800'000'000)};  // a whole 5 minutes
  // No option: 24 h from now, on a whole 5 minutes, the same a few seconds later (a retry).
  EXPECT_EQ(session_expiry(now, std::nullopt), now + hours(24));
  EXPECT_EQ(session_expiry(now + seconds(40), std::nullopt), now + hours(24));
  // An option ending sooner ends the session.
  EXPECT_EQ(session_expiry(now, now + hours(3)), now + hours(3));
  EXPECT_EQ(session_expiry(now, now + minutes(30)), now + minutes(30));
  // Under 30 minutes left: no session.
  EXPECT_EQ(session_expiry(now, now + minutes(29)), std::nullopt);
  // At least 30 minutes and at most 24 h always.
  for (int s = 0; s < 600; s += 7) {
    const auto t = now + seconds(s);
    const auto e = session_expiry(t, std::nullopt);
    ASSERT_TRUE(e);
    EXPECT_LE(*e, t + hours(24));
    EXPECT_GE(*e, t + minutes(30));
  }
  EXPECT_EQ(checkout_idempotency_key("Q-7K4M", payment_kind::deposit, 50000, now),
            "checkout-Q-7K4M-deposit-50000-1800000000-0");
  EXPECT_EQ(checkout_idempotency_key("Q-7K4M", payment_kind::deposit, 50000, now, 1),
            "checkout-Q-7K4M-deposit-50000-1800000000-1");
}

TEST(PaymentRules, Names)
{
  EXPECT_EQ(method_from("bank-transfer"), payment_method::bank_transfer);
  EXPECT_EQ(method_from("wire"), std::nullopt);
  EXPECT_EQ(flag_name(payment_flag::slot_taken), "slot-taken");
  EXPECT_EQ(state_from("refunded"), st::refunded);
  EXPECT_EQ(payment_kind_from("balance"), payment_kind::balance);
}

}  // namespace
}  // namespace marine::domain
