#pragma once
// What the channel calendars need from storage (docs/charter.md, "Channel calendars"): the
// export link's secret, the feeds, and a feed's events applied as external blocks in one
// transaction, with the conflicts they meet and the conflict mail written alongside.

#include "domain/activity/activity.hpp"
#include "domain/charter/channel_calendar.hpp"
#include "domain/mail/mail.hpp"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace marine::domain {

struct calendar_feed {
  std::string id, product_id, label, url;
  bool allow_http = false;
  std::optional<std::string> etag, last_modified, content_hash;
  int events = 0;
  std::optional<std::string> last_sync_at;  // the last good sync (Dubai ISO instant)
  std::optional<std::string> last_error;
  bool read_whole = true;  // no good read applied for a day: fetch and apply it whole
};

struct calendar_conflict {
  std::string feed_id, uid, start, end;  // start/end: Dubai ISO instants
  std::optional<std::string> block_id;    // the block of ours it met
};

struct vessel_calendar {
  std::string export_token;
  std::vector<calendar_feed> feeds;
  std::vector<calendar_conflict> conflicts;
};

struct feed_changes {
  int added = 0, moved = 0, removed = 0, conflicts = 0;
  bool any() const noexcept { return added || moved || removed; }
};

// A conflict seen for the first time, for its mail.
struct new_conflict {
  std::string feed_id, feed_label, vessel_name, uid, recurrence_id, start, end;
  std::optional<std::string> block_id;
};

// What a good answer of a feed leaves on it.
struct feed_answer_marks {
  std::optional<std::string> etag, last_modified;
  std::string content_hash;
};

class channel_calendar_store {
 public:
  virtual ~channel_calendar_store() = default;
  // The vessel's feeds and conflicts, and its export secret (made on first use).
  virtual awaitable<vessel_calendar> calendar(std::string product_id, std::string new_token) = 0;
  virtual awaitable<void> replace_token(std::string product_id, std::string token, acting by) = 0;
  virtual awaitable<bool> token_matches(std::string product_id, std::string token) = 0;
  // Our blocks of the vessel (never external ones) meeting [from, to).
  virtual awaitable<std::vector<exported_block>> export_blocks(std::string product_id, std::chrono::sys_seconds from,
                                                               std::chrono::sys_seconds to) = 0;
  // Nothing when the vessel already has max_feeds_per_vessel feeds.
  virtual awaitable<std::optional<calendar_feed>> add_feed(calendar_feed feed, acting by) = 0;
  virtual awaitable<bool> remove_feed(std::string product_id, std::string feed_id, acting by) = 0;
  // Every feed (of one vessel, or of all).
  virtual awaitable<std::vector<calendar_feed>> feeds(std::optional<std::string> product_id) = 0;
  // Claims the round when the last one started `every` ago or more (one instance wins).
  virtual awaitable<bool> claim_round(std::chrono::seconds every) = 0;
  virtual awaitable<void> finish_round() = 0;
  // A failed answer: the error, written only when it is not already the feed's error.
  virtual awaitable<void> record_failure(std::string feed_id, std::string error) = 0;
  // A good answer that changed nothing: its marks, written only when they differ or the feed
  // had an error (cleared), or on `touch` (an admin's sync, which moves the last good sync to now).
  virtual awaitable<void> record_unchanged(std::string feed_id, feed_answer_marks marks, bool touch) = 0;
  using conflict_mail = std::function<std::optional<outgoing_mail>(const new_conflict&)>;
  // The feed's events as its external blocks: added, moved, removed; those meeting a block
  // of ours kept as conflicts (each new one logged and mailed through `mail`).
  virtual awaitable<feed_changes> apply(std::string feed_id, std::vector<external_event> events, feed_answer_marks marks,
                                        conflict_mail mail) = 0;
  virtual awaitable<long long> conflict_count() = 0;
};

}  // namespace marine::domain
