#include "domain/accounts/sub_user_service.hpp"

#include "domain/accounts/user_validation.hpp"
#include "domain/rules/id_allocation.hpp"
#include "domain/rules/validation.hpp"

namespace marine::domain {
namespace {

constexpr const char* username_taken = "Username is already taken";
constexpr const char* not_found_message = "Sub-user not found";

user without_hash(user u)
{
  u.password_hash.clear();
  return u;
}

}  // namespace

boost::asio::awaitable<std::vector<user>> sub_user_service::list()
{
  auto all = co_await users_.list_by_role(role::sub_user);
  for (auto& u : all) u.password_hash.clear();
  co_return all;
}

boost::asio::awaitable<result<user>> sub_user_service::create(sub_user_input input, acting by)
{
  if (auto errors = validate_sub_user(input, validation_mode::create); !errors.empty())
    co_return validation_failure(std::move(errors));

  auto hash = co_await hasher_.hash(*input.password);
  user u{.id = {},
         .name = *input.name,
         .username = *input.username,
         .password_hash = std::move(hash),
         .who = role::sub_user,
         .is_active = input.is_active.value_or(true)};
  std::optional<user> created;
  auto [outcome, id] = co_await insert_with_id(std::nullopt, "user", [&](const std::string& new_id) -> boost::asio::awaitable<write_outcome> {
    u.id = new_id;
    auto inserted = co_await users_.insert(u, by);
    created = std::move(inserted.created);
    co_return inserted.outcome;
  });
  if (outcome == write_outcome::duplicate_username) co_return conflict(username_taken);
  if (outcome != write_outcome::done || !created) throw std::runtime_error("a sub-user insert did not say what it stored");
  co_return without_hash(std::move(*created));
}

boost::asio::awaitable<result<user>> sub_user_service::update(std::string id, sub_user_input input, acting by)
{
  if (!is_plausible_id(id)) co_return not_found(not_found_message);
  auto existing = co_await users_.find_by_id(id);
  if (!existing || existing->who != role::sub_user) co_return not_found(not_found_message);
  if (auto errors = validate_sub_user(input, validation_mode::update); !errors.empty())
    co_return validation_failure(std::move(errors));

  user u = std::move(*existing);
  if (input.name) u.name = *input.name;
  if (input.username) u.username = *input.username;
  const bool new_password = input.password.has_value();
  if (new_password) u.password_hash = co_await hasher_.hash(*input.password);
  const bool deactivated = input.is_active && !*input.is_active && u.is_active;
  if (input.is_active) u.is_active = *input.is_active;

  switch (co_await users_.update_account(u, new_password || deactivated, std::move(by))) {
    case write_outcome::done: break;
    case write_outcome::duplicate_username: co_return conflict(username_taken);
    default: co_return not_found(not_found_message);
  }
  auto stored = co_await users_.find_by_id(id);
  if (!stored) co_return not_found(not_found_message);
  co_return without_hash(std::move(*stored));
}

boost::asio::awaitable<result<bool>> sub_user_service::remove(std::string id, acting by)
{
  if (!is_plausible_id(id)) co_return not_found(not_found_message);
  if (co_await users_.remove(std::move(id), role::sub_user, std::move(by)) != write_outcome::done) co_return not_found(not_found_message);
  co_return true;
}

}  // namespace marine::domain
