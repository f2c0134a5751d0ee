#include "domain/catalogue/catalogue_change.hpp"

namespace marine::domain {
namespace {

constexpr std::string_view product_prefix = "product:";
constexpr std::string_view banner_prefix = "banner:";
constexpr std::string_view settings_payload = "settings:";
constexpr std::string_view charter_prefix = "charter:";

}  // namespace

std::string encode(const catalogue_change& change)
{
  switch (change.what) {
    case catalogue_change::subject::product: return std::string(product_prefix) + change.id;
    case catalogue_change::subject::banner: return std::string(banner_prefix) + change.id;
    case catalogue_change::subject::settings: return std::string(settings_payload);
    case catalogue_change::subject::charter: return std::string(charter_prefix) + change.id;
  }
  return {};
}

std::optional<catalogue_change> decode_catalogue_change(std::string_view payload)
{
  if (payload.starts_with(product_prefix))
    return catalogue_change{catalogue_change::subject::product, std::string(payload.substr(product_prefix.size()))};
  if (payload.starts_with(banner_prefix))
    return catalogue_change{catalogue_change::subject::banner, std::string(payload.substr(banner_prefix.size()))};
  if (payload.starts_with(charter_prefix))
    return catalogue_change{catalogue_change::subject::charter, std::string(payload.substr(charter_prefix.size()))};
  if (payload == settings_payload) return catalogue_change{catalogue_change::subject::settings, {}};
  return std::nullopt;
}

}  // namespace marine::domain
