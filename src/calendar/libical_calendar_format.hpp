#pragma once
// The iCalendar format through libical (docs/charter.md, "Channel calendars"): other
// channels' feeds read into busy spans, and our blocks written as a feed for them. Safe to
// use from several threads at once: each call parses and builds its own components, and the
// process-wide time zones are loaded under a lock (calendar_zones.hpp).

#include "domain/charter/channel_calendar.hpp"

namespace marine::calendar {

class libical_calendar_format final : public domain::calendar_format {
 public:
  // Loads Asia/Dubai (and throws when libical has no such zone).
  libical_calendar_format();

  domain::calendar_read read(std::string_view text, std::chrono::sys_seconds from, std::chrono::sys_seconds to,
                             std::size_t max_events) const override;
  std::string write(const std::vector<domain::exported_block>& blocks, std::string_view host,
                    std::string_view calendar_name) const override;
};

}  // namespace marine::calendar
