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

bool enabled(log_level level) noexcept { return static_cast<int>(level) >= current_level.load(std::memory_order_relaxed); }

void write(log_level level, std::string_view line)
{
  const auto now = std::chrono::floor<std::chrono::milliseconds>(std::chrono::system_clock::now());
  const auto text = fmt::format("ts={:%Y-%m-%dT%H:%M:%S}Z level={} {}\n", now, to_string(level), line);
  batched_stderr::instance().add(level, text);
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
