#include "domain/user_validation.hpp"

#include <fmt/format.h>

namespace marine::domain {

std::string trim(std::string_view s)
{
  const auto first = s.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  const auto last = s.find_last_not_of(" \t\r\n");
  return std::string(s.substr(first, last - first + 1));
}

bool is_valid_username(std::string_view username) noexcept
{
  for (char c : username) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    if (!ok) return false;
  }
  return true;
}

namespace {

// Characters as a person counts them: UTF-8 continuation bytes are not counted.
std::size_t char_count(std::string_view s)
{
  std::size_t n = 0;
  for (char c : s)
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++n;
  return n;
}

}  // namespace

std::vector<field_error> validate_sub_user(sub_user_input& in, validation_mode mode)
{
  std::vector<field_error> errors;
  const bool creating = mode == validation_mode::create;

  if (in.name) in.name = trim(*in.name);
  if (!in.name || in.name->empty()) {
    if (creating || in.name) errors.push_back({"name", "Name is required"});
  } else if (char_count(*in.name) < min_name_length) {
    errors.push_back({"name", "Name must be at least 2 characters"});
  } else if (char_count(*in.name) > max_name_length) {
    errors.push_back({"name", fmt::format("Name must be at most {} characters", max_name_length)});
  }

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
  } else if (char_count(*in.password) < min_password_length) {
    errors.push_back({"password", "Password must be at least 6 characters"});
  } else if (in.password->size() > max_password_length) {
    errors.push_back({"password", fmt::format("Password must be at most {} characters", max_password_length)});
  }
  return errors;
}

failure validation_failure(std::vector<field_error> errors)
{
  std::string message = errors.empty() ? "Invalid input" : errors.front().message;
  return invalid_input(std::move(message), std::move(errors));
}

}  // namespace marine::domain
