// The activity log (docs/activity-log.md) against a real database: an entry for each
// action, written in the change's own transaction, never a password, and the reads'
// filters, paging and retention.
#include "domain/activity/activity_service.hpp"
#include "integration/test_database.hpp"
#include "persistence/activity/pg_activity_repository.hpp"
#include "persistence/accounts/pg_auth_repository.hpp"
#include "persistence/catalogue/pg_banner_repository.hpp"
#include "persistence/catalogue/pg_catalogue_repository.hpp"
#include "persistence/catalogue/pg_product_repository.hpp"
#include "persistence/settings/pg_settings_repository.hpp"
#include "persistence/accounts/pg_user_repository.hpp"

#include <boost/json/parse.hpp>
#include <gtest/gtest.h>
#include <pqxx/nontransaction>
#include <pqxx/transaction>

#include <set>

namespace marine::persistence {
namespace {

using testing::run_sync_until_done;
namespace json = boost::json;

const std::string fake_hash = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA";

void prepare_all(pqxx::connection_base& c)
{
  prepare_catalogue_statements(c);
  pg_user_repository::prepare(c);
  pg_session_repository::prepare(c);
  pg_login_throttle_repository::prepare(c);
  pg_activity_repository::prepare(c);
}

domain::product sample_product(std::string id, std::string price)
{
  domain::product p;
  p.id = std::move(id);
  p.name = "Stockless Anchor";
  p.category = "marine-spares";
  p.description = "Galvanised anchor, 1500 kg.";
  p.price = std::move(price);
  p.images = {"/uploads/a1.jpg"};
  return p;
}

domain::banner sample_banner(std::string id)
{
  domain::banner b;
  b.id = std::move(id);
  b.title = "Charter";
  b.description = "Vessels for hire";
  b.button_text = "Learn More";
  b.background_color = "gradient-ocean";
  b.icon_class = "fas fa-anchor";
  return b;
}

class activity_log_test : public ::testing::Test {
 protected:
  testing::test_database db;
  db_pool pool{{.url = db.url(), .on_connect = prepare_all, .workers = 1}};
  pg_read_pipelines reads{catalogue_read_options(db.url())};
  pg_product_repository products{pool, reads};
  pg_banner_repository banners{pool, reads};
  pg_user_repository users{pool};
  pg_session_repository sessions{pool};
  pg_login_throttle_repository throttle{pool};
  pg_settings_repository settings{pool, reads};
  pg_activity_repository log{pool};
  domain::activity_service service{log};
  const domain::actor sam{"user_sam", "sam", domain::role::sub_user};
  const domain::actor boss{"user_boss", "boss", domain::role::admin};

