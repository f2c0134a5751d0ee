#include "domain/accounts/session_token.hpp"

#include <openssl/sha.h>
#include <sys/random.h>

#include <stdexcept>

namespace marine::domain {
namespace {

constexpr std::size_t token_bytes = 32;
constexpr std::size_t token_chars = 43;  // ceil(32 * 8 / 6)
constexpr char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

bool is_base64url(char c)
{
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}

}  // namespace

std::string new_session_token()
{
  std::array<std::uint8_t, token_bytes> raw{};
  std::size_t filled = 0;
  while (filled < raw.size()) {
    const auto n = ::getrandom(raw.data() + filled, raw.size() - filled, 0);
    if (n < 0) throw std::runtime_error("getrandom failed");
    filled += static_cast<std::size_t>(n);
  }
  std::string out;
  out.reserve(token_chars);
  std::uint32_t buffer = 0;
  int bits = 0;
  for (auto byte : raw) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      out += alphabet[(buffer >> bits) & 0x3f];
    }
  }
  if (bits > 0) out += alphabet[(buffer << (6 - bits)) & 0x3f];
  return out;
}

std::optional<token_digest> session_token_digest(std::string_view token)
{
  if (token.size() != token_chars) return std::nullopt;
  for (char c : token)
    if (!is_base64url(c)) return std::nullopt;
  token_digest digest{};
  SHA256(reinterpret_cast<const unsigned char*>(token.data()), token.size(), digest.data());
  return digest;
}

}  // namespace marine::domain
