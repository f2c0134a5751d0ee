#pragma once
// The business's desks (docs/desks.md): each line of business with its phone, its WhatsApp
// agents, its e-mail for leads, its hours in Dubai time and their exceptions, and the
// categories it answers for. The first desk is the general desk.

#include "domain/catalogue/category.hpp"

#include <array>
#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace marine::domain {

inline constexpr std::size_t max_desks = 5;
inline constexpr std::size_t max_agents_per_desk = 10;
inline constexpr std::size_t max_ranges_per_day = 4;
inline constexpr std::size_t max_exceptions_per_desk = 20;

struct desk_agent {
  std::string name, name_ar;
  std::string whatsapp;  // digits with the country code, as the settings' numbers
  bool active = true;    // on duty: only active agents are shown to visitors
  bool operator==(const desk_agent&) const = default;
};

// Minutes after a Dubai midnight, [from, to) with 0 <= from < to <= 1440.
struct time_range {
  int from = 0, to = 0;
  bool operator==(const time_range&) const = default;
};

// Index 0 = Sunday … 6 = Saturday.
using weekly_hours = std::array<std::vector<time_range>, 7>;

struct hours_exception {
  std::chrono::sys_days from, to;  // Dubai dates, inclusive
  std::string name, name_ar;
  bool closed = false;
  weekly_hours hours{};  // used when not closed
  bool operator==(const hours_exception&) const = default;
};

struct desk {
  std::string id;
  std::string name, name_ar;
  std::string phone;
  std::string email;
  std::vector<desk_agent> agents;
  weekly_hours hours{};
  std::vector<hours_exception> exceptions;
  std::vector<category> categories;
  bool operator==(const desk&) const = default;

  bool has_hours() const;
};

// A Dubai civil date and minute of the day.
struct dubai_moment {
  std::chrono::sys_days date;
  int minute = 0;  // 0..1439
  bool operator==(const dubai_moment&) const = default;
};

struct desk_status {
  enum class state { none, open, closed } is = state::none;
  // open: until when (nullopt: not closing within 14 days); closed: the next opening
  // (nullopt: nothing within 400 days).
  std::optional<dubai_moment> at;
  bool operator==(const desk_status&) const = default;
};

// Whether `d` is open at `now`, and until when or from when (docs/desks.md).
desk_status status_of(const desk& d, std::chrono::system_clock::time_point now);

// The desk that answers for category `c`: the one listing it, else the first.
const desk& desk_for(const std::vector<desk>& desks, category c);

}  // namespace marine::domain
