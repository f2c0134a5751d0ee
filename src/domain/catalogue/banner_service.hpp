#pragma once
// Homepage banners (admin only, checked by the route guard): at most 3, validated at
// data level with the fixed messages (docs/behaviour.md, "Validation").

#include "domain/catalogue/banner_repository.hpp"
#include "domain/catalogue/catalogue_change.hpp"
#include "domain/rules/error.hpp"
#include "domain/rules/url_rules.hpp"

#include <optional>
#include <string>

namespace marine::domain {

// The database's trigger enforces it; this, the SPA's constant and the trigger are held to
// tests/fixtures/banner_limit.json.
inline constexpr int max_banners = 3;
inline constexpr const char* banner_limit_message =
    "Maximum 3 banners allowed. Please delete an existing banner before creating a new one.";

struct banner_input {
  std::optional<std::string> id;
  std::optional<std::string> title;
  std::optional<std::string> description;
  std::optional<std::string> button_text;
  std::optional<std::string> button_link;
  std::optional<std::string> title_ar;  // the Arabic versions; "" clears one
  std::optional<std::string> description_ar;
  std::optional<std::string> button_text_ar;
  std::optional<std::string> background_color;
  std::optional<std::string> icon_class;
  std::optional<std::string> image;
  std::optional<bool> is_active;
  std::optional<long long> display_order;
  std::optional<std::string> timestamp;
};

// Applies `in` over `base` and checks the result; the field errors, or none.
std::vector<field_error> build_banner(const banner_input& in, const banner& base, banner& out);
banner new_banner_defaults();

class banner_service {
 public:
  // `changes` hears of every committed write before it is answered (the read cache).
  banner_service(banner_repository& banners, catalogue_change_sink& changes) : banners_(banners), changes_(changes) {}

  boost::asio::awaitable<std::vector<banner>> list();
  boost::asio::awaitable<result<banner>> create(banner_input input, acting by);
  boost::asio::awaitable<result<banner>> update(std::string id, banner_input input, acting by);
  boost::asio::awaitable<result<bool>> remove(std::string id, acting by);

 private:
  banner_repository& banners_;
  catalogue_change_sink& changes_;
};

}  // namespace marine::domain
