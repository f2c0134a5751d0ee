#pragma once
// Channel calendars (docs/charter.md, "Channel calendars"): a vessel's busy time out as an
// iCalendar feed, and the other channels' feeds in as `external` blocks. The domain knows
// neither the format (libical, src/calendar) nor the network (libcurl, src/calendar): it
// sees them through the two interfaces below.

#include "domain/rules/awaitable.hpp"

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace marine::domain {

// One busy span of a feed: an event, or one occurrence of a recurring event.
struct external_event {
  std::string uid;            // the event's UID (at most 255 bytes; a longer one is hashed by the reader)
  std::string recurrence_id;  // "" for a single event; else the occurrence's original start, UTC "YYYYMMDDTHHMMSSZ"
  std::chrono::sys_seconds start, end;  // end > start
  bool all_day = false;                 // a DATE event: the whole day(s) in Dubai
};

struct calendar_read {
  std::vector<external_event> events;   // sorted by start, then uid, then recurrence_id
  std::optional<std::string> error;     // "not iCalendar", ...: nothing was read
};

// One of our blocks as the export writes it.
struct exported_block {
  std::string id;  // the block's id: the UID is "block-<id>@<host>"
  std::chrono::sys_seconds start, end, last_modified;
  int sequence = 0;
  bool booked = true;  // SUMMARY "Booked" (booking, option), else "Unavailable" (maintenance)
};

// The iCalendar format (RFC 5545), read and written by a well-kept library.
class calendar_format {
 public:
  virtual ~calendar_format() = default;
  // The events of a feed whose time meets [from, to): RRULE/RDATE/EXDATE expanded, overridden
  // occurrences (RECURRENCE-ID) taken from their own VEVENT, STATUS:CANCELLED skipped, TZIDs
  // (Olson or Windows names) honoured, floating times and DATE values read in Asia/Dubai.
  // At most `max_events` events; past that, an error.
  virtual calendar_read read(std::string_view text, std::chrono::sys_seconds from, std::chrono::sys_seconds to,
                             std::size_t max_events) const = 0;
  // A VCALENDAR of the blocks: CRLF lines folded at 75 octets, DTSTART/DTEND in UTC.
  virtual std::string write(const std::vector<exported_block>& blocks, std::string_view host,
                            std::string_view calendar_name) const = 0;
};

struct fetch_request {
  std::string url;
  bool allow_http = false;  // the admin allowed http:// for this feed's host
  std::optional<std::string> etag, last_modified;  // of the last good answer
};

struct fetch_answer {
  enum class outcome { fetched, not_modified, failed } what = outcome::failed;
  std::string body;  // fetched: the calendar's text
  std::optional<std::string> etag, last_modified;
  std::string error;  // failed: what went wrong, for the admin (never holds the URL)
};

// The server-side fetch of an admin's URL, defended against SSRF (docs/security.md,
// "Calendar feeds"): https only (http when allowed), every resolved address checked on every
// connection and redirect (at most 3), 10 s in all, 2 MB at most, text/calendar or text/plain.
class calendar_fetcher {
 public:
  virtual ~calendar_fetcher() = default;
  // Why the URL may not be fetched (a field error on `url`), or nothing: scheme, form, and the
  // addresses its host resolves to now.
  virtual awaitable<std::optional<std::string>> refusal(std::string url, bool allow_http) = 0;
  virtual awaitable<fetch_answer> fetch(fetch_request request) = 0;
};

inline constexpr std::size_t max_feed_bytes = 2 * 1024 * 1024;
inline constexpr std::size_t max_feed_events = 20000;
inline constexpr int max_feeds_per_vessel = 5;

// "https://calendar.google.com/…/private-abc123/basic.ics" → "https://calendar.google.com/…"
// with every path segment and query value that may hold a secret masked: the scheme and
// host are kept, the rest shown as "/…" (and the last segment's extension).
std::string masked_feed_url(std::string_view url);

// 128 random bits as 32 hex digits: a vessel's export link, a booking's page (docs/payments.md).
std::string new_secret_token();
// Lowercase hex of SHA-256: a feed body's fingerprint, a long UID's stand-in.
std::string sha256_hex(std::string_view text);

}  // namespace marine::domain
