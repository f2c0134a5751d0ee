#include "persistence/postgres/pg_binary.hpp"

#include <fmt/format.h>

#include <limits>
#include <stdexcept>

namespace marine::persistence::pg_binary {
namespace {

std::uint32_t be32(const char* p)
{
  const auto* u = reinterpret_cast<const unsigned char*>(p);
  return (std::uint32_t{u[0]} << 24) | (std::uint32_t{u[1]} << 16) | (std::uint32_t{u[2]} << 8) | std::uint32_t{u[3]};
}

std::uint64_t be64(const char* p) { return (std::uint64_t{be32(p)} << 32) | be32(p + 4); }

[[noreturn]] void malformed(const char* what) { throw std::runtime_error(fmt::format("malformed binary {}", what)); }

// Days since 1970-01-01 to the proleptic Gregorian date (Howard Hinnant's civil_from_days).
struct civil_date {
  std::int64_t year;
  unsigned month, day;
};
civil_date civil_from_days(std::int64_t z)
{
  z += 719468;
  const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
  const auto doe = static_cast<unsigned>(z - era * 146097);
  const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const unsigned mp = (5 * doy + 2) / 153;
  const unsigned d = doy - (153 * mp + 2) / 5 + 1;
  const unsigned m = mp < 10 ? mp + 3 : mp - 9;
  return {static_cast<std::int64_t>(yoe) + era * 400 + (m <= 2), m, d};
}

}  // namespace

std::int32_t int4(std::string_view bytes)
{
  if (bytes.size() != 4) malformed("int4");
  return static_cast<std::int32_t>(be32(bytes.data()));
}

std::string timestamp_iso(std::string_view bytes)
{
  if (bytes.size() != 8) malformed("timestamptz");
  const auto micros = static_cast<std::int64_t>(be64(bytes.data()));
  if (micros == std::numeric_limits<std::int64_t>::max()) return "infinity";
  if (micros == std::numeric_limits<std::int64_t>::min()) return "-infinity";
  constexpr std::int64_t per_day = 86'400'000'000;
  constexpr std::int64_t days_1970_to_2000 = 10'957;
  // Floor division: a time before 2000 belongs to the day it falls in, not the next.
  std::int64_t days = micros / per_day;
  std::int64_t in_day = micros % per_day;
  if (in_day < 0) {
    in_day += per_day;
    --days;
  }
  const auto date = civil_from_days(days + days_1970_to_2000);
  const auto seconds = static_cast<unsigned>(in_day / 1'000'000);
  const auto millis = static_cast<unsigned>(in_day % 1'000'000 / 1000);
  if (date.year < 0 || date.year > 9999)  // never from our inputs, which have four-digit years
    return fmt::format("{}-{:02}-{:02}T{:02}:{:02}:{:02}.{:03}Z", date.year, date.month, date.day, seconds / 3600,
                       seconds / 60 % 60, seconds % 60, millis);
  // Written digit by digit: fmt::format was a twentieth of a long list's time on our side.
  std::string out = "0000-00-00T00:00:00.000Z";
  const auto digits = [&out](std::size_t at, unsigned value, int width) {
    for (int i = width - 1; i >= 0; --i, value /= 10) out[at + static_cast<std::size_t>(i)] = static_cast<char>('0' + value % 10);
  };
  digits(0, static_cast<unsigned>(date.year), 4);
  digits(5, date.month, 2);
  digits(8, date.day, 2);
  digits(11, seconds / 3600, 2);
  digits(14, seconds / 60 % 60, 2);
  digits(17, seconds % 60, 2);
  digits(20, millis, 3);
  return out;
}

std::vector<std::string> text_array(std::string_view bytes)
{
  // Header: dimensions, has-nulls flag, element type; per dimension: length, lower bound;
  // then per element: int4 length (-1: NULL) and the bytes.
  if (bytes.size() < 12) malformed("array");
  const auto dimensions = be32(bytes.data());
  std::vector<std::string> out;
  if (dimensions == 0) return out;
  if (dimensions != 1 || bytes.size() < 20) malformed("array");
  const auto count = be32(bytes.data() + 12);
  std::size_t at = 20;
  out.reserve(count);
  for (std::uint32_t i = 0; i < count; ++i) {
    if (bytes.size() - at < 4) malformed("array");
    const auto length = be32(bytes.data() + at);
    at += 4;
    if (length == 0xFFFFFFFFu || bytes.size() - at < length) malformed("array element");
    out.emplace_back(bytes.substr(at, length));
    at += length;
  }
  if (at != bytes.size()) malformed("array");
  return out;
}

std::string_view jsonb_text(std::string_view bytes)
{
  if (bytes.empty() || bytes.front() != 1) malformed("jsonb");
  return bytes.substr(1);
}

}  // namespace marine::persistence::pg_binary
