#pragma once
// Enquiries and the lead inbox (docs/enquiries.md): a visitor's list of products sent by
// WhatsApp, e-mail or a call, kept with a reference code, and followed by the staff from
// 'new' to 'won' or 'lost'.

#include "domain/activity/activity.hpp"
#include "domain/charter/charter_quote.hpp"
#include "domain/mail/mail.hpp"
#include "domain/rules/awaitable.hpp"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace marine::domain {

inline constexpr std::size_t max_enquiry_items = 30;
inline constexpr int max_enquiry_quantity = 999;
inline constexpr std::size_t max_enquiry_note = 1000;
inline constexpr std::size_t max_lost_reason = 300;
inline constexpr std::size_t max_enquiry_page_path = 300;
inline constexpr int max_enquiry_page = 100;
// A parts list's lines the catalogue has not (docs/parts-lists.md, "The enquiry").
inline constexpr std::size_t max_enquiry_missing = 100;
inline constexpr std::size_t max_missing_text = 200;
inline constexpr std::size_t max_replaced_number = 64;

enum class enquiry_channel { whatsapp, email, call };
enum class enquiry_status { fresh, received, contacted, quoted, won, lost };  // fresh: "new"

// What the visitor's browser sends: product ids and quantities, nothing about the visitor.
struct enquiry_line {
  std::string product_id;
  int quantity = 1;
  std::optional<std::string> replaced;  // the old (superseded) number the visitor typed
};
// A line of a parts list the catalogue has not, as typed: it travels with the enquiry.
struct missing_line {
  std::string text;
  int quantity = 1;
};
struct enquiry_request {
  std::vector<enquiry_line> items;
  std::vector<missing_line> missing;
  std::string note;
  enquiry_channel channel = enquiry_channel::whatsapp;
  std::string lang = "en";  // "en" or "ar"
  std::string page;         // the site path it was sent from
  // A charter booking request (docs/charter.md): the vessel (also among `items`) and the
  // slot; the server prices it. It holds no time.
  std::optional<std::pair<std::string, quote_request_input>> booking;
  // The desk the visitor chose, and the agent their browser was given (docs/desks.md).
  std::optional<std::string> desk;
  std::optional<std::string> agent;
};

// A booking request as a lead keeps it: the vessel and the quote the visitor was given
// (its date, start, hours, guests and extras included).
struct lead_booking {
  std::string product_id;
  charter_quote quote;
};

// An item as it was sent: its name in the visitor's language, its category and the price the
// page showed (none when it said 'contact for pricing').
struct enquiry_item {
  std::string product_id;
  std::string name;
  std::string category;
  std::optional<std::string> price;
  int quantity = 1;
  std::optional<std::string> replaced;  // the old number typed, and
  std::string code;                     // the product's SKU or first part number, as sent
};

struct enquiry_note {
  std::string author;  // the username, as it was
  std::string body;
  std::string at;
};

struct enquiry {
  std::string ref;
  enquiry_channel channel = enquiry_channel::whatsapp;
  std::string lang;
  std::string page;
  std::string note;
  enquiry_status status = enquiry_status::fresh;
  std::optional<std::string> lost_reason;
  std::optional<std::string> assignee_id;
  std::optional<std::string> assignee_username;
  std::string created_at;  // ISO-8601 UTC with milliseconds
  std::vector<enquiry_item> items;
  std::vector<missing_line> missing;
  std::optional<lead_booking> booking;
  // A stored row whose items or booking could not be read (written by an older rule, or
  // damaged): listed and openable, so that it can be seen and removed, with what it lacks.
  bool unreadable = false;
  // Its desk's id (none for a lead older than the desks), whether it came while that desk
  // was closed, and when its status first moved past received (docs/desks.md).
  std::optional<std::string> desk;
  bool out_of_hours = false;
  std::optional<std::string> first_status_change_at;  // ISO-8601 UTC with milliseconds
  std::vector<enquiry_note> notes;  // only in a lead read whole
  std::string cursor;               // the position after this lead, for the next page
};

struct enquiry_filter {
  std::optional<enquiry_status> status;
  std::optional<enquiry_channel> channel;
  std::optional<std::string> desk;  // a desk's id
  std::optional<std::string> text;  // part of an item's name, or
  std::optional<std::string> ref;   // the reference the same text names, if it can be one
  std::optional<std::string> from;  // inclusive, a timestamptz PostgreSQL reads
  std::optional<std::string> to;    // exclusive
  std::optional<std::pair<std::string, std::string>> after;  // (created_at with µs, ref)
  bool after_flagged = false;  // the cursor's lead had a flagged payment (those come first)
  int limit = 25;
};

struct enquiry_page {
  std::vector<enquiry> items;
  std::optional<std::string> next;
};

// A staff change to a lead; only what is given changes.
struct enquiry_update {
  std::optional<enquiry_status> status;
  std::optional<std::optional<std::string>> assignee_id;  // a null clears it
  std::optional<std::string> lost_reason;
  std::optional<std::string> note;  // a note to add
};

// A visible product as an enquiry keeps it.
struct enquirable_product {
  std::string id;
  std::string name;
  std::string name_ar;
  std::string category;
  std::string price;
  bool show_contact_for_pricing = false;
  std::string code;  // its SKU, else its first part number ("" when neither)
};

class enquiry_repository {
 public:
  virtual ~enquiry_repository() = default;
  // The visible products among `ids` (a hidden or unknown one is missing).
  virtual awaitable<std::vector<enquirable_product>> visible_products(std::vector<std::string> ids) = 0;
  // The staff's mail about a lead once its reference is known (none: no mail).
  using mail_for_lead = std::function<std::optional<outgoing_mail>(const std::string& ref)>;
  // Stores the lead under the first of `refs` that is free, with its mail in the outbox in
  // the same transaction; nothing if all are taken.
  virtual awaitable<std::optional<std::string>> insert(enquiry lead, std::vector<std::string> refs,
                                                       mail_for_lead mail) = 0;
  // Newest first, at most filter.limit + 1 (the extra one says there is a next page).
  virtual awaitable<std::vector<enquiry>> list(enquiry_filter filter) = 0;
  virtual awaitable<std::optional<enquiry>> find(std::string ref) = 0;
  // Applies `change` (already checked against the lead as read); false if the lead is gone
  // or its status moved meanwhile (`expected`).
  virtual awaitable<bool> update(std::string ref, enquiry_status expected, enquiry_update change, acting by) = 0;
  virtual awaitable<bool> remove(std::string ref, acting by) = 0;
  virtual awaitable<long long> count_new() = 0;
  // Whether `id` is an active staff account (an assignee must be).
  virtual awaitable<bool> is_active_account(std::string id) = 0;
  virtual awaitable<long long> remove_older_than(int days) = 0;
};

std::string_view channel_name(enquiry_channel c) noexcept;
std::optional<enquiry_channel> channel_of(std::string_view name) noexcept;
std::string_view status_name(enquiry_status s) noexcept;
std::optional<enquiry_status> status_of(std::string_view name) noexcept;

}  // namespace marine::domain
