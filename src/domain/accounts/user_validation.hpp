#pragma once
// Sub-user rules at data level, with the messages the staff screens show; the name
// follows the shared text rules (domain/rules/text_rules.hpp).

#include "domain/rules/error.hpp"
#include "domain/rules/text_rules.hpp"

#include <optional>
#include <string>
#include <vector>

namespace marine::domain {

inline constexpr std::size_t min_name_length = 2;
inline constexpr std::size_t max_name_length = 100;
inline constexpr std::size_t min_username_length = 3;
inline constexpr std::size_t max_username_length = 50;
inline constexpr std::size_t min_password_length = 6;
inline constexpr std::size_t max_password_length = 1024;  // bounds the hashing work

// What a client may send to create or change a sub-user; absent fields are nullopt.
struct sub_user_input {
  std::optional<std::string> name;
  std::optional<std::string> username;
  std::optional<std::string> password;
  std::optional<bool> is_active;
};

enum class validation_mode { create, update };

// Trims name and username in place, then checks every rule. On update, absent fields
// are not checked and a blank password means "keep the current one".
std::vector<field_error> validate_sub_user(sub_user_input& input, validation_mode mode);

bool is_valid_username(std::string_view username) noexcept;

}  // namespace marine::domain
