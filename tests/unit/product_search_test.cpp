// The search's request rules and its kept summaries (docs/search.md).
#include "domain/catalogue/product_search.hpp"
#include "domain/catalogue/search_summary_cache.hpp"

#include <gtest/gtest.h>

namespace marine::domain {
namespace {

result<search_request> parse(query_parameters p) { return parse_search_request(p, viewer{}); }

TEST(product_search, the_sort_defaults_to_relevance_with_text_and_to_name_without)
{
  EXPECT_EQ(parse({{"q", "anchor"}})->sort, search_sort::relevance);
  EXPECT_EQ(parse({})->sort, search_sort::name);
  EXPECT_EQ(parse({{"sort", "relevance"}})->sort, search_sort::name) << "nothing to rank without a text";
  EXPECT_EQ(parse({{"q", "  anchor  "}})->text, "anchor");
  EXPECT_FALSE(parse({})->include_hidden);
  EXPECT_TRUE(parse_search_request({}, viewer{role::sub_user})->include_hidden);
}

TEST(product_search, bad_parameters_name_their_field)
{
  const std::vector<std::pair<query_parameters, std::string>> cases = {
      {{{"limit", "49"}}, "limit"},         {{{"limit", "1x"}}, "limit"},   {{{"q", std::string(201, 'a')}}, "q"},
      {{{"lengthMin", "1e3"}}, "lengthMin"}, {{{"priceMax", "nan"}}, "priceMax"}, {{{"sort", "cheap"}}, "sort"},
      {{{"q", "a"}, {"q", "b"}}, "q"},      {{{"colour", "red"}}, "colour"}, {{{"cursor", "n~x"}}, "cursor"},
      {{{"q", "bad\x01"}}, "q"}};
  for (const auto& [params, field] : cases) {
    const auto r = parse(params);
    ASSERT_FALSE(r) << field;
    EXPECT_EQ(r.error().errors.front().field, field);
  }
}

TEST(product_search, a_cursor_round_trips_and_must_fit_its_sort)
{
  const search_cursor c{search_sort::name, "anchor ~ chain", "product_1"};
  const auto back = decode_cursor(encode_cursor(c));
  ASSERT_TRUE(back);
  EXPECT_EQ(back->key, c.key);
  EXPECT_EQ(back->id, c.id);
  EXPECT_TRUE(decode_cursor("l~450.00~p_1"));
  EXPECT_TRUE(decode_cursor("r~2:2026-01-01 00:00:00.123+00~product_1")) << "a relevance tier and a time";
  EXPECT_FALSE(decode_cursor("r~18.361676573753357~product_1")) << "a rank is no longer a relevance key";
  EXPECT_FALSE(decode_cursor("r~2:cheap~product_1")) << "a tier's time holds digits and separators only";
  EXPECT_FALSE(decode_cursor("l~cheap~p_1")) << "a price must be a number";
  EXPECT_FALSE(decode_cursor("w~2026-01-01 00:00:00+00'; --~p_1")) << "a time holds digits and separators only";
  EXPECT_FALSE(decode_cursor("n~name~bad id"));
  EXPECT_FALSE(parse({{"sort", "newest"}, {"cursor", "n~a~p_1"}})) << "a cursor of another sort";
}

search_summary summary_of(std::int64_t total) { return {.total = total, .facets = {}}; }

TEST(search_summary_cache, keeps_the_most_recent_within_its_capacity)
{
  search_summary_cache cache(2);
  cache.store("a", summary_of(1), cache.generation());
  cache.store("b", summary_of(2), cache.generation());
  ASSERT_TRUE(cache.find("a"));  // a is now the most recent
  cache.store("c", summary_of(3), cache.generation());
  EXPECT_EQ(cache.size(), 2U);
  EXPECT_FALSE(cache.find("b"));
  EXPECT_EQ(cache.find("a")->total, 1);
  EXPECT_EQ(cache.find("c")->total, 3);
}

// Large summaries (150 facet values of 100 characters) are bounded by bytes, not only by count.
TEST(search_summary_cache, keeps_no_more_than_its_bytes)
{
  search_summary large;
  for (int i = 0; i < 150; ++i) large.facets.brands.push_back({std::string(100, 'a') + std::to_string(i), i});
  search_summary_cache cache(1024, 256 * 1024);
  for (int i = 0; i < 1024; ++i) cache.store("q" + std::to_string(i), large, cache.generation());
  EXPECT_LE(cache.bytes(), 256U * 1024);
  EXPECT_LT(cache.size(), 1024U);
  EXPECT_GT(cache.size(), 0U);
  EXPECT_TRUE(cache.find("q1023")) << "the most recent is kept";
  cache.changed({catalogue_change::subject::product, "p_1"});
  EXPECT_EQ(cache.bytes(), 0U);
}

TEST(search_summary_cache, a_product_change_empties_it_and_a_read_across_it_is_not_kept)
{
  search_summary_cache cache;
  cache.store("a", summary_of(1), cache.generation());
  const auto before = cache.generation();
  cache.changed({catalogue_change::subject::banner, "banner_1"});
  EXPECT_TRUE(cache.find("a")) << "banners do not change a search";
  cache.changed({catalogue_change::subject::product, "p_1"});
  EXPECT_FALSE(cache.find("a"));
  cache.store("b", summary_of(2), before);
  EXPECT_FALSE(cache.find("b")) << "read before the change";
}

TEST(search_summary_cache, the_key_leaves_out_the_sort_and_the_cursor_but_not_the_filters)
{
  auto a = *parse({{"q", "pump"}, {"sort", "name"}});
  auto b = *parse({{"q", "pump"}, {"sort", "newest"}, {"limit", "5"}});
  EXPECT_EQ(summary_key(a), summary_key(b));
  auto c = *parse({{"q", "pump"}, {"priceMax", "100"}});
  EXPECT_NE(summary_key(a), summary_key(c));
  EXPECT_NE(summary_key(a), summary_key(*parse_search_request({{"q", "pump"}}, viewer{role::admin})));
}

}  // namespace
}  // namespace marine::domain
