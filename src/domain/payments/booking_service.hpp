#pragma once
// The booking use cases (docs/payments.md): the customer's page, its calendar entry and its
// checkout, the gateway's webhook, and the staff's payments by hand.

#include "domain/charter/channel_calendar.hpp"
#include "domain/payments/booking.hpp"
#include "domain/rules/address_rate_limit.hpp"
#include "domain/rules/error.hpp"
#include "domain/settings/settings_service.hpp"

#include <chrono>
#include <string>

namespace marine::domain {

struct booking_options {
  std::string site_url;          // the page's and the return URLs' origin
  int balance_due_hours = 24;    // BALANCE_DUE_HOURS
  bool mail_staff = false;       // SMTP_URL set
  unsigned reads_per_minute = 60;
};

// A booking as its page shows it.
struct booking_view {
  booking_record record;
  booking_due due;
  bool pay_online = false;
  std::string payment_instructions, payment_instructions_ar;
};

// What the lead JSON adds to its booking.
struct lead_booking_state {
  std::optional<std::string> token, url;
  std::optional<booking_status> status;
  std::vector<payment> payments;
  booking_due due;
};

class booking_service {
 public:
  // `gateway` null: online payment is off (the keys are not both set).
  booking_service(booking_repository& store, settings_service& settings, const calendar_format& format,
                  payment_gateway* gateway, booking_options options)
      : store_(store), settings_(settings), format_(format), gateway_(gateway), options_(std::move(options)),
        rate_(options_.reads_per_minute)
  {
  }

  bool online() const noexcept { return gateway_ != nullptr; }
  bool allow(std::string_view address) { return rate_.allow(address, address_rate_limit::clock::now()); }
  awaitable<result<booking_view>> view(std::string token);
  awaitable<result<std::string>> ics(std::string token);
  // The hosted page's URL.
  awaitable<result<std::string>> checkout(std::string token, std::string kind, std::string lang);
  // false: the signature is not valid (nothing written).
  awaitable<result<bool>> webhook(std::string signature_header, std::string body);
  awaitable<result<payment>> record_payment(std::string ref, std::optional<std::string> kind, std::optional<std::string> amount,
                                            std::optional<std::string> method, std::string note, acting by);
  awaitable<result<bool>> remove_payment(std::string ref, std::string id, acting by);
  // The lead's booking state (none for a lead without a booking request).
  awaitable<std::optional<lead_booking_state>> for_lead(std::string ref);
  awaitable<std::vector<std::pair<std::string, payment_flag>>> flags(std::vector<std::string> refs)
  {
    return store_.flags(std::move(refs));
  }

 private:
  booking_due due_for(const booking_record& r) const;
  booking_repository::mail_for staff_mail(std::string to) const;
  awaitable<std::string> staff_address();

  booking_repository& store_;
  settings_service& settings_;
  const calendar_format& format_;
  payment_gateway* gateway_;
  const booking_options options_;
  address_rate_limit rate_;
};

}  // namespace marine::domain
