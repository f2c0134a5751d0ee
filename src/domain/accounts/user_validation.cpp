#include "domain/accounts/user_validation.hpp"

#include <fmt/format.h>

namespace marine::domain {

bool is_valid_username(std::string_view username) noexcept
{
  for (char c : username) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    if (!ok) return false;
  }
  return true;
}

std::vector<field_error> validate_sub_user(sub_user_input& in, validation_mode mode)
{
  std::vector<field_error> errors;
  const bool creating = mode == validation_mode::create;

  if (in.name) in.name = trim(*in.name);
  if (in.name || creating)
    check_text(errors, in.name.value_or(""),
               {.field = "name", .label = "Name", .required = "Name is required", .min = min_name_length,
                .max = max_name_length, .too_short = "Name must be at least 2 characters"});

  if (in.username) in.username = trim(*in.username);
  if (!in.username || in.username->empty()) {
    if (creating || in.username) errors.push_back({"username", "Username is required"});
  } else if (in.username->size() < min_username_length) {
    errors.push_back({"username", "Username must be at least 3 characters"});
  } else if (!is_valid_username(*in.username)) {
    errors.push_back({"username", "Username can only contain letters, numbers, and underscores"});
  } else if (in.username->size() > max_username_length) {
    errors.push_back({"username", fmt::format("Username must be at most {} characters", max_username_length)});
  }

  const bool keep_password = !creating && (!in.password || in.password->empty());
  if (keep_password) {
    in.password.reset();
  } else if (!in.password || in.password->empty()) {
    errors.push_back({"password", "Password is required"});
  } else {
    // Checked as typed: spaces at either end are part of a password.
    const auto length = code_point_count(*in.password);
    if (!length || has_control_characters(*in.password, text_lines::single))
      errors.push_back({"password", "Password must not contain control characters"});
    else if (*length < min_password_length)
      errors.push_back({"password", "Password must be at least 6 characters"});
    else if (*length > max_password_length)
      errors.push_back({"password", fmt::format("Password must be at most {} characters", max_password_length)});
  }
  return errors;
}

}  // namespace marine::domain
