#include "domain/catalogue/catalogue_change.hpp"

#include <charconv>

namespace marine::domain {
namespace {

constexpr std::string_view product_prefix = "product:";
constexpr std::string_view banner_prefix = "banner:";
constexpr std::string_view settings_payload = "settings:";
constexpr std::string_view charter_prefix = "charter:";

std::string encode_subject(const catalogue_change& change)
{
  switch (change.what) {
    case catalogue_change::subject::product: return std::string(product_prefix) + change.id;
    case catalogue_change::subject::banner: return std::string(banner_prefix) + change.id;
    case catalogue_change::subject::settings: return std::string(settings_payload);
    case catalogue_change::subject::charter: return std::string(charter_prefix) + change.id;
  }
  return {};
}

std::optional<catalogue_change> decode_subject(std::string_view payload)
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

}  // namespace

std::string encode(const catalogue_change& change)
{
  if (!change.generation) return encode_subject(change);
  return std::to_string(*change.generation) + generation_separator + encode_subject(change);
}

// A subject starts with a letter, so a leading digit can only be a generation.
std::optional<catalogue_change> decode_catalogue_change(std::string_view payload)
{
  if (payload.empty() || payload.front() < '0' || payload.front() > '9') return decode_subject(payload);
  const auto separator = payload.find(generation_separator);
  if (separator == std::string_view::npos) return std::nullopt;
  std::int64_t generation = 0;
  const auto digits = payload.substr(0, separator);
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), generation);
  if (ec != std::errc() || end != digits.data() + digits.size()) return std::nullopt;
  auto change = decode_subject(payload.substr(separator + 1));
  if (change) change->generation = generation;
  return change;
}

}  // namespace marine::domain
