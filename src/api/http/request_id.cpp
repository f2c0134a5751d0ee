#include "api/http/request_id.hpp"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <random>

namespace marine::api {
namespace {

void put_hex(char* out, std::uint64_t value, int digits) noexcept
{
  static constexpr char hex[] = "0123456789abcdef";
  for (int i = digits - 1; i >= 0; --i) {
    out[i] = hex[value & 0xf];
    value >>= 4;
  }
}

std::uint32_t process_prefix() noexcept
{
  static const std::uint32_t prefix = [] {
    std::random_device rd;
    return static_cast<std::uint32_t>(rd());
  }();
  return prefix;
}

}  // namespace

bool request_id::well_formed(std::string_view id) noexcept
{
  if (id.empty() || id.size() > max_size) return false;
  return std::all_of(id.begin(), id.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
           c == '.' || c == ':';
  });
}

request_id request_id::from(std::string_view incoming) noexcept
{
  request_id id;
  if (well_formed(incoming)) {
    std::memcpy(id.chars_.data(), incoming.data(), incoming.size());
    id.size_ = incoming.size();
    return id;
  }
  static std::atomic<std::uint32_t> threads{0};
  thread_local const std::uint32_t thread_no = threads.fetch_add(1, std::memory_order_relaxed);
  thread_local std::uint64_t counter = 0;
  put_hex(id.chars_.data(), process_prefix(), 8);
  put_hex(id.chars_.data() + 8, thread_no, 4);
  put_hex(id.chars_.data() + 12, ++counter, 12);
  id.size_ = 24;
  return id;
}

std::string_view request_id::header_end() noexcept
{
  constexpr std::string_view name = "X-Request-Id: ";
  char* p = line_.data();
  std::memcpy(p, name.data(), name.size());
  p += name.size();
  std::memcpy(p, chars_.data(), size_);
  p += size_;
  std::memcpy(p, "\r\n\r\n", 4);
  p += 4;
  return {line_.data(), static_cast<std::size_t>(p - line_.data())};
}

}  // namespace marine::api
