#include "domain/charter/channel_calendar.hpp"

#include "domain/charter/channel_calendar_store.hpp"

#include <fmt/format.h>
#include <openssl/rand.h>
#include <openssl/sha.h>

#include <array>
#include <stdexcept>

namespace marine::domain {
namespace {

std::string hex(const unsigned char* bytes, std::size_t n)
{
  static constexpr char digits[] = "0123456789abcdef";
  std::string out;
  out.reserve(n * 2);
  for (std::size_t i = 0; i < n; ++i) {
    out += digits[bytes[i] >> 4];
    out += digits[bytes[i] & 0xf];
  }
  return out;
}

// "2027-03-05T10:00:00+04:00" → "2027-03-05 10:00".
std::string readable(std::string_view instant) { return std::string(instant.substr(0, 10)) + " " + std::string(instant.substr(11, 5)); }

}  // namespace

std::string masked_feed_url(std::string_view url)
{
  const auto scheme_end = url.find("://");
  if (scheme_end == std::string_view::npos) return "…";
  const auto host_end = url.find_first_of("/?#", scheme_end + 3);
  if (host_end == std::string_view::npos) return std::string(url);
  std::string out(url.substr(0, host_end));
  // The path and query may hold the channel's secret: only the last segment's extension shows.
  const auto path = url.substr(host_end, url.find_first_of("?#", host_end) - host_end);
  const auto last = path.substr(path.rfind('/') + 1);
  const auto dot = last.rfind('.');
  out += "/…";
  if (dot != std::string_view::npos && last.size() - dot <= 5) out += last.substr(dot);
  return out;
}

std::string new_secret_token()
{
  std::array<unsigned char, 16> bytes{};
  if (RAND_bytes(bytes.data(), static_cast<int>(bytes.size())) != 1) throw std::runtime_error("no random bytes");
  return hex(bytes.data(), bytes.size());
}

std::string sha256_hex(std::string_view text)
{
  std::array<unsigned char, SHA256_DIGEST_LENGTH> digest{};
  SHA256(reinterpret_cast<const unsigned char*>(text.data()), text.size(), digest.data());
  return hex(digest.data(), digest.size());
}

outgoing_mail conflict_mail_of(const new_conflict& c, std::string_view to, std::string_view site_url)
{
  // The key is the conflict's identity: the outbox keeps one mail per key, so it goes once.
  const auto key = "calendar-conflict-" + c.feed_id + "-" + sha256_hex(c.uid + "\n" + c.recurrence_id).substr(0, 32);
  auto body = fmt::format(
      "An event in the calendar \"{}\" meets a booking of ours on {}.\n\n"
      "Event: {} – {} (Dubai time)\n{}\n\n"
      "The event was not imported, and our booking is kept. Check the channel, then move or cancel one of them.\n\n"
      "{}/admin/calendar\n",
      c.feed_label, c.vessel_name, readable(c.start), readable(c.end),
      c.block_id ? fmt::format("Our block: #{}", *c.block_id) : std::string("Our block: removed since"), site_url);
  return {.key = key,
          .to = std::string(to),
          .subject = fmt::format("Calendar conflict: {} on {}", c.vessel_name, c.start.substr(0, 10)),
          .body = std::move(body)};
}

}  // namespace marine::domain
