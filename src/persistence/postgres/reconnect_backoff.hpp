#pragma once
// When a connection to a database that stopped answering may be tried again. Shared by the
// connections of one kind (the read pipelines of every I/O thread, the pool's workers), so
// an outage costs PostgreSQL one connection attempt per delay, not one per thread or request.
//
// While healthy (no attempt failed since the last success) every caller may connect at
// once. After a failure: nobody until the delay has passed (100 ms, doubling up to 1 s,
// each drawn between half and all of it so that processes and threads drift apart), then
// one caller at a time, the probe, until it reports. The 1 s cap is what the recovery
// promise rests on: PostgreSQL answering again is noticed within about a second.
// Thread-safe.

#include <chrono>
#include <mutex>
#include <random>

namespace marine::persistence {

class reconnect_backoff {
 public:
  using clock = std::chrono::steady_clock;
  explicit reconnect_backoff(std::chrono::milliseconds first = std::chrono::milliseconds(100),
                             std::chrono::milliseconds most = std::chrono::milliseconds(1000));

  // True: the caller may attempt a connection now, and must report succeeded() or failed().
  bool try_begin();
  void succeeded();
  void failed();
  // A probe that will not report (its owner closed meanwhile).
  void abandoned();
  // How long until try_begin() may say yes (zero when it may now).
  clock::duration wait_time() const;

 private:
  mutable std::mutex mutex_;
  bool failing_ = false;
  bool probing_ = false;
  clock::time_point retry_at_{};
  std::chrono::milliseconds delay_;
  const std::chrono::milliseconds first_, most_;
  std::minstd_rand random_;
};

}  // namespace marine::persistence
