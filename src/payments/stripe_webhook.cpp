// A webhook's Stripe-Signature and event (docs/payments.md, "The gateway"). Everything here
// reads what anyone on the internet may send: nothing throws, nothing is trusted before the
// signature holds.
#include "payments/stripe_wire.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <array>
#include <charconv>

namespace marine::payments {
namespace {

// A real header is about 150 bytes (two v1 while a secret is rolled); a longer one is noise.
constexpr std::size_t max_header = 4096;
constexpr std::size_t sha256_hex = 64;

std::string_view trimmed(std::string_view s)
{
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

const boost::json::object* object_at(const boost::json::object& object, std::string_view key)
{
  const auto* value = object.if_contains(key);
  return value ? value->if_object() : nullptr;
}

std::string string_at(const boost::json::object& object, std::string_view key)
{
  const auto* value = object.if_contains(key);
  const auto* text = value ? value->if_string() : nullptr;
  return text ? std::string(*text) : std::string();
}

// An amount in the currency's smallest unit; absent or null (a session without a total) is 0.
long long amount_at(const boost::json::object& object, std::string_view key)
{
  const auto* value = object.if_contains(key);
  const auto* number = value ? value->if_int64() : nullptr;
  return number ? *number : 0;
}

// payment_intent is an id, or the object itself when the event was expanded.
std::string intent_at(const boost::json::object& object)
{
  if (const auto* expanded = object_at(object, "payment_intent")) return string_at(*expanded, "id");
  return string_at(object, "payment_intent");
}

std::string metadata_ref(const boost::json::object& object)
{
  const auto* metadata = object_at(object, "metadata");
  return metadata ? string_at(*metadata, "ref") : std::string();
}

}  // namespace

std::optional<signature_header> parse_signature_header(std::string_view header)
{
  if (header.size() > max_header) return std::nullopt;
  signature_header out;
  bool has_timestamp = false;
  while (!header.empty()) {
    const auto comma = header.find(',');
    const auto item = trimmed(header.substr(0, comma));
    header = comma == std::string_view::npos ? std::string_view() : header.substr(comma + 1);
    const auto equals = item.find('=');
    if (equals == std::string_view::npos) continue;
    const auto key = item.substr(0, equals), value = item.substr(equals + 1);
    if (key == "t") {
      long long t = 0;
      const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), t);
      if (ec != std::errc() || end != value.data() + value.size() || t <= 0 || has_timestamp) return std::nullopt;
      out.timestamp = t;
      has_timestamp = true;
    } else if (key == "v1") {
      out.v1.emplace_back(value);
    }
  }
  if (!has_timestamp || out.v1.empty()) return std::nullopt;
  return out;
}

std::string expected_signature(std::string_view secret, long long timestamp, std::string_view body)
{
  const std::string signed_payload = std::to_string(timestamp) + "." + std::string(body);
  std::array<unsigned char, EVP_MAX_MD_SIZE> mac{};
  unsigned int length = 0;
  if (!HMAC(EVP_sha256(), secret.data(), static_cast<int>(secret.size()),
            reinterpret_cast<const unsigned char*>(signed_payload.data()), signed_payload.size(), mac.data(), &length))
    return {};
  static constexpr char hex[] = "0123456789abcdef";
  std::string out;
  for (unsigned int i = 0; i < length; ++i) {
    out += hex[mac[i] >> 4];
    out += hex[mac[i] & 0xF];
  }
  return out;
}

bool signature_valid(std::string_view secret, std::string_view header, std::string_view body, std::chrono::sys_seconds now)
{
  if (secret.empty()) return false;
  const auto parsed = parse_signature_header(header);
  if (!parsed) return false;
  const long long age = now.time_since_epoch().count() - parsed->timestamp;
  if (age > signature_tolerance.count() || age < -signature_tolerance.count()) return false;
  const auto expected = expected_signature(secret, parsed->timestamp, body);
  if (expected.size() != sha256_hex) return false;
  bool match = false;
  // Each candidate compared in full, in constant time: no early exit tells which byte differed.
  for (const auto& candidate : parsed->v1)
    if (candidate.size() == sha256_hex && CRYPTO_memcmp(candidate.data(), expected.data(), sha256_hex) == 0) match = true;
  return match;
}

std::optional<domain::gateway_event> read_event(std::string_view body)
{
  boost::system::error_code ec;
  boost::json::parse_options options;
  options.max_depth = 64;
  const auto json = boost::json::parse(body, ec, {}, options);
  const auto* root = ec ? nullptr : json.if_object();
  if (!root) return std::nullopt;
  const auto* data = object_at(*root, "data");
  const auto* object = data ? object_at(*data, "object") : nullptr;
  domain::gateway_event event;
  event.id = string_at(*root, "id");
  event.type = string_at(*root, "type");
  if (event.id.empty() || event.type.empty() || !object) return std::nullopt;
  if (event.type.starts_with("checkout.session.")) {
    event.session_id = string_at(*object, "id");
    event.payment_intent = intent_at(*object);
    event.payment_status = string_at(*object, "payment_status");
    event.amount_fils = amount_at(*object, "amount_total");
    event.currency = string_at(*object, "currency");
    event.ref = string_at(*object, "client_reference_id");
    if (event.ref.empty()) event.ref = metadata_ref(*object);
  } else if (event.type == "charge.refunded") {
    event.payment_intent = intent_at(*object);
    event.amount_fils = amount_at(*object, "amount_refunded");
    event.currency = string_at(*object, "currency");
    event.ref = metadata_ref(*object);
  }
  return event;
}

}  // namespace marine::payments
