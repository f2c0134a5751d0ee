#include "domain/charter/charter_block.hpp"

#include "domain/charter/charter_terms.hpp"

namespace marine::domain {

std::string_view block_kind_name(block_kind k)
{
  switch (k) {
    case block_kind::booking: return "booking";
    case block_kind::option: return "option";
    case block_kind::maintenance: return "maintenance";
    case block_kind::external: return "external";
  }
  return "booking";
}

std::optional<block_kind> block_kind_from(std::string_view name)
{
  if (name == "booking") return block_kind::booking;
  if (name == "option") return block_kind::option;
  if (name == "maintenance") return block_kind::maintenance;
  if (name == "external") return block_kind::external;
  return std::nullopt;
}

std::optional<std::chrono::sys_seconds> parse_instant(std::string_view t)
{
  using namespace std::chrono;
  // YYYY-MM-DDTHH:MM, then :SS optionally, then Z or ±HH:MM.
  if (t.size() < 17 || t[10] != 'T') return std::nullopt;
  const auto day = parse_civil_date(t.substr(0, 10));
  const auto clock = parse_time_of_day(t.substr(11, 5));
  if (!day || !clock) return std::nullopt;
  auto rest = t.substr(16);
  int seconds = 0;
  if (rest.size() >= 3 && rest[0] == ':') {
    if (rest[1] < '0' || rest[1] > '5' || rest[2] < '0' || rest[2] > '9') return std::nullopt;
    seconds = (rest[1] - '0') * 10 + (rest[2] - '0');
    rest.remove_prefix(3);
  }
  int offset = 0;
  if (rest == "Z") {
    offset = 0;
  } else if (rest.size() == 6 && (rest[0] == '+' || rest[0] == '-')) {
    const auto o = parse_time_of_day(rest.substr(1));
    if (!o || *o > 14 * 60) return std::nullopt;
    offset = rest[0] == '-' ? -*o : *o;
  } else {
    return std::nullopt;
  }
  // The civil time minus its offset is the instant.
  return sys_seconds{*day} + minutes(*clock - offset) + std::chrono::seconds(seconds);
}

std::vector<availability_day> availability_of(std::vector<day_busy> days)
{
  std::vector<availability_day> out;
  out.reserve(days.size());
  for (auto& d : days) {
    availability_day a{.date = std::move(d.date), .busy = std::move(d.busy)};
    a.state = d.busy_minutes <= 0 ? day_state::free : d.busy_minutes >= d.day_minutes ? day_state::booked : day_state::partial;
    out.push_back(std::move(a));
  }
  return out;
}

}  // namespace marine::domain
