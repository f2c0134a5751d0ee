#include "support/log.hpp"

#include <fmt/chrono.h>

#include <chrono>
#include <cstdio>
#include <mutex>

namespace marine::log {
namespace {

std::atomic<int> current_level{static_cast<int>(log_level::info)};
std::mutex write_mutex;

}  // namespace

void set_level(log_level level) noexcept { current_level.store(static_cast<int>(level)); }

bool enabled(log_level level) noexcept { return static_cast<int>(level) >= current_level.load(std::memory_order_relaxed); }

void write(log_level level, std::string_view line)
{
  const auto now = std::chrono::floor<std::chrono::milliseconds>(std::chrono::system_clock::now());
  const auto text = fmt::format("ts={:%Y-%m-%dT%H:%M:%S}Z level={} {}\n", now, to_string(level), line);
  std::lock_guard lock(write_mutex);
  std::fwrite(text.data(), 1, text.size(), stderr);
}

std::string quote(std::string_view value)
{
  bool plain = !value.empty();
  for (char ch : value) {
    const auto c = static_cast<unsigned char>(ch);
    if (c <= ' ' || c == '"' || c == '=' || c == '\\' || c >= 0x7f) plain = false;
  }
  if (plain) return std::string(value);
  std::string out = "\"";
  for (char ch : value) {
    const auto c = static_cast<unsigned char>(ch);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < ' ' || c == 0x7f) {
      out += fmt::format("\\x{:02x}", c);
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

}  // namespace marine::log
