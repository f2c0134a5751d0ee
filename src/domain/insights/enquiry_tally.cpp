#include "domain/insights/enquiry_tally.hpp"

namespace marine::domain {

void enquiry_tally::add_locked(count_key key, std::int64_t n)
{
  if (auto it = counts_.find(key); it != counts_.end()) {
    it->second += n;
    return;
  }
  if (counts_.size() >= max_keys_) {
    key.source = std::string(other_source);
    if (auto it = counts_.find(key); it != counts_.end()) {
      it->second += n;
      return;
    }
    // Some room stays for the "other" rows of real products.
    if (counts_.size() >= max_keys_ + max_keys_ / 10) {
      dropped_ += static_cast<std::uint64_t>(n);
      return;
    }
  }
  counts_.emplace(std::move(key), n);
}

void enquiry_tally::add(sys_days day, const enquiry_event& e)
{
  std::lock_guard lock(mutex_);
  add_locked({day, e.product_id, e.kind, e.source}, 1);
}

std::vector<count_row> enquiry_tally::take()
{
  std::map<count_key, std::int64_t> taken;
  {
    std::lock_guard lock(mutex_);
    taken.swap(counts_);
  }
  std::vector<count_row> rows;
  rows.reserve(taken.size());
  for (auto& [key, n] : taken) rows.push_back({key, n});
  return rows;
}

void enquiry_tally::restore(const std::vector<count_row>& rows)
{
  std::lock_guard lock(mutex_);
  for (const auto& row : rows) add_locked(row.key, row.count);
}

std::uint64_t enquiry_tally::dropped() const
{
  std::lock_guard lock(mutex_);
  return dropped_;
}

std::vector<count_row> cap_sources_per_day(std::vector<count_row> rows, std::size_t max_sources,
                                           const known_sources& known_of)
{
  std::map<sys_days, std::set<std::string>> sources;
  std::map<count_key, std::int64_t> merged;
  for (auto& row : rows) {
    auto found = sources.find(row.key.day);
    if (found == sources.end()) found = sources.emplace(row.key.day, known_of(row.key.day)).first;
    auto& day_sources = found->second;
    if (!day_sources.contains(row.key.source)) {
      if (day_sources.size() >= max_sources)
        row.key.source = std::string(other_source);
      else
        day_sources.insert(row.key.source);
    }
    merged[row.key] += row.count;
  }
  std::vector<count_row> out;
  out.reserve(merged.size());
  for (auto& [key, n] : merged) out.push_back({key, n});
  return out;
}

}  // namespace marine::domain
