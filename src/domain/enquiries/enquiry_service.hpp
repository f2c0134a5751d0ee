#pragma once
// The enquiry use cases (docs/enquiries.md): a visitor sends a list, staff work the leads.

#include "domain/charter/charter_service.hpp"
#include "domain/enquiries/enquiry.hpp"
#include "domain/enquiries/enquiry_message.hpp"
#include "domain/rules/address_rate_limit.hpp"
#include "domain/rules/error.hpp"
#include "domain/rules/query_parameters.hpp"
#include "domain/rules/site_clock.hpp"
#include "domain/settings/settings_service.hpp"

#include <string>
#include <string_view>

namespace marine::domain {

struct enquiry_options {
  unsigned per_minute = 10;  // enquiries per client network (an IPv4 address, an IPv6 /64)
  bool mail_staff = false;   // each new lead is mailed to the business's address (SMTP_URL set)
  std::string site_url;      // for the link to the lead in that mail
  site_clock clock;          // the desks' hours are read by it (docs/desks.md, "The clock")
};

// What a sent enquiry answers: its reference, and the message and links the browser opens.
struct enquiry_receipt {
  std::string ref;
  enquiry_links links;
};

class enquiry_service {
 public:
  enquiry_service(enquiry_repository& store, settings_service& settings, enquiry_wordings words,
                  enquiry_options options = {})
      : store_(store), settings_(settings), words_(std::move(words)), options_(std::move(options)),
        rate_(options_.per_minute)
  {
  }

  // Prices booking requests (docs/charter.md); without it a booking is refused.
  void use_charters(charter_service& charters) { charters_ = &charters; }
  // Whether the client at `address` may send one more enquiry now.
  bool allow(std::string_view address);
  // Stores the enquiry with a snapshot of its items. A hidden or unknown product is refused.
  awaitable<result<enquiry_receipt>> submit(enquiry_request request);

  awaitable<result<enquiry_page>> list(const query_parameters& params);
  // The lead a reference names (as typed: "q7k4m" finds Q-7K4M). Opening a new lead marks it
  // received: the chat, e-mail or call it stands for has reached the staff.
  awaitable<result<enquiry>> open(std::string_view typed_ref, acting by);
  awaitable<result<enquiry>> update(std::string_view typed_ref, enquiry_update change, acting by);
  awaitable<result<bool>> remove(std::string_view typed_ref, acting by);
  awaitable<long long> count_new() { return store_.count_new(); }
  awaitable<long long> remove_older_than(int days) { return store_.remove_older_than(days); }

 private:
  awaitable<result<lead_booking>> priced_booking(const enquiry_request& request, const std::string& lang);

  enquiry_repository& store_;
  charter_service* charters_ = nullptr;
  settings_service& settings_;
  const enquiry_wordings words_;
  const enquiry_options options_;
  address_rate_limit rate_;
};

}  // namespace marine::domain
