#include "domain/accounts/user_validation.hpp"
#include "domain/rules/validation.hpp"

#include <gtest/gtest.h>

namespace marine::domain {
namespace {

std::vector<std::string> messages(sub_user_input in, validation_mode mode)
{
  std::vector<std::string> out;
  for (const auto& e : validate_sub_user(in, mode)) out.push_back(e.field + ": " + e.message);
  return out;
}

using strings = std::vector<std::string>;

TEST(sub_user_validation, a_complete_new_sub_user_passes_and_is_trimmed)
{
  sub_user_input in{.name = "  Sam Crew ", .username = " sam_c ", .password = "secret", .is_active = std::nullopt};
  EXPECT_TRUE(validate_sub_user(in, validation_mode::create).empty());
  EXPECT_EQ(in.name, "Sam Crew");
  EXPECT_EQ(in.username, "sam_c");
}

TEST(sub_user_validation, create_requires_every_field_with_the_spec_messages)
{
  EXPECT_EQ(messages({}, validation_mode::create),
            (strings{"name: Name is required", "username: Username is required", "password: Password is required"}));
  EXPECT_EQ(messages({.name = "  ", .username = "", .password = ""}, validation_mode::create),
            (strings{"name: Name is required", "username: Username is required", "password: Password is required"}));
}

TEST(sub_user_validation, minimums_and_username_alphabet)
{
  EXPECT_EQ(messages({.name = "S", .username = "ab", .password = "12345"}, validation_mode::create),
            (strings{"name: Name must be at least 2 characters", "username: Username must be at least 3 characters",
                     "password: Password must be at least 6 characters"}));
  EXPECT_EQ(messages({.name = "Sam", .username = "sam-c", .password = "123456"}, validation_mode::create),
            (strings{"username: Username can only contain letters, numbers, and underscores"}));
  EXPECT_EQ(messages({.name = "Sam", .username = "sam c", .password = "123456"}, validation_mode::create).size(), 1u);
  EXPECT_EQ(messages({.name = "Sam", .username = "sämü", .password = "123456"}, validation_mode::create).size(), 1u);
}

TEST(sub_user_validation, names_count_characters_not_bytes)
{
  EXPECT_TRUE(messages({.name = "Zé", .username = "ze_1", .password = "123456"}, validation_mode::create).empty());
  EXPECT_EQ(messages({.name = "é", .username = "ze_1", .password = "123456"}, validation_mode::create),
            (strings{"name: Name must be at least 2 characters"}));
}

TEST(sub_user_validation, maximums_bound_every_field)
{
  EXPECT_EQ(messages({.name = std::string(101, 'n'), .username = std::string(51, 'u'), .password = std::string(1025, 'p')},
                     validation_mode::create)
                .size(),
            3u);
}

TEST(sub_user_validation, update_checks_only_what_is_sent_and_blank_password_keeps_it)
{
  sub_user_input in{.name = std::nullopt, .username = std::nullopt, .password = "", .is_active = false};
  EXPECT_TRUE(validate_sub_user(in, validation_mode::update).empty());
  EXPECT_FALSE(in.password.has_value()) << "blank means keep the current password";
  EXPECT_EQ(messages({.name = "", .username = std::nullopt, .password = "123"}, validation_mode::update),
            (strings{"name: Name is required", "password: Password must be at least 6 characters"}));
}

TEST(sub_user_validation, the_failure_message_is_the_first_error)
{
  auto f = validation_failure({{"username", "Username is required"}, {"password", "Password is required"}});
  EXPECT_EQ(f.code, error_code::invalid_input);
  EXPECT_EQ(f.message, "Username is required");
  EXPECT_EQ(f.errors.size(), 2u);
}

}  // namespace
}  // namespace marine::domain
