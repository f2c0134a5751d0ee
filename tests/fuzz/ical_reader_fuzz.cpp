// Fuzz target: the iCalendar reader (calendar/libical_calendar_format.hpp) on any bytes, as a
// channel's feed would bring them (docs/charter.md, "Channel calendars"). Besides not crashing
// and not running long (the recurrence budget), what it reads must survive our own export:
// the events written back as blocks and read again give the same spans in the window.
#include "calendar/libical_calendar_format.hpp"

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

using namespace std::chrono;
using marine::domain::calendar_read;

namespace {

void require(bool holds)
{
  if (!holds) std::abort();
}

constexpr sys_seconds from{sys_days{year{2027} / January / 1}};
constexpr sys_seconds to{sys_days{year{2028} / July / 1}};
// Fewer than the server's 20,000: the same code, without the sanitizers' cost of a huge feed
// that made single inputs take 5-11 s on a loaded machine (ctest's -timeout is 10 s).
constexpr std::size_t max_events = 2000;

std::vector<std::pair<sys_seconds, sys_seconds>> spans_of(const calendar_read& read)
{
  std::vector<std::pair<sys_seconds, sys_seconds>> out;
  for (const auto& e : read.events) out.emplace_back(e.start, e.end);
  std::ranges::sort(out);
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
  static const marine::calendar::libical_calendar_format format;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const calendar_read read = format.read(text, from, to, max_events);
  if (read.error) {
    require(read.events.empty());
    return 0;
  }
  require(read.events.size() <= max_events);
  std::vector<marine::domain::exported_block> blocks;
  for (std::size_t i = 0; i < read.events.size(); ++i) {
    const auto& e = read.events[i];
    require(e.end > e.start && e.start < to && e.end > from && !e.uid.empty() && e.uid.size() <= 255);
    blocks.push_back({std::to_string(i), e.start, e.end, e.start, static_cast<int>(i % 3), i % 2 == 0});
  }
  // The feed's first bytes as the calendar's name: any text must be escaped and folded.
  const std::string written = format.write(blocks, "fuzz.example", text.substr(0, 300));
  const calendar_read again = format.read(written, from, to, max_events);
  require(!again.error);
  require(spans_of(again) == spans_of(read));
  return 0;
}
