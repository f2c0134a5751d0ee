#pragma once
// Sends the outbox's due mail through the relay (docs/enquiries.md, "Mail to the staff"):
// each mail is taken under a lease, sent, and marked sent; a failure is retried later with
// backoff. A crash between sending and marking sends that mail again once its lease ends:
// delivery is at least once, and the repeated Message-ID makes it one message.

#include "domain/mail/mail.hpp"

#include <atomic>
#include <chrono>

namespace marine::domain {

class outbox_sender {
 public:
  outbox_sender(mail_outbox& outbox, mail_transport& transport) : outbox_(outbox), transport_(transport) {}

  // One pass: sends what is due now; returns how many went.
  awaitable<int> send_due();
  // send_due, then a pause of `poll`, for as long as the executor runs. A database or relay
  // outage only delays the mail.
  awaitable<void> run(std::chrono::milliseconds poll);

  // The wait before the next attempt after `attempts` failed ones: 5 s doubling, at most 10 min.
  static std::chrono::seconds backoff(int attempts) noexcept;
  long long sent() const noexcept { return sent_.load(); }
  long long failed() const noexcept { return failed_.load(); }
  // What the last pass saw waiting (for /readyz and /metrics, which must not wait on the
  // database): how many, and the age of the oldest now.
  long long pending() const noexcept { return pending_.load(); }
  double oldest_age_seconds() const noexcept;

  // A mail is leased for this long: longer than the relay's own timeouts (src/mail).
  static constexpr std::chrono::seconds lease{120};

 private:
  mail_outbox& outbox_;
  mail_transport& transport_;
  std::atomic<long long> sent_{0};
  std::atomic<long long> failed_{0};
  std::atomic<long long> pending_{0};
  // When the oldest waiting mail was written, in system_clock seconds (0: none waits).
  std::atomic<double> oldest_since_{0};
};

}  // namespace marine::domain
