#include "api/cache/public_read_cache.hpp"
#include "domain/rules/error.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/use_future.hpp>
#include <gtest/gtest.h>

namespace marine::api {
namespace {

using domain::catalogue_change;

response_cache::entry_ptr entry(std::string body, read_scope scope = {})
{
  return make_cached_entry(std::move(body), std::move(scope));
}
using kind = read_scope::kind;
using json_result = domain::result<std::string>;

TEST(response_cache, stores_and_finds_by_target)
{
  response_cache cache;
  EXPECT_TRUE(cache.insert("/api/banners/active", entry("[1]"), cache.generation()));
  ASSERT_NE(cache.find("/api/banners/active"), nullptr);
  EXPECT_EQ(cache.find("/api/banners/active")->body, "[1]");
  EXPECT_EQ(cache.find("/api/banners"), nullptr);
}

TEST(response_cache, a_read_older_than_an_invalidation_is_not_stored)
{
  response_cache cache;
  const auto seen = cache.generation();  // a read starts and queries the old data
  cache.invalidate_if([](const cached_entry&) { return true; });  // a write commits meanwhile
  EXPECT_FALSE(cache.insert("/api/products", entry("[\"old\"]"), seen));
  EXPECT_EQ(cache.find("/api/products"), nullptr);
  EXPECT_TRUE(cache.insert("/api/products", entry("[\"new\"]"), cache.generation()));
}

TEST(response_cache, invalidation_drops_only_matching_entries)
{
  response_cache cache;
  cache.insert("/api/a", entry("[]", {.what = kind::banners}), cache.generation());
  for (auto key : {"/api/b/1", "/api/b/2"}) cache.insert(key, entry("[]"), cache.generation());
  cache.invalidate_if([](const cached_entry& e) { return e.scope.what == kind::product_lists; });
  EXPECT_NE(cache.find("/api/a"), nullptr);
  EXPECT_EQ(cache.find("/api/b/1"), nullptr);
  EXPECT_EQ(cache.find("/api/b/2"), nullptr);
  EXPECT_EQ(cache.size(), 1u);
}

TEST(response_cache, bypass_empties_refuses_and_restarts_afresh)
{
  response_cache cache;
  cache.insert("/api/a", entry("[]"), cache.generation());
  const auto before_loss = cache.generation();
  cache.set_bypass(true);
  EXPECT_EQ(cache.find("/api/a"), nullptr);
  EXPECT_FALSE(cache.insert("/api/a", entry("[]"), cache.generation()));
  cache.set_bypass(false);
  EXPECT_FALSE(cache.insert("/api/a", entry("[]"), before_loss));  // read from before the loss
  EXPECT_TRUE(cache.insert("/api/a", entry("[]"), cache.generation()));
}

TEST(response_cache, bypass_keeps_a_fallback_that_writes_invalidate_and_fresh_reads_replace)
{
  response_cache cache;
  cache.insert("/api/a", entry("[\"a\"]"), cache.generation());
  cache.insert("/api/b", entry("[\"b\"]", {.what = kind::banners}), cache.generation());
  EXPECT_EQ(cache.find_fallback("/api/a"), nullptr);  // not bypassing: no fallback
  cache.set_bypass(true);
  ASSERT_NE(cache.find_fallback("/api/a"), nullptr);
  EXPECT_EQ(cache.find_fallback("/api/a")->body, "[\"a\"]");
  cache.invalidate_if([](const cached_entry& e) { return e.scope.what == kind::banners; });  // a local write
  EXPECT_EQ(cache.find_fallback("/api/b"), nullptr);
  cache.set_bypass(true);  // lost again before coming back: the fallback stays
  EXPECT_NE(cache.find_fallback("/api/a"), nullptr);
  cache.set_bypass(false);
  EXPECT_EQ(cache.find("/api/a"), nullptr);  // cached afresh
  ASSERT_NE(cache.find_fallback("/api/a"), nullptr);  // for errors until a fresh read is stored
  EXPECT_TRUE(cache.insert("/api/a", entry("[\"a2\"]"), cache.generation()));
  EXPECT_EQ(cache.find_fallback("/api/a"), nullptr);
  EXPECT_EQ(cache.find("/api/a")->body, "[\"a2\"]");
}

TEST(response_cache, a_second_loss_sets_aside_the_newer_entries_over_the_older_copies)
{
  response_cache cache;
  cache.insert("/api/a", entry("[\"a\"]"), cache.generation());
  cache.insert("/api/b", entry("[\"b\"]"), cache.generation());
  cache.set_bypass(true);
  cache.set_bypass(false);
  cache.insert("/api/a", entry("[\"a2\"]"), cache.generation());
  cache.set_bypass(true);
  EXPECT_EQ(cache.find_fallback("/api/a")->body, "[\"a2\"]");
  EXPECT_EQ(cache.find_fallback("/api/b")->body, "[\"b\"]");  // not read since: the older copy
}

TEST(response_cache, keeps_within_its_byte_budget)
{
  response_cache cache(4096);
  EXPECT_TRUE(cache.insert("/a", entry(std::string(1000, 'x')), cache.generation()));
  EXPECT_FALSE(cache.insert("/b", entry(std::string(5000, 'y')), cache.generation()));
  EXPECT_LE(cache.bytes(), 4096u);
}

// ---- public_read_cache: which keys a write makes stale, the fast path, the wrapper ----

const cors_policy cors({"http://127.0.0.1:8080"});

struct fixture : ::testing::Test {
  public_read_cache cache{cors};
  fixture() { cache.listener_ready(); }
  void put(std::string key, read_scope scope = {})
  {
    const_cast<response_cache&>(cache.store()).insert(key, entry("[]", std::move(scope)), cache.store().generation());
  }
  bool has(std::string_view key) const { return cache.store().find(key) != nullptr; }
};

TEST_F(fixture, a_product_write_drops_its_page_and_the_lists_only)
{
  for (auto k : {"/api/products", "/api/products/recent/6", "/api/products/category/marine-spares"}) put(k);
  put("/api/products/product_1", {kind::product, "product_1"});
  put("/api/products/product_12", {kind::product, "product_12"});
  put("/api/banners/active", {.what = kind::banners});
  cache.changed({catalogue_change::subject::product, "product_1"});
  EXPECT_FALSE(has("/api/products"));
  EXPECT_FALSE(has("/api/products/recent/6"));
  EXPECT_FALSE(has("/api/products/category/marine-spares"));
  EXPECT_FALSE(has("/api/products/product_1"));
  EXPECT_TRUE(has("/api/products/product_12"));
  EXPECT_TRUE(has("/api/banners/active"));
}

TEST_F(fixture, a_banner_write_drops_the_active_banners_only)
{
  put("/api/banners/active", {.what = kind::banners});
  put("/api/products/recent/6");
  cache.changed({catalogue_change::subject::banner, "banner_1"});
  EXPECT_FALSE(has("/api/banners/active"));
  EXPECT_TRUE(has("/api/products/recent/6"));
}

TEST_F(fixture, losing_the_listener_bypasses_until_it_is_back)
{
  put("/api/banners/active");
  cache.listener_lost();
  EXPECT_FALSE(has("/api/banners/active"));
  put("/api/banners/active");
  EXPECT_FALSE(has("/api/banners/active"));
  cache.listener_ready();
  put("/api/banners/active");
  EXPECT_TRUE(has("/api/banners/active"));
}

TEST_F(fixture, fast_path_answers_plain_anonymous_hits_only)
{
  put("/api/banners/active");
  prebuilt_answer out;
  request req{http::verb::get, "/api/banners/active", 11};
  ASSERT_TRUE(cache.answer_prebuilt(req, out));
  EXPECT_EQ(out.status, 200u);
  EXPECT_EQ(std::string_view(static_cast<const char*>(out.body.data()), out.body.size()), "[]");

  auto with = [&](http::field f, std::string_view v) {
    request r = req;
    r.set(f, v);
    return cache.answer_prebuilt(r, out);
  };
  EXPECT_FALSE(with(http::field::cookie, "sid=abc"));
  EXPECT_FALSE(with(http::field::origin, "http://127.0.0.1:8080"));  // needs CORS headers
  EXPECT_TRUE(with(http::field::origin, "https://elsewhere.example"));
  EXPECT_FALSE(with(http::field::connection, "close"));
  ASSERT_TRUE(with(http::field::if_none_match, cache.store().find("/api/banners/active")->etag));
  EXPECT_EQ(out.status, 304u);
  EXPECT_EQ(out.body.size(), 0u);

  request old{http::verb::get, "/api/banners/active", 10};
  EXPECT_FALSE(cache.answer_prebuilt(old, out));
  request post{http::verb::post, "/api/banners/active", 11};
  EXPECT_FALSE(cache.answer_prebuilt(post, out));
  request miss{http::verb::get, "/api/products", 11};
  EXPECT_FALSE(cache.answer_prebuilt(miss, out));
}

response run(const handler& h, request_context& ctx)
{
  boost::asio::io_context ioc;
  auto f = boost::asio::co_spawn(ioc, h(ctx), boost::asio::use_future);
  ioc.run();
  return f.get();
}

TEST_F(fixture, wrapper_stores_a_miss_and_serves_the_next_read_without_the_handler)
{
  int calls = 0;
  auto h = cache.cached(kind::product_lists, [&calls](request_context&) -> awaitable<json_result> {
    ++calls;
    co_return "[\"fresh\"]";
  });
  request req{http::verb::get, "/api/products/recent/6", 11};
  request_context ctx{req, {}, {}, {}, {}, {}};
  auto first = run(h, ctx);
  auto second = run(h, ctx);
  EXPECT_EQ(calls, 1);
  EXPECT_EQ(second.body(), "[\"fresh\"]");
  EXPECT_EQ(second[http::field::etag], first[http::field::etag]);
  EXPECT_EQ(second[http::field::cache_control], "public, no-cache");
}

TEST_F(fixture, wrapper_does_not_store_a_read_that_a_write_overtook)
{
  auto h = cache.cached(kind::product_lists, [this](request_context&) -> awaitable<json_result> {
    // The write commits and invalidates while this read holds the old rows.
    cache.changed({catalogue_change::subject::product, "product_1"});
    co_return "[\"old\"]";
  });
  request req{http::verb::get, "/api/products", 11};
  request_context ctx{req, {}, {}, {}, {}, {}};
  EXPECT_EQ(run(h, ctx).result(), http::status::ok);
  EXPECT_FALSE(has("/api/products"));
}

TEST_F(fixture, wrapper_answers_from_the_fallback_only_when_the_database_is_unreachable)
{
  bool database_up = true;
  auto h = cache.cached(kind::product_lists, [&database_up](request_context&) -> awaitable<json_result> {
    if (!database_up) throw domain::unavailable_error("connection refused");
    co_return "[\"now\"]";
  });
  put("/api/products/recent/6");  // cached before the listener went: body "[]"
  cache.listener_lost();
  request req{http::verb::get, "/api/products/recent/6", 11};
  request_context ctx{req, {}, {}, {}, {}, {}};
  EXPECT_EQ(run(h, ctx).body(), "[\"now\"]");  // database up: fresh, not the fallback
  database_up = false;
  auto stale = run(h, ctx);
  EXPECT_EQ(stale.result(), http::status::ok);
  EXPECT_EQ(stale.body(), "[]");
  request other{http::verb::get, "/api/products/category/yachts", 11};
  request_context other_ctx{other, {}, {}, {}, {}, {}};
  EXPECT_THROW(run(h, other_ctx), domain::unavailable_error);  // never cached: the 503 stands
  // The listener back before this reader's connection: the copy still answers.
  cache.listener_ready();
  EXPECT_EQ(run(h, ctx).body(), "[]");
  database_up = true;
  EXPECT_EQ(run(h, ctx).body(), "[\"now\"]");  // a fresh read, stored in place of the copy
  database_up = false;
  EXPECT_EQ(run(h, ctx).body(), "[\"now\"]");  // from the cache now: no database needed
  EXPECT_THROW(run(h, other_ctx), domain::unavailable_error);
}

TEST_F(fixture, wrapper_bypasses_for_staff_and_never_stores_errors)
{
  auto ok = cache.cached(kind::product_lists, [](request_context&) -> awaitable<json_result> {
    co_return "[\"with invisible\"]";
  });
  request req{http::verb::get, "/api/products", 11};
  request_context staff{req, {}, {}, {}, domain::viewer{domain::role::admin}, {}};
  auto res = run(ok, staff);
  EXPECT_EQ(res[http::field::cache_control], "private, no-store");
  EXPECT_FALSE(has("/api/products"));

  auto missing = cache.cached(kind::product, [](request_context&) -> awaitable<json_result> {
    co_return domain::not_found("Product not found");
  });
  request req404{http::verb::get, "/api/products/product_9", 11};
  request_context visitor{req404, {}, {}, {}, {}, {}};
  EXPECT_EQ(run(missing, visitor).result(), http::status::not_found);
  EXPECT_FALSE(has("/api/products/product_9"));
}

// One key per resource, whatever the query or the escapes: a stream of spellings can
// neither miss every time nor fill the store.
TEST(public_read_cache, one_key_per_resource)
{
  EXPECT_EQ(cache_key_of("/api/products/recent/6"), "/api/products/recent/6");
  EXPECT_EQ(cache_key_of("/api/products?x=1"), "/api/products");
  EXPECT_EQ(cache_key_of("/api/products?"), "/api/products");
  EXPECT_EQ(cache_key_of("/api/products/%70roduct_1"), "/api/products/product_1");
  EXPECT_EQ(cache_key_of("/api/products/%70roduct%5f1?b=%25"), "/api/products/product_1");
  EXPECT_FALSE(cache_key_of("/api/products/a%2Fb")) << "an escaped slash is no path separator";
  EXPECT_FALSE(cache_key_of("/api/products/a%25b"));
  EXPECT_FALSE(cache_key_of("/api/products/a%C3%A9"));
  EXPECT_FALSE(cache_key_of("/api/products/a%2"));
  EXPECT_FALSE(cache_key_of("/api/products/a%zz"));
  EXPECT_FALSE(cache_key_of("/api/products#"));
  EXPECT_FALSE(cache_key_of(""));
  EXPECT_FALSE(cache_key_of("?x"));

  EXPECT_EQ(plain_cache_key_of("/api/products?x=1"), "/api/products");
  EXPECT_FALSE(plain_cache_key_of("/api/products/%70roduct_1")) << "decoded by the route table's handler";
  EXPECT_FALSE(plain_cache_key_of(""));
}

}  // namespace
}  // namespace marine::api
