#include "calendar/ical_occurrences.hpp"

#include <algorithm>
#include <memory>
#include <set>

namespace marine::calendar {
namespace {

using namespace std::chrono;

struct iterator_free {
  void operator()(icalrecur_iterator* it) const noexcept { icalrecur_iterator_free(it); }
};

constexpr sys_seconds earliest{sys_days{year{1} / January / 1}};
constexpr sys_seconds latest{sys_days{year{3000} / December / 31} + days{1} - seconds{1}};
constexpr long max_days = 3001L * 366;  // more days than lie between `earliest` and `latest`

long day_number(const icaltimetype& t)
{
  const year_month_day ymd{year{t.year}, month{static_cast<unsigned>(t.month)}, day{static_cast<unsigned>(t.day)}};
  return static_cast<long>(sys_days{ymd}.time_since_epoch().count());
}

}  // namespace

bool steps_unseen(const icalrecurrencetype& rule)
{
  if (rule.freq != ICAL_SECONDLY_RECURRENCE && rule.freq != ICAL_MINUTELY_RECURRENCE &&
      rule.freq != ICAL_HOURLY_RECURRENCE)
    return false;
  for (const short* by : {rule.by_second, rule.by_minute, rule.by_hour, rule.by_day, rule.by_month_day,
                          rule.by_year_day, rule.by_week_no, rule.by_month, rule.by_set_pos})
    if (by[0] != ICAL_RECURRENCE_ARRAY_MAX) return true;
  return false;
}

zoned_time occurrence_reader::time_of(icalproperty* property) const
{
  return in_zone(property, icalvalue_get_datetime(icalproperty_get_value(property)));
}

zoned_time occurrence_reader::in_zone(icalproperty* property, icaltimetype value) const
{
  zoned_time t{value, zones_.dubai()};
  if (t.local.is_date) {
    // Dates have no zone: the day is Dubai's whatever the TZID says.
  } else if (icaltime_is_utc(t.local)) {
    t.zone = zones_.utc();
  } else if (icalparameter* tzid = icalproperty_get_first_parameter(property, ICAL_TZID_PARAMETER)) {
    if (const char* name = icalparameter_get_tzid(tzid)) t.zone = zones_.for_tzid(calendar_, name);
  }
  // The iterator compares occurrences with a UTC UNTIL through this zone.
  t.local.zone = t.zone;
  return t;
}

sys_seconds occurrence_reader::instant(const zoned_time& t) const
{
  icaltimetype local = t.local;
  if (local.is_date) local.hour = local.minute = local.second = 0;
  return sys_seconds{seconds{icaltime_as_timet_with_zone(local, t.zone)}};
}

occurrence_reader::length occurrence_reader::length_of(icalcomponent* event, const zoned_time& start) const
{
  length l;
  if (icalproperty* dtend = icalcomponent_get_first_property(event, ICAL_DTEND_PROPERTY)) {
    const zoned_time end = time_of(dtend);
    if (start.local.is_date && end.local.is_date) {
      l.in_days = true;
      l.days = day_number(end.local) - day_number(start.local);
    } else {
      l.exact = instant(end) - instant(start);
    }
  } else if (icalproperty* duration = icalcomponent_get_first_property(event, ICAL_DURATION_PROPERTY)) {
    const icaldurationtype d = icalproperty_get_duration(duration);
    if (d.is_neg) return l;
    if (start.local.is_date) {
      l.in_days = true;
      l.days = static_cast<long>(d.weeks) * 7 + static_cast<long>(d.days);
    } else {
      l.exact = seconds{icaldurationtype_as_int(d)};
    }
  } else if (start.local.is_date) {
    l.in_days = true;  // a DATE event without an end takes its one day
    l.days = 1;
  }  // a timed event without an end takes no time: it is left out (end > start)
  return l;
}

sys_seconds occurrence_reader::end_of(const zoned_time& start, const length& l) const
{
  if (!l.in_days) return instant(start) + l.exact;
  // The end day in one step: icaltime_adjust walks a month at a time, so a DURATION of
  // P99999999W took it 90 ms for each occurrence. Longer than max_days is past `latest` anyway.
  const year_month_day ymd{sys_days{days{day_number(start.local) + std::min(l.days, max_days)}}};
  zoned_time end = start;
  end.local.year = static_cast<int>(ymd.year());
  end.local.month = static_cast<int>(static_cast<unsigned>(ymd.month()));
  end.local.day = static_cast<int>(static_cast<unsigned>(ymd.day()));
  return instant(end);
}

bool occurrence_reader::recurs(icalcomponent* event)
{
  return icalcomponent_get_first_property(event, ICAL_RRULE_PROPERTY) != nullptr ||
         icalcomponent_get_first_property(event, ICAL_RDATE_PROPERTY) != nullptr;
}

void occurrence_reader::spans(icalcomponent* event, const std::function<bool(const span&)>& out)
{
  icalproperty* dtstart = icalcomponent_get_first_property(event, ICAL_DTSTART_PROPERTY);
  if (dtstart == nullptr) return;
  const zoned_time first = time_of(dtstart);
  const length l = length_of(event, first);
  if (l.in_days ? l.days <= 0 : l.exact <= seconds{0}) return;

  std::set<sys_seconds> excluded, seen;
  for (icalproperty* p = icalcomponent_get_first_property(event, ICAL_EXDATE_PROPERTY); p != nullptr;
       p = icalcomponent_get_next_property(event, ICAL_EXDATE_PROPERTY))
    excluded.insert(instant(time_of(p)));
  bool more = true;  // the caller wants more spans
  const auto take = [&](sys_seconds start, sys_seconds end) {
    // A span is kept within the years libical 3.0.16 writes (0001 to 3000; past that it writes
    // a null time), so that it survives our export: a month 54 or a duration of millennia
    // reads as busy up to there.
    start = std::max(start, earliest);
    end = std::min(end, latest);
    if (start >= to_ || end <= from_ || end <= start || excluded.contains(start)) return;
    if (seen.insert(start).second) more = out({start, end});
  };

  take(instant(first), end_of(first, l));
  for (icalproperty* p = icalcomponent_get_first_property(event, ICAL_RRULE_PROPERTY); p != nullptr && more;
       p = icalcomponent_get_next_property(event, ICAL_RRULE_PROPERTY)) {
    const icalrecurrencetype rule = icalproperty_get_rrule(p);
    if (steps_unseen(rule)) {
      spent_ = true;
      return;
    }
    const std::unique_ptr<icalrecur_iterator, iterator_free> it(icalrecur_iterator_new(rule, first.local));
    if (!it) continue;  // a rule libical cannot read: the event keeps its first occurrence
    for (icaltimetype t = icalrecur_iterator_next(it.get()); more && !icaltime_is_null_time(t);
         t = icalrecur_iterator_next(it.get())) {
      if (budget_ == 0) {
        spent_ = true;
        return;
      }
      --budget_;
      const zoned_time at{t, first.zone};
      const sys_seconds start = instant(at);
      if (start >= to_) break;
      take(start, end_of(at, l));
    }
  }
  for (icalproperty* p = icalcomponent_get_first_property(event, ICAL_RDATE_PROPERTY); p != nullptr && more;
       p = icalcomponent_get_next_property(event, ICAL_RDATE_PROPERTY)) {
    const icaldatetimeperiodtype rdate = icalproperty_get_rdate(p);
    if (!icaltime_is_null_time(rdate.time)) {
      const zoned_time at = in_zone(p, rdate.time);
      take(instant(at), end_of(at, l));
      continue;
    }
    // RDATE;VALUE=PERIOD: its own start and end (or duration), in the property's zone.
    const sys_seconds start = instant(in_zone(p, rdate.period.start));
    if (!icaltime_is_null_time(rdate.period.end))
      take(start, instant(in_zone(p, rdate.period.end)));
    else
      take(start, start + seconds{icaldurationtype_as_int(rdate.period.duration)});
  }
}

}  // namespace marine::calendar
