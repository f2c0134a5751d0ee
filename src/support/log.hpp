#pragma once
// One-line structured logs (logfmt) on stderr. Callers pass only what is safe to log:
// never passwords, tokens or cookies.

#include "support/config.hpp"

#include <fmt/format.h>

#include <atomic>
#include <string_view>

namespace marine::log {

void set_level(log_level level) noexcept;
bool enabled(log_level level) noexcept;
void write(log_level level, std::string_view line);

template <class... Args>
void at(log_level level, fmt::format_string<Args...> f, Args&&... args)
{
  if (!enabled(level)) return;
  write(level, fmt::format(f, std::forward<Args>(args)...));
}

template <class... Args>
void info(fmt::format_string<Args...> f, Args&&... args) { at(log_level::info, f, std::forward<Args>(args)...); }
template <class... Args>
void warn(fmt::format_string<Args...> f, Args&&... args) { at(log_level::warn, f, std::forward<Args>(args)...); }
template <class... Args>
void error(fmt::format_string<Args...> f, Args&&... args) { at(log_level::error, f, std::forward<Args>(args)...); }
template <class... Args>
void debug(fmt::format_string<Args...> f, Args&&... args) { at(log_level::debug, f, std::forward<Args>(args)...); }

// Quotes a value for logfmt when it needs it (spaces, quotes, control characters).
std::string quote(std::string_view value);

}  // namespace marine::log
