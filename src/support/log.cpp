#include "support/log.hpp"

#include <fmt/chrono.h>

#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <cstdio>
#include <mutex>
#include <string>
#include <thread>

namespace marine::log {
namespace {

std::atomic<int> current_level{static_cast<int>(log_level::info)};
std::atomic<bool> json_lines{false};

void json_string(std::string& out, std::string_view s)
{
  out += '"';
  for (char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += ch;
    } else if (c < 0x20 || c == 0x7f) {
      out += fmt::format("\\u{:04x}", c);
    } else {
      out += ch;
    }
  }
  out += '"';
}

// A bare value that JSON can carry as a number without changing it (no leading zeros,
// short enough not to lose digits: ids stay strings).
bool is_plain_number(std::string_view v)
{
  if (v.empty() || v.size() > 15) return false;
  std::size_t i = v.front() == '-' ? 1 : 0;
  if (i == v.size() || (v[i] == '0' && i + 1 < v.size() && v[i + 1] != '.')) return false;
  bool dot = false, digit_after = false;
  for (; i < v.size(); ++i) {
    if (v[i] == '.' && !dot) {
      dot = true;
      digit_after = false;
      continue;
    }
    if (v[i] < '0' || v[i] > '9') return false;
    digit_after = true;
  }
  return digit_after;
}

// Debug and info lines (the access log: one a request) are written in batches, one
// write(2) for many lines; a warning or an error goes out at once with what came before
// it. A flusher thread writes what waits every 100 ms, and the exit writes the rest.
// Never destroyed: threads may log while statics are torn down.
class batched_stderr {
 public:
  batched_stderr() : flusher_([this] { run(); }) { std::atexit([] { instance().flush(); }); }

  static batched_stderr& instance()
  {
    static auto* sink = new batched_stderr;
    return *sink;
  }

  void add(log_level level, std::string_view text)
  {
    std::lock_guard lock(mutex_);
    pending_.append(text);
    if (level >= log_level::warn || pending_.size() >= flush_bytes) flush_locked();
  }

  void flush()
  {
    std::lock_guard lock(mutex_);
    flush_locked();
  }

 private:
  static constexpr std::size_t flush_bytes = 16 * 1024;

  void run()
  {
    std::unique_lock lock(mutex_);
    for (;;) {
      wake_.wait_for(lock, std::chrono::milliseconds(100));
      flush_locked();
    }
  }

  void flush_locked()
  {
    if (pending_.empty()) return;
    std::fwrite(pending_.data(), 1, pending_.size(), stderr);
    pending_.clear();
  }

  std::mutex mutex_;
  std::condition_variable wake_;
  std::string pending_;
  std::thread flusher_;
};

}  // namespace

void set_level(log_level level) noexcept { current_level.store(static_cast<int>(level)); }

void set_format(log_format format) noexcept { json_lines.store(format == log_format::json); }

bool enabled(log_level level) noexcept { return static_cast<int>(level) >= current_level.load(std::memory_order_relaxed); }

void write(log_level level, std::string_view line)
{
  const auto now = std::chrono::floor<std::chrono::milliseconds>(std::chrono::system_clock::now());
  auto text = fmt::format("ts={:%Y-%m-%dT%H:%M:%S}Z level={} {}\n", now, to_string(level), line);
  if (json_lines.load(std::memory_order_relaxed)) {
    text.pop_back();
    text = logfmt_to_json(text) + '\n';
  }
  batched_stderr::instance().add(level, text);
}

std::string logfmt_to_json(std::string_view line)
{
  std::string out = "{";
  bool first = true;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && line[i] == ' ') ++i;
    if (i == line.size()) break;
    const auto eq = line.find_first_of("= ", i);
    std::string_view key = line.substr(i, eq == std::string_view::npos ? std::string_view::npos : eq - i);
    i = eq == std::string_view::npos ? line.size() : eq;
    std::string value;
    bool quoted = false;
    if (i < line.size() && line[i] == '=') {
      ++i;
      if (i < line.size() && line[i] == '"') {
        quoted = true;
        for (++i; i < line.size() && line[i] != '"'; ++i) {
          if (line[i] == '\\' && i + 1 < line.size() && (line[i + 1] == '"' || line[i + 1] == '\\')) ++i;
          value += line[i];
        }
        ++i;  // the closing quote
      } else {
        const auto end = line.find(' ', i);
        value = line.substr(i, end == std::string_view::npos ? std::string_view::npos : end - i);
        i = end == std::string_view::npos ? line.size() : end;
      }
    }
    if (!first) out += ',';
    first = false;
    json_string(out, key);
    out += ':';
    if (!quoted && is_plain_number(value))
      out += value;
    else
      json_string(out, value);
  }
  return out + "}";
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
