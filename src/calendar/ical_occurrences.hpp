#pragma once
// One VEVENT's busy spans (docs/charter.md, "Channel calendars"): its times read in their
// zones (calendar_zones.hpp), its length from DTEND or DURATION, and, for a recurring event,
// the occurrences libical's recurrence iterator gives for each RRULE, with its RDATEs, less
// its EXDATEs.

#include "calendar/calendar_zones.hpp"

#include <chrono>
#include <cstddef>
#include <functional>

namespace marine::calendar {

using std::chrono::sys_seconds;

// A value as written and the zone it is read in: UTC for "…Z", the TZID's zone, else (a
// floating time or a DATE) Asia/Dubai.
struct zoned_time {
  icaltimetype local{};
  icaltimezone* zone = nullptr;
};

// A rule finer than a day that also filters (BYDAY, BYHOUR, ...): libical steps through each
// second, minute or hour between two matches inside one call, unseen by any step budget, and
// up to the year 2582 when none matches (FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30 ran for
// minutes). A feed with one is refused, as one over its budget is.
bool steps_unseen(const icalrecurrencetype& rule);

class occurrence_reader {
 public:
  // Occurrences starting at or after `to` are not looked for; `budget` caps the recurrence
  // iterator's steps over the whole feed (a FREQ=SECONDLY rule from 1970 would never end).
  occurrence_reader(icalcomponent* calendar, sys_seconds from, sys_seconds to, std::size_t budget)
      : calendar_(calendar), zones_(zone_library::instance()), from_(from), to_(to), budget_(budget)
  {
  }

  zoned_time time_of(icalproperty* property) const;
  // `value` (of `property`, whose TZID it takes) in its zone.
  zoned_time in_zone(icalproperty* property, icaltimetype value) const;
  // The instant a value names; a DATE is 00:00 of that day in Dubai.
  sys_seconds instant(const zoned_time& t) const;

  // An occurrence of a series starts at its original start: only an override moves it.
  struct span {
    sys_seconds start, end;
  };
  // Each span of `event` that meets [from, to), once per original start, until `out` returns
  // false; nothing when the event has no DTSTART or no length. A non-recurring event has at
  // most one.
  void spans(icalcomponent* event, const std::function<bool(const span&)>& out);
  static bool recurs(icalcomponent* event);
  bool budget_spent() const { return spent_; }
  std::size_t budget_left() const { return budget_; }

 private:
  struct length {
    bool in_days = false;  // a DATE event: whole Dubai days
    long days = 0;
    std::chrono::seconds exact{0};
  };
  length length_of(icalcomponent* event, const zoned_time& start) const;
  sys_seconds end_of(const zoned_time& start, const length& l) const;

  icalcomponent* calendar_;
  zone_library& zones_;
  sys_seconds from_, to_;
  std::size_t budget_;
  bool spent_ = false;
};

}  // namespace marine::calendar
