#pragma once
// Session tokens: 256 random bits, sent to the browser base64url-encoded; only their
// SHA-256 is stored, so a leaked sessions table opens no session.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace marine::domain {

using token_digest = std::array<std::uint8_t, 32>;

// 43 characters of base64url (no padding).
std::string new_session_token();

// The digest stored for a token; nothing for a string that cannot be one of ours
// (wrong length or alphabet), so junk cookies never reach the database.
std::optional<token_digest> session_token_digest(std::string_view token);

}  // namespace marine::domain
