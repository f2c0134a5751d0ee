// Fuzz target: a PUT body of the desks (docs/desks.md) through its reading, the desks' rules,
// the JSON written back, and "open now, or when" at moments taken from the input, which walks
// the weeks, the exceptions and the midnights of whatever desks pass the rules.
#include "api/json/desk_json.hpp"
#include "domain/settings/desk_rules.hpp"

#include <boost/json/serialize.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstring>

using namespace marine;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
  if (size < 4) return 0;
  std::uint32_t seconds = 0;
  std::memcpy(&seconds, data, sizeof seconds);
  api::request req{api::http::verb::put, "/", 11};
  req.set(api::http::field::content_type, "application/json");
  req.body().assign(reinterpret_cast<const char*>(data + 4), size - 4);
  auto in = api::read_desks_input(req);
  if (!in) return 0;
  auto valid = domain::validated_desks(std::move(*in));
  if (!valid) return 0;
  (void)boost::json::serialize(api::admin_desks_json(*valid));
  (void)boost::json::serialize(api::public_desks_json(*valid));
  // From 2026 on, over about 136 years.
  const auto now = std::chrono::sys_days(std::chrono::year(2026) / 1 / 1) + std::chrono::seconds(seconds);
  for (const auto& d : *valid) (void)domain::status_of(d, now);
  for (const auto c : domain::all_categories) (void)domain::desk_for(*valid, c);
  return 0;
}
