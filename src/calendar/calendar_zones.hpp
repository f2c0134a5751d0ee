#pragma once
// The time zones a feed's times are read in (docs/charter.md, "Channel calendars"): the
// feed's own VTIMEZONEs first, then libical's zones by Olson name, then Outlook's Windows
// names mapped to Olson ones through ICU; anything else, and floating times and dates, in
// Asia/Dubai. libical's zones are process-wide, so one cache serves every reader.

#include <libical/ical.h>

#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace marine::calendar {

// The Olson name ICU gives a Windows zone name ("W. Europe Standard Time" → "Europe/Berlin"),
// for the world region ("001"); nothing for a name Windows does not have.
std::optional<std::string> olson_for_windows_zone(std::string_view windows_name);

class zone_library {
 public:
  // The process-wide library: Asia/Dubai and UTC are loaded when it is first asked for.
  static zone_library& instance();

  icaltimezone* dubai() const { return dubai_; }
  icaltimezone* utc() const { return utc_; }
  // The zone a TZID names, in `calendar`'s VTIMEZONEs or by its Olson or Windows name;
  // Asia/Dubai when nothing knows it. Safe to call from several threads at once.
  icaltimezone* for_tzid(icalcomponent* calendar, std::string_view tzid);

 private:
  zone_library();
  icaltimezone* named(const std::string& tzid);

  icaltimezone* dubai_ = nullptr;
  icaltimezone* utc_ = nullptr;
  std::mutex mutex_;  // libical 3.0 loads its zones lazily; the cache and the loads go one at a time
  std::unordered_map<std::string, icaltimezone*> cache_;
};

}  // namespace marine::calendar
