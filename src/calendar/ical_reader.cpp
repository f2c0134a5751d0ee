#include "calendar/ical_reader.hpp"

#include "calendar/ical_occurrences.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <tuple>
#include <utility>
#include <vector>

namespace marine::calendar {
namespace {

using domain::external_event;
using key = std::pair<std::string, std::string>;  // uid, recurrence_id

constexpr std::size_t max_uid_bytes = 255;

struct component_free {
  void operator()(icalcomponent* c) const noexcept { icalcomponent_free(c); }
};
using component_ptr = std::unique_ptr<icalcomponent, component_free>;

std::string property_text(icalcomponent* event, icalproperty_kind kind)
{
  icalproperty* p = icalcomponent_get_first_property(event, kind);
  if (p == nullptr) return {};
  const std::unique_ptr<char, decltype(&std::free)> text(icalproperty_as_ical_string_r(p), std::free);
  return text ? std::string(text.get()) : std::string();
}

std::string uid_of(icalcomponent* event)
{
  const char* uid = icalcomponent_get_uid(event);
  if (uid != nullptr && *uid != '\0') {
    const std::string_view u(uid);
    return u.size() > max_uid_bytes ? hashed_uid(u) : std::string(u);
  }
  // No UID: one made of what the event says, so the same event keeps it from one fetch to
  // the next (and moves under a new one when its time changes, which a fetch sees anyway).
  return hashed_uid(property_text(event, ICAL_DTSTART_PROPERTY) + property_text(event, ICAL_DTEND_PROPERTY) +
                    property_text(event, ICAL_SUMMARY_PROPERTY));
}

bool cancelled(icalcomponent* event) { return icalcomponent_get_status(event) == ICAL_STATUS_CANCELLED; }

// By hand, not with fmt's "%Y%m%d…": fmt 9 takes a sys_seconds through nanoseconds, which
// overflow past 2262, and libical reads any year up to 9999.
std::string recurrence_id_text(std::chrono::sys_seconds original_start)
{
  using namespace std::chrono;
  const sys_days day = floor<days>(original_start);
  const year_month_day ymd{day};
  const hh_mm_ss<seconds> time{original_start - day};
  return fmt::format("{:04}{:02}{:02}T{:02}{:02}{:02}Z", static_cast<int>(ymd.year()),
                     static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()), time.hours().count(),
                     time.minutes().count(), time.seconds().count());
}

class feed_reader {
 public:
  feed_reader(std::chrono::sys_seconds from, std::chrono::sys_seconds to, std::size_t max_events,
              std::chrono::steady_clock::time_point deadline)
      : from_(from), to_(to), max_(max_events), deadline_(deadline)
  {
  }

  // The first pass: the overridden occurrences, so the masters' passes can leave them out.
  void read_overrides(icalcomponent* calendar, occurrence_reader& times)
  {
    for_each_event(calendar, [&](icalcomponent* event) {
      icalproperty* rid = icalcomponent_get_first_property(event, ICAL_RECURRENCEID_PROPERTY);
      if (rid == nullptr) return;
      const key k{uid_of(event), recurrence_id_text(times.instant(times.time_of(rid)))};
      if (cancelled(event)) {
        overrides_[k] = std::nullopt;  // the occurrence is gone
        return;
      }
      // Its own time, which may move it into or out of the window; none (no DTSTART): the
      // override is unusable and the master's occurrence stays.
      times.spans(event, [&](const occurrence_reader::span& s) {
        overrides_[k] = external_event{k.first, k.second, s.start, s.end, is_all_day(event)};
        return false;  // an override is one occurrence
      });
      // Moved out of the window (or to no time at all): the occurrence is gone from it.
      if (!overrides_.contains(k) && icalcomponent_get_first_property(event, ICAL_DTSTART_PROPERTY) != nullptr)
        overrides_[k] = std::nullopt;
    });
  }

  void read_masters(icalcomponent* calendar, occurrence_reader& times)
  {
    for_each_event(calendar, [&](icalcomponent* event) {
      if (icalcomponent_get_first_property(event, ICAL_RECURRENCEID_PROPERTY) != nullptr) return;
      const std::string uid = uid_of(event);
      if (cancelled(event)) {
        cancelled_series_.insert(uid);
        return;
      }
      const bool recurring = occurrence_reader::recurs(event);
      const bool all_day = is_all_day(event);
      times.spans(event, [&](const occurrence_reader::span& s) {
        const key k{uid, recurring ? recurrence_id_text(s.start) : std::string()};
        if (!recurring || !overrides_.contains(k)) add(k, external_event{uid, k.second, s.start, s.end, all_day});
        return !too_many_;
      });
    });
  }

  domain::calendar_read result(bool budget_spent)
  {
    for (auto& [k, e] : overrides_)
      if (e && !cancelled_series_.contains(k.first)) add(k, std::move(*e));
    if (late_) return {{}, "The calendar took too long to read"};
    if (too_many_ || budget_spent) return {{}, "too many events"};
    std::vector<external_event> out;
    out.reserve(events_.size());
    for (auto& [k, e] : events_) out.push_back(std::move(e));
    std::ranges::sort(out, {}, [](const external_event& e) { return std::tie(e.start, e.uid, e.recurrence_id); });
    return {std::move(out), std::nullopt};
  }

 private:
  template <class F>
  void for_each_event(icalcomponent* calendar, F&& f)
  {
    for (icalcomponent* e = icalcomponent_get_first_component(calendar, ICAL_VEVENT_COMPONENT);
         e != nullptr && !too_many_ && !late();
         e = icalcomponent_get_next_component(calendar, ICAL_VEVENT_COMPONENT))
      f(e);
  }

