#pragma once
// Mail the site sends its own staff (docs/enquiries.md, "Mail to the staff"), through a
// durable outbox: written with the change it tells of, sent later, retried until sent.

#include "domain/rules/awaitable.hpp"

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace marine::domain {

struct outgoing_mail {
  std::string key;  // unique per message: the idempotency key, sent as the Message-ID
  std::string to;
  std::string subject;
  std::string body;  // plain text, lines separated by '\n'
};

// A mail taken from the outbox to send.
struct queued_mail {
  long long id = 0;
  int attempts = 0;  // before this one
  outgoing_mail mail;
};

struct outbox_state {
  long long pending = 0;
  std::optional<double> oldest_seconds;  // the age of the oldest unsent mail, if any
};

class mail_outbox {
 public:
  virtual ~mail_outbox() = default;
  // Takes up to `limit` due mails for `lease` (another sender skips them until it runs out).
  virtual awaitable<std::vector<queued_mail>> take_due(int limit, std::chrono::seconds lease) = 0;
  virtual awaitable<void> mark_sent(long long id) = 0;
  virtual awaitable<void> mark_failed(long long id, std::string error, std::chrono::seconds retry_in) = 0;
  virtual awaitable<outbox_state> state() = 0;
};

// The relay: sends one mail; the error's text when it could not.
class mail_transport {
 public:
  virtual ~mail_transport() = default;
  virtual awaitable<std::optional<std::string>> send(outgoing_mail mail) = 0;
};

}  // namespace marine::domain
