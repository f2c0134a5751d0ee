// The read cache when full (response_cache.hpp, docs/security.md "The read cache"): a scan of
// keys asked for once never pushes out the entries visitors keep asking for, and never locks
// new entries out; an entry past its expiry is not found.
#include "api/cache/response_cache.hpp"

#include <gtest/gtest.h>

#include <string>

namespace marine::api {
namespace {

response_cache::entry_ptr entry(std::size_t size, std::chrono::system_clock::time_point expires =
                                                      std::chrono::system_clock::time_point::max())
{
  return make_cached_entry(std::string(size, 'x'), {}, 0, json_content_type, expires);
}

// A month's answer of 2.3 KB, built once (a build gzips it: 20,000 builds took 25 s under ASan).
const response_cache::entry_ptr& month_answer()
{
  static const auto built = entry(2300);
  return built;
}

bool put(response_cache& cache, const std::string& key, std::size_t size = 2300)
{
  return cache.insert(key, size == 2300 ? month_answer() : entry(size), cache.generation());
}

TEST(response_cache_eviction, a_scan_of_20000_keys_keeps_the_hot_entries_and_admits_new_ones)
{
  response_cache cache(256 * 1024);  // about 70 months of 2.3 KB and their headers
  const std::vector<std::string> hot = {"/api/products", "/api/banners/active", "/api/products/recent/6"};
  for (const auto& k : hot) ASSERT_TRUE(put(cache, k, 20000));
  for (const auto& k : hot) ASSERT_NE(cache.find(k), nullptr);  // asked for again: hot
  for (int i = 0; i < 20000; ++i) {
    const auto key = "/api/charters/v/availability?month=" + std::to_string(2000 + i / 12) + "-" + std::to_string(i % 12);
    // Each asked for once: stored (not looked up again, which would make it hot).
    ASSERT_TRUE(put(cache, key)) << "the store refused a new entry at " << i;
    if (i % 1000 == 999) {
      for (const auto& k : hot) ASSERT_NE(cache.find(k), nullptr) << k << " pushed out after " << i + 1 << " keys";
    }
  }
  EXPECT_LE(cache.bytes(), 256u * 1024);
  EXPECT_GT(cache.evictions(), 19000u);
  // A product read for the first time after the scan is kept, and stays once asked for again.
  ASSERT_TRUE(put(cache, "/api/products/product_new", 4000));
  ASSERT_NE(cache.find("/api/products/product_new"), nullptr);
  for (int i = 0; i < 2000; ++i) put(cache, "/scan/" + std::to_string(i));
  EXPECT_NE(cache.find("/api/products/product_new"), nullptr);
  for (const auto& k : hot) EXPECT_NE(cache.find(k), nullptr) << k;
}

TEST(response_cache_eviction, entries_never_asked_for_again_go_first_and_the_protected_share_is_bounded)
{
  response_cache cache(100 * 1024);
  // More hot entries than the protected segment (4/5) holds: some go, but the store never
  // refuses and never exceeds its size.
  for (int i = 0; i < 60; ++i) put(cache, "/hot/" + std::to_string(i));
  for (int round = 0; round < 3; ++round) {
    for (int i = 0; i < 60; ++i) cache.find("/hot/" + std::to_string(i));
    for (int i = 0; i < 200; ++i) ASSERT_TRUE(put(cache, "/once/" + std::to_string(round) + "/" + std::to_string(i)));
    EXPECT_LE(cache.bytes(), 100u * 1024);
  }
  int kept = 0;
  for (int i = 0; i < 60; ++i) kept += cache.find("/hot/" + std::to_string(i)) != nullptr;
  EXPECT_GT(kept, 20) << "the protected segment keeps most of what was asked for twice";
  EXPECT_FALSE(put(cache, "/too-large", 200 * 1024)) << "larger than the store: refused";
}

TEST(response_cache_eviction, an_entry_past_its_expiry_is_not_found_and_is_replaced)
{
  response_cache cache;
  const auto now = std::chrono::system_clock::now();
  ASSERT_TRUE(cache.insert("/m?month=2026-12", entry(10, now - std::chrono::seconds(1)), cache.generation()));
  EXPECT_EQ(cache.find("/m?month=2026-12"), nullptr);
  ASSERT_TRUE(cache.insert("/m?month=2026-12", entry(10, now + std::chrono::hours(1)), cache.generation()));
  EXPECT_NE(cache.find("/m?month=2026-12"), nullptr);
  EXPECT_EQ(cache.size(), 1u);
}

TEST(response_cache_eviction, outage_copies_stay_within_the_store_size)
{
  response_cache cache(64 * 1024);
  for (int outage = 0; outage < 5; ++outage) {
    cache.set_bypass(false);
    for (int i = 0; i < 40; ++i) put(cache, "/o" + std::to_string(outage) + "/" + std::to_string(i));
    cache.set_bypass(true);
  }
  std::size_t copies = 0;
  for (int outage = 0; outage < 5; ++outage)
    for (int i = 0; i < 40; ++i) copies += cache.find_fallback("/o" + std::to_string(outage) + "/" + std::to_string(i)) != nullptr;
  EXPECT_GT(copies, 0u);
  EXPECT_LE(copies * 2300, 64u * 1024) << "copies of earlier outages beyond the size are let go";
}

}  // namespace
}  // namespace marine::api
