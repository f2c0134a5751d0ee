#include "calendar/calendar_zones.hpp"

#include <unicode/timezone.h>
#include <unicode/unistr.h>

#include <stdexcept>

namespace marine::calendar {
namespace {

// A feed may name thousands of made-up zones; past this many names, lookups are not kept.
constexpr std::size_t max_cached_names = 512;

constexpr std::string_view libical_prefix = "/freeassociation.sourceforge.net/";

bool is_utc_name(std::string_view tzid)
{
  return tzid == "UTC" || tzid == "GMT" || tzid == "Etc/UTC" || tzid == "Etc/GMT" || tzid == "Z";
}

}  // namespace

std::optional<std::string> olson_for_windows_zone(std::string_view windows_name)
{
  UErrorCode status = U_ZERO_ERROR;
  icu::UnicodeString id;
  const auto name =
      icu::UnicodeString::fromUTF8(icu::StringPiece(windows_name.data(), static_cast<int32_t>(windows_name.size())));
  icu::TimeZone::getIDForWindowsID(name, "001", id, status);
  if (U_FAILURE(status) || id.isEmpty()) return std::nullopt;
  std::string out;
  id.toUTF8String(out);
  return out;
}

zone_library& zone_library::instance()
{
  static zone_library library;
  return library;
}

zone_library::zone_library()
{
  icalerror_set_errors_are_fatal(0);
  utc_ = icaltimezone_get_utc_timezone();
  dubai_ = icaltimezone_get_builtin_timezone("Asia/Dubai");
  // Without Asia/Dubai every date would be read wrong: better not to start.
  if (dubai_ == nullptr) throw std::runtime_error("libical has no Asia/Dubai time zone (is tzdata installed?)");
}

icaltimezone* zone_library::for_tzid(icalcomponent* calendar, std::string_view tzid)
{
  const std::string name(tzid);
  // The feed's own VTIMEZONE first: it is what the publisher meant, Outlook's custom zones too.
  // The calendar is the caller's alone, so this lookup needs no lock.
  if (calendar != nullptr)
    if (icaltimezone* own = icalcomponent_get_timezone(calendar, name.c_str())) return own;
  if (is_utc_name(tzid)) return utc_;
  const std::lock_guard lock(mutex_);
  if (const auto it = cache_.find(name); it != cache_.end()) return it->second;
  icaltimezone* zone = named(name);
  if (zone == nullptr) zone = dubai_;  // an unknown zone is read as Dubai's, where our vessels are
  if (cache_.size() < max_cached_names) cache_.emplace(name, zone);
  return zone;
}

// Called with mutex_ held.
icaltimezone* zone_library::named(const std::string& tzid)
{
  if (icaltimezone* olson = icaltimezone_get_builtin_timezone(tzid.c_str())) return olson;
  // libical's own TZIDs ("/freeassociation.sourceforge.net/Asia/Dubai"), as its users write them.
  if (tzid.starts_with(libical_prefix))
    if (icaltimezone* prefixed = icaltimezone_get_builtin_timezone(tzid.c_str() + libical_prefix.size()))
      return prefixed;
  if (const auto olson = olson_for_windows_zone(tzid)) {
    if (is_utc_name(*olson)) return utc_;
    return icaltimezone_get_builtin_timezone(olson->c_str());
  }
  return nullptr;
}

}  // namespace marine::calendar
