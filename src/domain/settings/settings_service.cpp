#include "domain/settings/settings_service.hpp"

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

}  // namespace marine::domain