  static bool is_all_day(icalcomponent* event)
  {
    icalproperty* p = icalcomponent_get_first_property(event, ICAL_DTSTART_PROPERTY);
    return p != nullptr && icalvalue_get_datetime(icalproperty_get_value(p)).is_date;
  }

  // The first of two events with the same UID and occurrence is kept.
  void add(const key& k, external_event e)
  {
    if (e.start >= to_ || e.end <= from_ || events_.contains(k)) return;
    if (events_.size() == max_) {
      too_many_ = true;
      return;
    }
    events_.emplace(k, std::move(e));
  }

  // Some rules that never match loop inside one libical call for seconds (a daily rule for
  // 30 February): the budget of steps cannot see them, the clock between events can.
  bool late()
  {
    if (!late_ && std::chrono::steady_clock::now() > deadline_) late_ = true;
    return late_;
  }

  std::chrono::sys_seconds from_, to_;
  std::size_t max_;
  std::chrono::steady_clock::time_point deadline_;
  bool too_many_ = false, late_ = false;
  std::map<key, external_event> events_;
  std::map<key, std::optional<external_event>> overrides_;
  std::set<std::string> cancelled_series_;
};

// The VCALENDARs of a parse: the root, or each one of several (libical puts them under an
// XROOT); none when the text is not iCalendar.
std::vector<icalcomponent*> calendars_of(icalcomponent* root)
{
  if (root == nullptr) return {};
  if (icalcomponent_isa(root) == ICAL_VCALENDAR_COMPONENT) return {root};
  std::vector<icalcomponent*> out;
  if (icalcomponent_isa(root) == ICAL_XROOT_COMPONENT)
    for (icalcomponent* c = icalcomponent_get_first_component(root, ICAL_VCALENDAR_COMPONENT); c != nullptr;
         c = icalcomponent_get_next_component(root, ICAL_VCALENDAR_COMPONENT))
      out.push_back(c);
  return out;
}

// libical expands a VTIMEZONE's observances from their DTSTART up to the year of each time
// it converts (at most 2582), all at once: an observance with FREQ=MINUTELY ran for minutes.
// Their steps are taken from the feed's budget, as its events' are; false when it is spent.
bool zones_within(icalcomponent* calendar, std::size_t& budget)
{
  constexpr int libical_last_year = 2582;
  for (icalcomponent* zone = icalcomponent_get_first_component(calendar, ICAL_VTIMEZONE_COMPONENT); zone != nullptr;
       zone = icalcomponent_get_next_component(calendar, ICAL_VTIMEZONE_COMPONENT))
    for (icalcomponent* part = icalcomponent_get_first_component(zone, ICAL_ANY_COMPONENT); part != nullptr;
         part = icalcomponent_get_next_component(zone, ICAL_ANY_COMPONENT)) {
      // Before the RRULEs: reading DTSTART moves the component's one property cursor.
      const icaltimetype start = icalcomponent_get_dtstart(part);
      for (icalproperty* p = icalcomponent_get_first_property(part, ICAL_RRULE_PROPERTY); p != nullptr;
           p = icalcomponent_get_next_property(part, ICAL_RRULE_PROPERTY)) {
        const icalrecurrencetype rule = icalproperty_get_rrule(p);
        if (steps_unseen(rule)) return false;
        const std::unique_ptr<icalrecur_iterator, decltype(&icalrecur_iterator_free)> it(
            icalrecur_iterator_new(rule, start), icalrecur_iterator_free);
        for (icaltimetype t = it ? icalrecur_iterator_next(it.get()) : icaltime_null_time();
             !icaltime_is_null_time(t) && t.year <= libical_last_year; t = icalrecur_iterator_next(it.get())) {
          if (budget == 0) return false;
          --budget;
        }
      }
    }
  return true;
}

}  // namespace

std::string hashed_uid(std::string_view text) { return "sha256:" + domain::sha256_hex(text); }

// A feed's read is bounded in time as well as in steps (docs/charter.md, "Reading a feed").
constexpr std::chrono::seconds read_time_limit{5};

domain::calendar_read read_calendar(std::string_view text, std::chrono::sys_seconds from, std::chrono::sys_seconds to,
                                    std::size_t max_events, std::size_t recurrence_budget)
{
  zone_library::instance();  // sets libical's errors as not fatal before it parses anything
  // A byte order mark: libical 3.0.16 skips it too, but the format should not depend on that.
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  const std::string terminated(text);  // libical reads a C string
  const component_ptr root(icalparser_parse_string(terminated.c_str()));
  const std::vector<icalcomponent*> calendars = calendars_of(root.get());
  if (calendars.empty()) return {{}, "not iCalendar"};

  feed_reader feed(from, to, max_events, std::chrono::steady_clock::now() + read_time_limit);
  std::size_t budget = recurrence_budget;
  for (icalcomponent* calendar : calendars)
    if (!zones_within(calendar, budget)) return {{}, "too many events"};
  bool budget_spent = false;
  for (const bool masters : {false, true}) {
    for (icalcomponent* calendar : calendars) {
      occurrence_reader times(calendar, from, to, budget);
      if (masters)
        feed.read_masters(calendar, times);
      else
        feed.read_overrides(calendar, times);
      budget_spent = budget_spent || times.budget_spent();
      budget = times.budget_left();
    }
  }
  return feed.result(budget_spent);
}

}  // namespace marine::calendar
