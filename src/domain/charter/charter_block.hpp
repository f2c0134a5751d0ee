#pragma once
// Blocked time of a charter vessel (docs/charter.md, "No double booking"): a booking, a
// maintenance or an option that expires. Instants travel as ISO 8601 text with an explicit
// offset; storage turns them into timestamptz and back (Dubai's offset) in PostgreSQL.

#include "domain/activity/activity.hpp"
#include "domain/rules/awaitable.hpp"
#include "domain/rules/error.hpp"

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace marine::domain {

// `external`: another channel's event (channel_calendar.hpp), written by the sync only.
enum class block_kind { booking, option, maintenance, external };

// The channel feed an external block came from.
struct block_feed {
  std::string id, label;
};

// What was paid for a block of a booking lead (docs/payments.md): paid and still due of the
// whole quote, in fils, and the flag of a flagged payment.
struct block_payment {
  long long paid = 0, due = 0;
  std::optional<std::string> flag;
};

struct charter_block {
  std::string id;
  std::string product_id;
  std::string start, end;  // "2026-12-04T17:00:00+04:00"
  block_kind kind = block_kind::booking;
  std::optional<std::string> expires_at;
  std::optional<std::string> enquiry_ref;
  std::string created_at;
  std::optional<block_feed> feed;  // external blocks only
  std::optional<block_payment> payment;  // blocks of a booking lead only
};

// POST (every field) or PATCH (the ones sent); `expires_at` null clears it.
struct block_input {
  std::optional<std::string> start, end, kind;
  std::optional<std::optional<std::string>> expires_at;
  std::optional<std::string> enquiry_ref;
};

// A block to store, checked: instants as given (with their offsets).
struct block_write {
  std::string product_id;
  std::string start, end;
  block_kind kind = block_kind::booking;
  std::optional<std::string> expires_at;
  std::optional<std::string> enquiry_ref;
};

struct busy_span {
  std::string start, end;
};

enum class day_state { free, partial, booked };

struct availability_day {
  std::string date;  // YYYY-MM-DD
  day_state state = day_state::free;
  std::vector<busy_span> busy;
};

// A day's busy time as storage gives it: the parts of blocks inside the day, clipped, and
// how many minutes they and the day hold (a Dubai day is 1,440 minutes, asked all the same).
struct day_busy {
  std::string date;
  std::vector<busy_span> busy;
  long long busy_minutes = 0;
  long long day_minutes = 1440;
};

// A month's days, and the first expiry of an option in it (when the month changes by itself).
struct month_busy {
  std::vector<day_busy> days;
  std::optional<std::chrono::sys_seconds> first_expiry;
};

struct block_outcome {
  enum class status { done, not_found, conflict } what = status::done;
  std::optional<charter_block> block;     // the stored block (done)
  std::optional<charter_block> conflict;  // the block it overlaps (conflict)
};

inline constexpr std::chrono::hours max_block_length{31 * 24};
inline constexpr int max_calendar_days = 31;

std::string_view block_kind_name(block_kind k);
std::optional<block_kind> block_kind_from(std::string_view name);
// ISO 8601 with seconds optional and an offset (Z or ±HH:MM): the instant, read with the
// offset it gives; nothing for any other form.
std::optional<std::chrono::sys_seconds> parse_instant(std::string_view text);
// The day states of a month from its days' busy time.
std::vector<availability_day> availability_of(std::vector<day_busy> days);

// What the block use cases need from storage.
class charter_block_repository {
 public:
  virtual ~charter_block_repository() = default;
  // Blocks of a vessel (or of every vessel) touching the Dubai days from … to (inclusive),
  // expired options left out.
  virtual awaitable<std::vector<charter_block>> list(std::optional<std::string> product_id, std::string from,
                                                     std::string to) = 0;
  virtual awaitable<std::optional<charter_block>> find(std::string product_id, std::string id) = 0;
  // Each write first removes the vessel's expired options, in the same transaction, and
  // records its activity-log entry. The turnaround is the vessel's own (its terms).
  virtual awaitable<block_outcome> insert(block_write b, acting by) = 0;
  virtual awaitable<block_outcome> update(std::string id, block_write b, acting by) = 0;
  virtual awaitable<bool> remove(std::string product_id, std::string id, acting by) = 0;
  // Whether a lead has this reference (a block's enquiryRef names one).
  virtual awaitable<bool> lead_exists(std::string ref) = 0;
  // The month (first day YYYY-MM-01) of a vessel, day by day, in Dubai.
  virtual awaitable<month_busy> month(std::string product_id, std::string first_day) = 0;
};

}  // namespace marine::domain