  std::vector<domain::activity_entry> entries(domain::query_parameters params = {})
  {
    params.emplace_back("limit", "100");
    auto page = run_sync_until_done(service.list(params));
    EXPECT_TRUE(page) << (page ? "" : page.error().message);
    return page ? page->entries : std::vector<domain::activity_entry>{};
  }
  long long count() const
  {
    pqxx::connection c(db.url());
    return pqxx::nontransaction(c).exec("SELECT count(*) FROM activity_log")[0][0].as<long long>();
  }
};

TEST_F(activity_log_test, product_create_update_and_delete_each_leave_an_entry_with_the_changes)
{
  const auto created = run_sync_until_done(products.insert(sample_product("p_1", "1250.00"), std::nullopt, sam));
  ASSERT_EQ(created.outcome, domain::write_outcome::done);
  ASSERT_TRUE(created.created);
  EXPECT_EQ(created.created->price, "1250.00");
  EXPECT_EQ(created.created->images, std::vector<std::string>{"/uploads/a1.jpg"});
  EXPECT_EQ(created.created->timestamp.size(), 24u) << created.created->timestamp;

  ASSERT_EQ(run_sync_until_done(products.update(sample_product("p_1", "999.50"), sam)), domain::write_outcome::done);
  ASSERT_EQ(run_sync_until_done(products.update(sample_product("p_1", "999.50"), sam)), domain::write_outcome::done);
  ASSERT_EQ(run_sync_until_done(products.remove("p_1", boss)), domain::write_outcome::done);

  const auto all = entries({{"entity", "product"}, {"entityId", "p_1"}});
  ASSERT_EQ(all.size(), 3u) << "an update that changed nothing is not recorded";
  EXPECT_EQ(all[0].action, "delete");
  EXPECT_EQ(all[0].by->username, "boss");
  EXPECT_EQ(all[1].action, "update");
  EXPECT_EQ(all[1].by->id, "user_sam");
  EXPECT_EQ(all[1].by->who, domain::role::sub_user);
  const auto update = json::parse(all[1].changes_json).as_object();
  EXPECT_EQ(update.size(), 1u) << all[1].changes_json;
  EXPECT_EQ(update.at("price").at("before"), "1250.00");
  EXPECT_EQ(update.at("price").at("after"), "999.50");
  const auto create = json::parse(all[2].changes_json).as_object();
  EXPECT_EQ(all[2].action, "create");
  EXPECT_EQ(create.at("name").at("after"), "Stockless Anchor");
  EXPECT_TRUE(create.at("name").at("before").is_null());
  EXPECT_EQ(create.at("timestamp").at("after"), json::value(created.created->timestamp));
  EXPECT_EQ(create.at("inStock").at("after"), true);
  EXPECT_FALSE(create.contains("id")) << "the id is the entry's entityId";
  const auto removed = json::parse(all[0].changes_json).as_object();
  EXPECT_EQ(removed.at("price").at("before"), "999.50") << "a deletion keeps the last state, for a restore";
  EXPECT_TRUE(removed.at("price").at("after").is_null());
}

TEST_F(activity_log_test, a_change_that_rolls_back_leaves_no_entry)
{
  ASSERT_EQ(run_sync_until_done(products.insert(sample_product("p_1", "10.00"), std::nullopt, sam)).outcome,
            domain::write_outcome::done);
  EXPECT_EQ(run_sync_until_done(products.insert(sample_product("p_1", "20.00"), std::nullopt, sam)).outcome,
            domain::write_outcome::duplicate_id);
  for (const auto* id : {"b1", "b2", "b3"})
    ASSERT_EQ(run_sync_until_done(banners.insert(sample_banner(id), std::nullopt, boss)).outcome, domain::write_outcome::done);
  EXPECT_EQ(run_sync_until_done(banners.insert(sample_banner("b4"), std::nullopt, boss)).outcome,
            domain::write_outcome::limit_reached);
  EXPECT_EQ(count(), 4) << "one product and three banners; the refused writes left nothing";

  // An entry written in a transaction that is then abandoned goes with it.
  run_sync_until_done(pool.run([this](pqxx::connection_base& c) {
    pqxx::work tx(c);
    record_activity(tx, sam, {.action = "delete", .entity = "product", .entity_id = "p_1", .before = "{}"});
    return true;  // not committed: rolled back when tx goes
  }));
  EXPECT_EQ(count(), 4);
}

TEST_F(activity_log_test, banner_writes_are_recorded)
{
  run_sync_until_done(banners.insert(sample_banner("b1"), std::nullopt, boss));
  auto b = sample_banner("b1");
  b.title = "Chartering";
  b.display_order = 2;
  run_sync_until_done(banners.update(b, boss));
  run_sync_until_done(banners.remove("b1", boss));
  const auto all = entries({{"entity", "banner"}});
  ASSERT_EQ(all.size(), 3u);
  const auto update = json::parse(all[1].changes_json).as_object();
  EXPECT_EQ(update.at("title").at("before"), "Charter");
  EXPECT_EQ(update.at("displayOrder").at("after"), 2);
}

TEST_F(activity_log_test, accounts_are_recorded_without_a_password_and_deactivation_ends_sessions)
{
  domain::user u{.id = "user_sam", .name = "Sam Crew", .username = "sam", .password_hash = fake_hash,
                 .who = domain::role::sub_user, .is_active = true};
  const auto created = run_sync_until_done(users.insert(u, boss));
  ASSERT_TRUE(created.created);
  EXPECT_EQ(created.created->username, "sam");
  run_sync_until_done(sessions.create(*domain::session_token_digest(domain::new_session_token()), sam, {}));

  u.name = "Sam Deckhand";
  u.password_hash = fake_hash + "x";
  u.is_active = false;
  run_sync_until_done(users.update_account(u, true, boss));
  run_sync_until_done(users.remove("user_sam", domain::role::sub_user, boss));

  const auto all = entries();
  ASSERT_EQ(all.size(), 5u);
  EXPECT_EQ(all[0].action, "delete");
  EXPECT_EQ(all[1].action, "session_ended");
  EXPECT_EQ(all[1].entity_id, "user_sam");
  const auto update = json::parse(all[2].changes_json).as_object();
  EXPECT_EQ(update.at("name").at("after"), "Sam Deckhand");
  EXPECT_EQ(update.at("isActive").at("after"), false);
  EXPECT_EQ(update.at("password").at("changed"), true);
  EXPECT_EQ(update.at("password").as_object().size(), 1u) << "only that it changed";
  EXPECT_EQ(all[3].action, "login");
  EXPECT_EQ(all[4].action, "create");
  pqxx::connection c(db.url());
  EXPECT_EQ(pqxx::nontransaction(c)
                .exec("SELECT count(*) FROM activity_log WHERE changes::text ~* 'argon|hash|c2FsdHNhbHQ'")[0][0]
                .as<int>(),
            0);
}

TEST_F(activity_log_test, logins_failures_and_logouts_are_recorded)
{
  db.exec("INSERT INTO users (id, name, username, password_hash, role) VALUES "
          "('user_sam', 'Sam Crew', 'sam', '" + fake_hash + "', 'sub_user')");
  const auto digest = *domain::session_token_digest(domain::new_session_token());
  run_sync_until_done(sessions.create(digest, sam, {}));
  run_sync_until_done(throttle.record_failure({{"user:samm", 5}}, {}, "samm"));
  EXPECT_TRUE(run_sync_until_done(sessions.remove(digest)));
  EXPECT_FALSE(run_sync_until_done(sessions.remove(digest)));

  const auto all = entries({{"entity", "session"}});
  ASSERT_EQ(all.size(), 3u);
  EXPECT_EQ(all[0].action, "logout");
  EXPECT_EQ(all[0].by->username, "sam");
  EXPECT_EQ(all[1].action, "login_failed");
  EXPECT_FALSE(all[1].by) << "nobody is known";
  EXPECT_EQ(json::parse(all[1].changes_json).at("username").at("after"), "samm");
  EXPECT_EQ(all[2].action, "login");
  EXPECT_EQ(entries({{"action", "login_failed"}}).size(), 1u);
}

TEST_F(activity_log_test, a_settings_save_records_what_changed)
{
  run_sync_until_done(settings.save(domain::placeholder_settings(), boss));
  auto s = domain::placeholder_settings();
  s.company_name = "Blue Harbour Marine";
  run_sync_until_done(settings.save(s, boss));
  const auto all = entries({{"entity", "settings"}});
  ASSERT_EQ(all.size(), 2u);
  const auto update = json::parse(all[0].changes_json).as_object();
  EXPECT_EQ(update.size(), 1u) << all[0].changes_json;
  EXPECT_EQ(update.at("companyName").at("after"), "Blue Harbour Marine");
}

TEST_F(activity_log_test, pages_follow_each_other_without_gaps_and_filters_select)
{
  db.exec("INSERT INTO activity_log (at, actor_id, actor_username, actor_role, action, entity, entity_id) "
          "SELECT now() - (i % 7) * interval '1 hour', CASE WHEN i % 2 = 0 THEN 'user_sam' ELSE 'user_boss' END, "
          "CASE WHEN i % 2 = 0 THEN 'sam' ELSE 'boss' END, CASE WHEN i % 2 = 0 THEN 'sub_user' ELSE 'admin' END, "
          "'update', 'product', 'p_' || (i % 3) FROM generate_series(1, 45) AS i");
  std::set<long long> seen;
  std::optional<std::string> cursor;
  int pages = 0;
  do {
    domain::query_parameters params = {{"limit", "10"}};
    if (cursor) params.emplace_back("before", *cursor);
    auto page = run_sync_until_done(service.list(params));
    ASSERT_TRUE(page);
    for (const auto& e : page->entries) EXPECT_TRUE(seen.insert(e.id).second) << "entry " << e.id << " twice";
    cursor = page->next;
    ++pages;
  } while (cursor && pages < 10);
  EXPECT_EQ(seen.size(), 45u);
  EXPECT_EQ(pages, 5);
  EXPECT_EQ(entries({{"actor", "user_sam"}}).size(), 22u);
  EXPECT_EQ(entries({{"actor", "user_sam"}, {"entityId", "p_0"}, {"entity", "product"}}).size(), 7u);
  EXPECT_EQ(entries({{"from", "2000-01-01"}, {"to", "2000-01-02"}}).size(), 0u);
  EXPECT_EQ(entries({{"from", "2000-01-01"}}).size(), 45u);
}

TEST_F(activity_log_test, retention_removes_only_entries_older_than_the_period)
{
  db.exec("INSERT INTO activity_log (at, action, entity) SELECT now() - i * interval '1 day' - interval '12 hours', "
          "'login_failed', "
          "'session' FROM generate_series(0, 11999) AS i");
  // Half a day from each boundary: days 0 to 364 stay. More than one batch goes.
  EXPECT_EQ(run_sync_until_done(service.remove_expired(365)), 12000 - 365);
  EXPECT_EQ(count(), 365);
}

}  // namespace
}  // namespace marine::persistence
