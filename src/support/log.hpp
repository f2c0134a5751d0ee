#pragma once
// One-line structured logs on stderr: logfmt (key=value) by default, or one JSON object a
// line (LOG_FORMAT=json, for log collectors), converted from the same logfmt text so that
// callers write one format. Callers pass only what is safe to log: never passwords,
// tokens or cookies.

#include "support/config.hpp"

#include <fmt/format.h>

#include <atomic>
#include <string_view>

namespace marine::log {

void set_level(log_level level) noexcept;
void set_format(log_format format) noexcept;
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

// `ts=… level=… msg=x k=v k2="a b"` as {"ts":"…","level":"…","msg":"x","k":"v","k2":"a b"}:
// plain whole numbers and decimals become JSON numbers, everything else strings; a quoted
// value's \" and \\ are undone, its \xNN escapes kept as text (the line stays ASCII).
std::string logfmt_to_json(std::string_view line);

}  // namespace marine::log
