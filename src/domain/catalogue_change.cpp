#include "domain/catalogue_change.hpp"

namespace marine::domain {
namespace {

constexpr std::string_view product_prefix = "product:";
constexpr std::string_view banner_prefix = "banner:";

}  // namespace

std::string encode(const catalogue_change& change)
{
  const auto prefix = change.what == catalogue_change::subject::product ? product_prefix : banner_prefix;
  std::string out(prefix);
  out += change.id;
  return out;
}

std::optional<catalogue_change> decode_catalogue_change(std::string_view payload)
{
  if (payload.starts_with(product_prefix))
    return catalogue_change{catalogue_change::subject::product, std::string(payload.substr(product_prefix.size()))};
  if (payload.starts_with(banner_prefix))
    return catalogue_change{catalogue_change::subject::banner, std::string(payload.substr(banner_prefix.size()))};
  return std::nullopt;
}

}  // namespace marine::domain
