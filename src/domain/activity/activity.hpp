#pragma once
// The activity log (docs/activity-log.md): every staff change and sign-in, written by the
// repositories in the transaction of the change, read by the administrator.

#include "domain/accounts/user.hpp"
#include "domain/accounts/viewer.hpp"

#include <boost/asio/awaitable.hpp>

#include <optional>
#include <string>
#include <vector>

namespace marine::domain {

// Who made a change, as the log keeps it (copied: an entry outlives the account).
struct actor {
  std::string id;
  std::string username;
  role who = role::admin;
};

// nullopt: the server itself (the admin account from ADMIN_PASSWORD at start).
using acting = std::optional<actor>;

inline actor actor_of(const user& u) { return {u.id, u.username, u.who}; }

struct activity_entry {
  long long id = 0;
  std::string at;  // ISO-8601 UTC with milliseconds
  acting by;       // none for a failed login
  std::string action;
  std::string entity;
  std::optional<std::string> entity_id;
  std::string changes_json;  // {"field": {"before": …, "after": …}}, as stored (a JSON object)
  std::string cursor;        // this entry's position, for the next page's `before`
};

// A page's position: the (time, id) of the last entry seen, as "<ISO with microseconds>_<id>".
struct activity_cursor {
  std::string at;
  long long id = 0;
};

struct activity_filter {
  std::optional<std::string> actor_id;
  std::optional<std::string> action;
  std::optional<std::string> entity;
  std::optional<std::string> entity_id;
  std::optional<std::string> from;  // inclusive, a timestamptz PostgreSQL reads
  std::optional<std::string> to;    // exclusive
  std::optional<activity_cursor> before;
  int limit = 50;
};

struct activity_page {
  std::vector<activity_entry> entries;
  std::optional<std::string> next;  // the cursor of the next page, if there may be one
};

class activity_repository {
 public:
  virtual ~activity_repository() = default;
  // Newest first; at most filter.limit + 1 entries (the extra one says a next page exists).
  virtual boost::asio::awaitable<std::vector<activity_entry>> list(activity_filter filter) = 0;
  // Removes entries older than `days`, a batch at a time; returns how many went.
  virtual boost::asio::awaitable<long long> remove_older_than(int days) = 0;
};

}  // namespace marine::domain
