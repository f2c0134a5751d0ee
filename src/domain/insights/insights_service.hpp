#pragma once
// Enquiry insights (docs/insights.md): events counted in memory and written in batches,
// and the administrator's report of them.

#include "domain/catalogue/catalogue_change.hpp"
#include "domain/rules/address_rate_limit.hpp"
#include "domain/insights/enquiry_tally.hpp"
#include "domain/insights/insights_repository.hpp"
#include "domain/insights/source_gate.hpp"
#include "domain/rules/error.hpp"

#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <optional>
#include <string_view>

namespace marine::domain {

inline constexpr int max_report_days = 400;

struct insights_report {
  sys_days from, to;
  kind_counts totals{};
  std::vector<insights_totals_by_day> by_day;  // every day of the range, oldest first
  std::vector<insights_product_row> by_product;  // most enquiries (calls + WhatsApp + e-mails) first
  std::vector<insights_source_row> by_source;    // most events first
  lead_counts leads{};                           // the leads made in the range
  std::vector<insights_desk_row> by_desk;        // by desk, most leads first (docs/desks.md)
};

// from/to as YYYY-MM-DD, from not after to, at most max_report_days days.
result<std::pair<sys_days, sys_days>> parse_report_range(std::string_view from, std::string_view to);
// The report of `rows` for the range: totals, and the days without counts filled with zeros.
insights_report build_report(sys_days from, sys_days to, insights_rows rows);

struct insights_limits {
  unsigned events_per_minute = 60;      // per client network (an IPv4 address, an IPv6 /64)
  std::size_t max_sources_per_day = 100;
  std::size_t new_sources_per_network = 5;  // sources a day has not seen, per network (source_gate.hpp)
  std::size_t max_pending_keys = 20000;  // distinct counts held between two flushes
};

class insights_service final : public catalogue_change_sink {
 public:
  using clock = std::chrono::system_clock;
  insights_service(insights_repository& repository, insights_limits limits)
      : repository_(repository),
        limits_(limits),
        rate_(limits.events_per_minute),
        sources_(limits.new_sources_per_network),
        tally_(limits.max_pending_keys)
  {
  }

  // The rate limit per network of the client's address (held in memory only).
  bool allow(std::string_view address) { return rate_.allow(network_of(address), address_rate_limit::clock::now()); }
  // Counts a validated event from `address` on its day in Asia/Dubai; a product that is
  // not visible is refused as unknown, whether it exists or not.
  awaitable<result<bool>> record(enquiry_event e, clock::time_point at, std::string_view address);
  // record() without waiting, for the HTTP fast path: true when counted, false for an
  // unknown product, nothing when the product list must be (re)loaded first (then record()).
  std::optional<bool> record_now(enquiry_event e, clock::time_point at, std::string_view address);
  // A product changed (made hidden, deleted): the list of visible ones is read again.
  void changed(const catalogue_change& change) override;
  // Whether the product list in memory knows the product, or nothing when it must be loaded.
  std::optional<bool> known_product_now(const std::string& id) { return known_from_list(id, false); }
  // Writes what was counted since the last flush in one batch; on failure keeps it for the next.
  awaitable<void> flush();
  // flush() every `interval` on the calling coroutine's executor, until its context stops.
  awaitable<void> flush_every(std::chrono::milliseconds interval);
  awaitable<result<insights_report>> report(std::string_view from, std::string_view to);
  awaitable<result<std::vector<insights_detail_row>>> detail(std::string_view from, std::string_view to);

  // Events not counted because the tally was full, and batches the database refused.
  std::uint64_t events_dropped() const { return tally_.dropped(); }
  std::uint64_t failed_batches() const { return failed_batches_; }

 private:
  awaitable<bool> is_known_product(const std::string& id);
  // Whether the list in memory knows the product, or nothing when it must be (re)loaded;
  // with `claim_load`, a load to come is claimed (ids_loading_) so only one caller loads.
  std::optional<bool> known_from_list(const std::string& id, bool claim_load);

  insights_repository& repository_;
  const insights_limits limits_;
  address_rate_limit rate_;
  source_gate sources_;
  enquiry_tally tally_;
  std::mutex ids_mutex_;
  std::shared_ptr<const std::unordered_set<std::string>> product_ids_;  // under ids_mutex_
  std::chrono::steady_clock::time_point ids_loaded_{};                  // under ids_mutex_
  bool ids_loading_ = false;                                            // under ids_mutex_
  std::atomic<std::uint64_t> ids_generation_ = 0;                       // written under ids_mutex_
  std::atomic<std::uint64_t> failed_batches_ = 0;
};

}  // namespace marine::domain
