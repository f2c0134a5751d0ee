#include "domain/settings/settings_service.hpp"

#include "domain/settings/desk_rules.hpp"
#include "domain/settings/settings_validation.hpp"

namespace marine::domain {

boost::asio::awaitable<site_settings> settings_service::get()
{
  co_return co_await settings_.load();
}

boost::asio::awaitable<result<site_settings>> settings_service::update(site_settings wanted, acting by)
{
  auto valid = validated_settings(std::move(wanted));
  if (!valid) co_return valid.error();
  co_await settings_.save(*valid, std::move(by));
  changes_.changed({catalogue_change::subject::settings, {}});
  co_return std::move(*valid);
}

boost::asio::awaitable<std::vector<desk>> settings_service::desks()
{
  co_return co_await settings_.load_desks();
}

boost::asio::awaitable<result<std::vector<desk>>> settings_service::update_desks(std::vector<desk> wanted, acting by)
{
  auto valid = validated_desks(std::move(wanted));
  if (!valid) co_return valid.error();
  co_await settings_.save_desks(*valid, std::move(by));
  changes_.changed({catalogue_change::subject::settings, {}});
  co_return std::move(*valid);
}

}  // namespace marine::domain
