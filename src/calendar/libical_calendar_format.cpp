#include "calendar/libical_calendar_format.hpp"

#include "calendar/calendar_zones.hpp"
#include "calendar/ical_reader.hpp"
#include "calendar/ical_text.hpp"

#include <fmt/format.h>

#include <cstdlib>
#include <memory>

namespace marine::calendar {
namespace {

icaltimetype utc_time(std::chrono::sys_seconds t)
{
  return icaltime_from_timet_with_zone(static_cast<time_t>(t.time_since_epoch().count()), 0,
                                       icaltimezone_get_utc_timezone());
}

icalcomponent* event_of(const domain::exported_block& block, const std::string& host)
{
  icalcomponent* event = icalcomponent_new(ICAL_VEVENT_COMPONENT);
  const std::string uid = fmt::format("block-{}@{}", block.id, host);
  icalcomponent_add_property(event, icalproperty_new_uid(uid.c_str()));
  icalcomponent_add_property(event, icalproperty_new_dtstamp(utc_time(block.last_modified)));
  icalcomponent_add_property(event, icalproperty_new_dtstart(utc_time(block.start)));
  icalcomponent_add_property(event, icalproperty_new_dtend(utc_time(block.end)));
  icalcomponent_add_property(event, icalproperty_new_summary(block.booked ? "Booked" : "Unavailable"));
  icalcomponent_add_property(event, icalproperty_new_lastmodified(utc_time(block.last_modified)));
  icalcomponent_add_property(event, icalproperty_new_sequence(block.sequence));
  icalcomponent_add_property(event, icalproperty_new_transp(ICAL_TRANSP_OPAQUE));
  return event;
}

}  // namespace

libical_calendar_format::libical_calendar_format() { zone_library::instance(); }

domain::calendar_read libical_calendar_format::read(std::string_view text, std::chrono::sys_seconds from,
                                                    std::chrono::sys_seconds to, std::size_t max_events) const
{
  return read_calendar(text, from, to, max_events);
}

std::string libical_calendar_format::write(const std::vector<domain::exported_block>& blocks, std::string_view host,
                                           std::string_view calendar_name) const
{
  const std::string h(host);
  const std::unique_ptr<icalcomponent, decltype(&icalcomponent_free)> calendar(
      icalcomponent_new(ICAL_VCALENDAR_COMPONENT), icalcomponent_free);
  icalcomponent_add_property(calendar.get(), icalproperty_new_version("2.0"));
  const std::string prodid = fmt::format("-//{}//Charter calendar//EN", h);
  icalcomponent_add_property(calendar.get(), icalproperty_new_prodid(prodid.c_str()));
  icalcomponent_add_property(calendar.get(), icalproperty_new_calscale("GREGORIAN"));
  icalcomponent_add_property(calendar.get(), icalproperty_new_method(ICAL_METHOD_PUBLISH));
  for (const auto& block : blocks) icalcomponent_add_component(calendar.get(), event_of(block, h));

  const std::unique_ptr<char, decltype(&std::free)> text(icalcomponent_as_ical_string_r(calendar.get()), std::free);
  std::string out = text ? std::string(text.get()) : std::string();
  // libical leaves an X- property's commas and semicolons unescaped (ical_text.hpp): the
  // name's line is ours, after METHOD, where Google and Outlook put it too.
  constexpr std::string_view method = "METHOD:PUBLISH\r\n";
  if (const auto at = out.find(method); at != std::string::npos)
    out.insert(at + method.size(), folded_line("X-WR-CALNAME:" + escaped_text(calendar_name)));
  return out;
}

}  // namespace marine::calendar
