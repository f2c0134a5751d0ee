#pragma once
// A booking lead as its customer's page and the staff see it (docs/payments.md), and what the
// booking use cases need from storage.

#include "domain/activity/activity.hpp"
#include "domain/enquiries/enquiry.hpp"
#include "domain/mail/mail.hpp"
#include "domain/payments/payment_rules.hpp"
#include "domain/rules/awaitable.hpp"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace marine::domain {

struct booking_extra {
  std::string id, name, name_ar;
  int quantity = 1;
};

// A booking lead read whole: what its page, its ICS and its checkout need.
struct booking_record {
  std::string ref;
  std::optional<std::string> token;  // none: no option was ever placed
  lead_booking booking;              // the vessel and the stored quote
  std::string vessel_name, vessel_name_ar;
  std::vector<booking_extra> extras;
  std::string start, end;  // ISO 8601 with Dubai's offset: the block's, else the request's slot
  std::chrono::sys_seconds start_at;
  std::optional<booking_status> status;  // none: no option was ever placed
  std::optional<std::string> option_expires_at;
  std::optional<std::chrono::sys_seconds> option_expires;
  std::string cancellation_terms, cancellation_terms_ar;
  std::vector<payment> payments;
};

// A live hosted page kept for reuse.
struct stored_session {
  std::string id, url;
  std::chrono::sys_seconds expires_at;
  fils amount = 0;
};

// What a webhook or a staff payment did: for the staff mail and the answer.
struct payment_outcome {
  payment_step step = payment_step::ignore;
  bool duplicate = false;  // the event was handled before
  std::optional<payment> stored;
  std::optional<payment_flag> flag;
  std::string ref;
};

// A staff payment, checked.
struct manual_payment {
  payment_kind kind = payment_kind::deposit;
  fils amount = 0;
  payment_method method = payment_method::cash;
  std::string note;
};

class booking_repository {
 public:
  virtual ~booking_repository() = default;
  using mail_for = std::function<std::optional<outgoing_mail>(const payment_outcome&)>;
  virtual awaitable<std::optional<booking_record>> by_token(std::string token) = 0;
  virtual awaitable<std::optional<booking_record>> by_ref(std::string ref) = 0;
  virtual awaitable<bool> lead_exists(std::string ref) = 0;
  // The live session of the booking and kind for this amount, ending after `after`.
  virtual awaitable<std::optional<stored_session>> live_session(std::string ref, payment_kind kind, fils amount,
                                                                std::chrono::sys_seconds after) = 0;
  // Keeps the session for reuse and its pending payment (once per session id).
  virtual awaitable<void> store_session(std::string ref, payment_kind kind, stored_session session) = 0;
  // Handles a verified event in one transaction, its id first (each event once).
  virtual awaitable<payment_outcome> handle_event(gateway_event event, mail_for mail) = 0;
  virtual awaitable<payment_outcome> record_manual(std::string ref, manual_payment in, acting by, mail_for mail) = 0;
  virtual awaitable<bool> remove_payment(std::string ref, std::string id, acting by) = 0;
  // The flagged payment of each lead among `refs` that has one.
  virtual awaitable<std::vector<std::pair<std::string, payment_flag>>> flags(std::vector<std::string> refs) = 0;
};

}  // namespace marine::domain
