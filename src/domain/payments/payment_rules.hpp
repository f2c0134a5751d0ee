#pragma once
// The booking rules of docs/payments.md that need no storage: a payment's words, what is due,
// and what a gateway event or a staff payment does to a booking (one table-testable function).

#include "domain/charter/charter_terms.hpp"
#include "domain/payments/payment_gateway.hpp"

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace marine::domain {

enum class payment_method { online, bank_transfer, cash, card_terminal, other };
enum class payment_state { pending, paid, expired, refunded, flagged };
enum class payment_flag { amount, slot_taken };
enum class booking_status { option, confirmed, cancelled };

struct payment {
  std::string id;
  payment_kind kind = payment_kind::deposit;
  fils amount = 0;
  std::string currency = "AED";
  payment_method method = payment_method::online;
  payment_state state = payment_state::pending;
  std::string at;  // ISO 8601
  std::string note;
  std::optional<payment_flag> flag;
  fils refunded = 0;  // what the gateway has given back of it so far (docs/payments.md)
};

struct booking_due {
  fils deposit = 0, balance = 0;
  std::string balance_due_at;  // ISO 8601, Dubai's offset
};

// The deposit still due and the balance still due: the quote's less what was paid towards
// each (only `paid` payments count), never below 0.
booking_due due_of(fils deposit, fils total, const std::vector<payment>& payments);
fils paid_towards(payment_kind kind, const std::vector<payment>& payments);

// What happens to a booking. `book_slot`: the option lapsed, a new booking block is tried and
// the slot-taken flag is what is written if the slot is no longer free. `partial_refund`: part
// of a paid payment given back; it keeps its state and counts as paid (docs/payments.md).
enum class payment_step { confirm_option, book_slot, record_paid, flag_amount, expire, refund, partial_refund, ignore };

enum class gateway_event_kind { session_completed, session_expired, charge_refunded, other };

// What is known when an event (or a staff payment) arrives.
struct payment_facts {
  gateway_event_kind event = gateway_event_kind::other;
  bool paid = false;                              // payment_status "paid" (a staff payment: true)
  fils amount = 0;                                // what the gateway says was paid
  std::string currency;                           // as the gateway writes it ("aed")
  std::optional<fils> expected;                   // the pending payment's amount (none: no such payment)
  std::optional<payment_state> current;           // the payment's state now (none: no such payment)
  payment_kind kind = payment_kind::deposit;
  std::optional<booking_status> booking;          // the lead's booking now (none: no option ever)
};

payment_step step_for(const payment_facts& f);
gateway_event_kind event_kind_of(std::string_view type);

std::string_view kind_name(payment_kind k);
std::optional<payment_kind> payment_kind_from(std::string_view name);
std::string_view method_name(payment_method m);
std::optional<payment_method> method_from(std::string_view name);
std::string_view state_name(payment_state s);
std::optional<payment_state> state_from(std::string_view name);
std::string_view flag_name(payment_flag f);
std::optional<payment_flag> flag_from(std::string_view name);
std::string_view booking_status_name(booking_status s);

// The session's end: the earlier of now + 24 h and the option's expiry, on a whole 5 minutes
// so that a retry asks for the same session (and its Idempotency-Key replays); none when
// under 30 minutes would be left.
std::optional<std::chrono::sys_seconds> session_expiry(std::chrono::sys_seconds now,
                                                       std::optional<std::chrono::sys_seconds> option_expires);
// `attempt`: the sessions of this kind that expired unpaid, so that a new session follows one
// that expired (a replayed key would answer the expired one).
std::string checkout_idempotency_key(std::string_view ref, payment_kind kind, fils amount, std::chrono::sys_seconds expires,
                                     int attempt = 0);

inline constexpr std::chrono::minutes min_session_left{30};
inline constexpr std::chrono::hours max_session_length{24};
inline constexpr std::size_t max_payment_note = 500;
inline constexpr std::size_t max_payment_instructions = 1000;

}  // namespace marine::domain
