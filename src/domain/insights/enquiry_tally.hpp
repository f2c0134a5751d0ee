#pragma once
// Counts of events in memory until the next flush: day × product × kind × source → n.
// Adding is a map increment under a mutex, so the I/O threads never wait on the database;
// take() hands the counts over for one batched write. The number of distinct keys held is
// capped: past the cap a new source is counted as "other", and what still does not fit is
// dropped (counted in dropped()), so a flood cannot grow memory without bound.

#include "domain/insights/enquiry_event.hpp"

#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <vector>

namespace marine::domain {

struct count_key {
  sys_days day;
  std::string product_id;  // "" none
  event_kind kind;
  std::string source;
  auto operator<=>(const count_key&) const = default;
};

struct count_row {
  count_key key;
  std::int64_t count = 0;
};

class enquiry_tally {
 public:
  explicit enquiry_tally(std::size_t max_keys = 20000) : max_keys_(max_keys) {}

  void add(sys_days day, const enquiry_event& e);
  // Everything counted since the last take(), and an empty tally after it.
  std::vector<count_row> take();
  // Puts counts back (a flush that failed), subject to the same cap.
  void restore(const std::vector<count_row>& rows);
  std::uint64_t dropped() const;

 private:
  void add_locked(count_key key, std::int64_t n);

  const std::size_t max_keys_;
  mutable std::mutex mutex_;
  std::map<count_key, std::int64_t> counts_;
  std::uint64_t dropped_ = 0;
};

// Rows whose source is not among a day's `known` sources become "other" once that day has
// `max_sources` of them (new sources first come, first kept); rows that then share a key
// are merged. `known_of(day)` gives the sources the day already has in storage.
using known_sources = std::function<std::set<std::string>(sys_days day)>;
std::vector<count_row> cap_sources_per_day(std::vector<count_row> rows, std::size_t max_sources,
                                           const known_sources& known_of);

}  // namespace marine::domain
