#pragma once
// Storage of the enquiry counts (migration 0005): day × product × kind × source → n.

#include "domain/insights/enquiry_tally.hpp"
#include "domain/rules/awaitable.hpp"

#include <array>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

namespace marine::domain {

using kind_counts = std::array<std::int64_t, 4>;  // by event_kind

struct insights_totals_by_day {
  sys_days day;
  kind_counts counts{};
};
// Enquiry lists (docs/enquiries.md) by their fate: sent (every lead made), received (opened
// by the staff: the chat, mail or call reached them) and won.
struct lead_counts {
  std::int64_t sent = 0, received = 0, won = 0;
  bool operator==(const lead_counts&) const = default;
};
struct insights_product_row {
  std::string product_id;
  std::string name, category;  // empty when the product was deleted since
  kind_counts counts{};
  lead_counts leads{};
};
struct insights_source_row {
  std::string source;
  kind_counts counts{};
};
// A desk's leads in the range (docs/desks.md): how many, and the median minutes from a lead
// to its first status change past received, for the leads that came in and out of hours
// (none: no such lead has had one yet).
struct insights_desk_row {
  std::string desk;
  std::int64_t leads = 0;
  std::optional<double> median_in_hours, median_out_of_hours;
};
// One day × product × source, for the CSV export.
struct insights_detail_row {
  sys_days day;
  std::string product_id, name, category, source;
  kind_counts counts{};
};
inline constexpr std::size_t max_detail_rows = 100000;

struct insights_rows {
  std::vector<insights_totals_by_day> by_day;  // only days with counts
  std::vector<insights_product_row> by_product;
  std::vector<insights_source_row> by_source;
  // The leads made in the range, and per product those that listed it (events and leads
  // are read apart, then joined by product in build_report).
  lead_counts leads{};
  std::vector<insights_product_row> leads_by_product;
  std::vector<insights_desk_row> by_desk;  // desks with leads in the range, most leads first
};

class insights_repository {
 public:
  virtual ~insights_repository() = default;
  // Adds the counts in one transaction; a day keeps at most `max_sources_per_day` sources
  // (cap_sources_per_day), the rest is counted as "other".
  virtual awaitable<bool> add_counts(std::vector<count_row> rows, std::size_t max_sources_per_day) = 0;
  // The ids of the visible products (events name products by id; a hidden one is, to a
  // visitor, no product at all).
  virtual awaitable<std::unordered_set<std::string>> product_ids() = 0;
  // The counts of the days from `from` to `to`, both included.
  virtual awaitable<insights_rows> counts(sys_days from, sys_days to) = 0;
  // Day by day, product by product, source by source (at most max_detail_rows rows).
  virtual awaitable<std::vector<insights_detail_row>> detail(sys_days from, sys_days to) = 0;
};

}  // namespace marine::domain
