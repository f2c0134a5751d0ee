// LISTEN/NOTIFY between API processes: two listeners on one database stand for two
// processes; writes go through the real repositories.

#include "integration/test_database.hpp"
#include "persistence/postgres/change_listener.hpp"
#include "persistence/catalogue/pg_banner_repository.hpp"
#include "persistence/catalogue/pg_catalogue_repository.hpp"
#include "persistence/catalogue/pg_product_repository.hpp"

#include <pqxx/nontransaction>
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <mutex>
#include <thread>
#include <vector>

namespace marine::persistence {
namespace {

using domain::catalogue_change;
using testing::run_sync_until_done;
using namespace std::chrono_literals;

// What one listener heard, safe to read from the test thread.
struct heard {
  std::mutex mutex;
  std::vector<catalogue_change> changes;
  int ready = 0;
  int lost = 0;
  std::int64_t generation_when_ready = -1;

  change_listener_options options(const std::string& url)
  {
    return {.url = url,
            .on_change = [this](const catalogue_change& c) { std::lock_guard l(mutex); changes.push_back(c); },
            .on_ready = [this](std::int64_t n) { std::lock_guard l(mutex); ++ready; generation_when_ready = n; },
            .on_lost = [this] { std::lock_guard l(mutex); ++lost; }};
  }
  template <class Pred>
  bool eventually(Pred pred, std::chrono::milliseconds limit = 5s)
  {
    const auto deadline = std::chrono::steady_clock::now() + limit;
    for (;;) {
      {
        std::lock_guard l(mutex);
        if (pred(*this)) return true;
      }
      if (std::chrono::steady_clock::now() > deadline) return false;
      std::this_thread::sleep_for(10ms);
    }
  }
  // The subject heard, whatever its generation.
  bool has(const catalogue_change& c)
  {
    return std::any_of(changes.begin(), changes.end(), [&](const auto& x) { return x.what == c.what && x.id == c.id; });
  }
};

domain::product sample(std::string id)
{
  domain::product p;
  p.id = std::move(id);
  p.name = "Anchor";
  p.category = "marine-spares";
  p.description = "A galvanised anchor.";
  p.price = "10.00";
  return p;
}

class change_listener_test : public ::testing::Test {
 protected:
  testing::test_database db;
  db_pool pool{{.url = db.url(), .on_connect = prepare_catalogue_statements, .workers = 1}};
  pg_read_pipelines reads{catalogue_read_options(db.url())};
};

TEST_F(change_listener_test, a_committed_write_reaches_every_listener_and_a_rolled_back_one_none)
{
  heard a, b;
  change_listener la(a.options(db.url())), lb(b.options(db.url()));
  ASSERT_TRUE(a.eventually([](heard& h) { return h.ready == 1; }));
  ASSERT_TRUE(b.eventually([](heard& h) { return h.ready == 1; }));

  pg_product_repository products(pool, reads);
  pg_banner_repository banners(pool, reads);
  // A duplicate id rolls its transaction back: its NOTIFY must never be delivered.
  ASSERT_EQ(run_sync_until_done(products.insert(sample("p_1"), std::nullopt, std::nullopt)).outcome, domain::write_outcome::done);
  ASSERT_EQ(run_sync_until_done(products.insert(sample("p_1"), std::nullopt, std::nullopt)).outcome, domain::write_outcome::duplicate_id);
  domain::banner banner;
  banner.id = "b_1";
  banner.title = "Title";
  banner.description = "Banner";
  banner.button_text = "Go";
  banner.background_color = "bg-blue-600";
  banner.icon_class = "fas fa-anchor";
  ASSERT_EQ(run_sync_until_done(banners.insert(banner, std::nullopt, std::nullopt)).outcome, domain::write_outcome::done);
  ASSERT_EQ(run_sync_until_done(products.remove("p_1", std::nullopt)), domain::write_outcome::done);

  // Each committed write raised the site's generation by one, in commit order; the rolled
  // back one raised nothing (docs/operations.md, "The site's data generation").
  const catalogue_change created{catalogue_change::subject::product, "p_1", 1};
  const catalogue_change banner_made{catalogue_change::subject::banner, "b_1", 2};
  const catalogue_change removed{catalogue_change::subject::product, "p_1", 3};
  for (heard* h : {&a, &b}) {
    // Notifications arrive in commit order; the last one shows that all came.
    ASSERT_TRUE(h->eventually([](heard& x) { return x.changes.size() >= 3; }));
    std::lock_guard l(h->mutex);
    EXPECT_EQ(h->generation_when_ready, 0);
    EXPECT_EQ(h->changes, (std::vector<catalogue_change>{created, banner_made, removed}));
  }
}

TEST_F(change_listener_test, a_lost_connection_is_reported_then_listening_resumes)
{
  heard a;
  change_listener la(a.options(db.url()));
  ASSERT_TRUE(a.eventually([](heard& h) { return h.ready == 1; }));
  pg_product_repository products(pool, reads);
  ASSERT_EQ(run_sync_until_done(products.insert(sample("p_before"), std::nullopt, std::nullopt)).outcome, domain::write_outcome::done);
  ASSERT_TRUE(a.eventually([](heard& h) { return h.has({catalogue_change::subject::product, "p_before"}); }));

  {
    pqxx::connection admin(db.url());
    pqxx::nontransaction tx(admin);
    const auto r = tx.exec(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
        "WHERE application_name = 'marine-change-listener' AND datname = current_database()");
    ASSERT_EQ(r.size(), 1u);
  }
  ASSERT_TRUE(a.eventually([](heard& h) { return h.lost == 1; }));
  ASSERT_TRUE(a.eventually([](heard& h) { return h.ready == 2; }));
  {
    // Listening again, it starts from the number the database holds.
    std::lock_guard l(a.mutex);
    EXPECT_EQ(a.generation_when_ready, 1);
  }

  ASSERT_EQ(run_sync_until_done(products.insert(sample("p_after"), std::nullopt, std::nullopt)).outcome, domain::write_outcome::done);
  EXPECT_TRUE(a.eventually([](heard& h) { return h.has({catalogue_change::subject::product, "p_after"}); }));
}

}  // namespace
}  // namespace marine::persistence
