#include "domain/insights/source_gate.hpp"

#include <arpa/inet.h>
#include <sys/random.h>

#include <array>
#include <cstring>
#include <fmt/format.h>

namespace marine::domain {
namespace {

std::uint64_t random_salt()
{
  std::uint64_t salt = 0;
  if (::getrandom(&salt, sizeof salt, 0) != static_cast<ssize_t>(sizeof salt)) salt = 0x9e3779b97f4a7c15ull;
  return salt;
}

// 64-bit FNV-1a of the salt and the text.
std::uint64_t salted_hash(std::uint64_t salt, std::string_view text)
{
  std::uint64_t h = 14695981039346656037ull ^ salt;
  for (char c : text) {
    h ^= static_cast<unsigned char>(c);
    h *= 1099511628211ull;
  }
  return h;
}

}  // namespace

std::string network_of(std::string_view address)
{
  const std::string text(address);
  std::array<unsigned char, 16> v6{};
  if (::inet_pton(AF_INET6, text.c_str(), v6.data()) != 1) return text;
  constexpr std::array<unsigned char, 12> mapped{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
  if (std::memcmp(v6.data(), mapped.data(), mapped.size()) == 0)
    return fmt::format("{}.{}.{}.{}", v6[12], v6[13], v6[14], v6[15]);
  return fmt::format("{:02x}{:02x}:{:02x}{:02x}:{:02x}{:02x}:{:02x}{:02x}::/64", v6[0], v6[1], v6[2], v6[3], v6[4],
                     v6[5], v6[6], v6[7]);
}

source_gate::source_gate(std::size_t new_sources_per_network, std::size_t max_sources, std::size_t max_networks)
    : per_network_(new_sources_per_network), max_sources_(max_sources), max_networks_(max_networks), salt_(random_salt())
{
}

std::string source_gate::admit(sys_days day, std::string_view source, std::string_view address)
{
  if (source == direct_source || source == other_source) return std::string(source);
  std::lock_guard lock(mutex_);
  if (day != day_) {
    day_ = day;
    seen_.clear();
    brought_.clear();
  }
  if (seen_.contains(std::string(source))) return std::string(source);
  const auto network = salted_hash(salt_, network_of(address));
  auto it = brought_.find(network);
  if (it == brought_.end()) {
    if (brought_.size() >= max_networks_) return std::string(other_source);
    it = brought_.emplace(network, 0).first;
  }
  if (it->second >= per_network_ || seen_.size() >= max_sources_) return std::string(other_source);
  it->second += 1;
  seen_.emplace(source);
  return std::string(source);
}

}  // namespace marine::domain
