#pragma once
// Newest-first lists read by keyset (the activity log, the lead inbox): the repository reads
// one entry more than a page holds, and that extra entry says a next page exists.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace marine::domain {

// Cuts `entries` (read with up to one extra) to `limit`; the next page's cursor is then the
// last kept entry's, and nothing when there was no extra.
template <class Entry>
std::optional<std::string> cut_to_page(std::vector<Entry>& entries, std::size_t limit)
{
  if (entries.size() <= limit) return std::nullopt;
  entries.resize(limit);
  return entries.back().cursor;
}

}  // namespace marine::domain
