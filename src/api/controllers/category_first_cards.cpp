#include "api/controllers/category_first_cards.hpp"

#include "api/pages/first_screen_markup.hpp"

#include <boost/json/parse.hpp>

#include <map>
#include <mutex>
#include <utility>

namespace marine::api {
namespace {

std::string cards_of(const site_info& site, std::string_view json)
{
  boost::system::error_code ec;
  const auto products = boost::json::parse(json, ec);
  return ec ? std::string() : first_cards(site, products);
}

struct kept_cards {
  std::string etag;
  domain::site_settings settings;
  std::string cards;
};

// Per category path and language: the cards written from the cache entry with `etag`.
class cards_memo {
 public:
  std::string get(const site_info& site, std::string_view path, const cached_entry& entry)
  {
    const auto key = std::make_pair(std::string(path), site.lang);
    {
      std::lock_guard lock(mutex_);
      if (const auto it = kept_.find(key);
          it != kept_.end() && it->second.etag == entry.etag && it->second.settings == site.settings)
        return it->second.cards;
    }
    auto cards = cards_of(site, entry.body);
    std::lock_guard lock(mutex_);
    kept_[key] = {entry.etag, site.settings, cards};
    return cards;
  }

 private:
  std::mutex mutex_;
  std::map<std::pair<std::string, language>, kept_cards> kept_;
};

}  // namespace

std::string category_first_cards(const site_info& site, const first_screen& screen, const public_read_cache* cache,
                                 std::string_view path)
{
  for (const auto& [embedded_path, json] : screen.answers)
    if (embedded_path == path) return cards_of(site, json);
  const auto entry = cache ? cache->store().find(path) : nullptr;
  if (!entry) return {};
  static cards_memo memo;
  return memo.get(site, path, *entry);
}

}  // namespace marine::api
