#include "domain/catalogue/catalogue_service.hpp"
#include "integration/test_database.hpp"
#include "persistence/catalogue/pg_banner_repository.hpp"
#include "persistence/catalogue/pg_catalogue_repository.hpp"
#include "persistence/catalogue/pg_product_repository.hpp"

#include <gtest/gtest.h>

namespace marine::persistence {
namespace {

using testing::run_sync_until_done;

class catalogue_repository_test : public ::testing::Test {
 protected:
  static void SetUpTestSuite()
  {
    db = new testing::test_database();
    db->exec(R"SQL(
      INSERT INTO products (id, name, category, description, price, image, images, in_stock, is_visible,
                            show_contact_for_pricing, "timestamp") VALUES
        ('p_old',    'Old Anchor',  'marine-spares',         'Galvanised anchor, 500 kg.', 1250.5, '/uploads/a.jpg',
         '{/uploads/a1.jpg,/uploads/a2.jpg}', true, true, false, '2026-01-01T10:00:00.123Z'),
        ('p_tug',    'Harbour Tug', 'vessel-chartering',     'Twin-screw 40 t bollard pull.', 0, '/uploads/t.jpg',
         '{}', true, true, true, '2026-02-01T10:00:00Z'),
        ('p_hidden', 'Hidden Yacht', 'vessel-sales-purchase', 'Not yet announced to the public.', 900000, '',
         '{}', false, false, false, '2026-03-01T10:00:00Z'),
        ('p_new',    'Crew Boat',   'vessel-sales-purchase', 'Aluminium 24 m crew boat, 2009.', 1800000, '/uploads/c.jpg',
         '{}', true, true, false, '2026-04-01T10:00:00Z');
      INSERT INTO banners (id, title, description, button_text, is_active, display_order, "timestamp") VALUES
        ('b2', 'Second', 'Second banner', 'Learn More', true, 2, '2026-01-01T00:00:00Z'),
        ('b1', 'First',  'First banner',  'Learn More', true, 1, '2026-01-02T00:00:00Z'),
        ('b0', 'Off',    'Inactive',      'Learn More', false, 0, '2026-01-03T00:00:00Z');
    )SQL");
    pool = new db_pool({.url = db->url(), .on_connect = prepare_catalogue_statements, .workers = 2});
    reads = new pg_read_pipelines(catalogue_read_options(db->url()));
  }
  static void TearDownTestSuite()
  {
    delete reads;
    delete pool;
    delete db;
  }
  static testing::test_database* db;
  static db_pool* pool;
  static pg_read_pipelines* reads;

  static std::vector<std::string> ids(const std::vector<domain::product>& ps)
  {
    std::vector<std::string> out;
    for (const auto& p : ps) out.push_back(p.id);
    return out;
  }
};

testing::test_database* catalogue_repository_test::db = nullptr;
db_pool* catalogue_repository_test::pool = nullptr;
pg_read_pipelines* catalogue_repository_test::reads = nullptr;

TEST_F(catalogue_repository_test, list_is_newest_first_and_hides_invisible_for_the_public)
{
  pg_product_repository repo(*pool, *reads);
  EXPECT_EQ(ids(run_sync_until_done(repo.list(domain::visibility::visible_only))),
            (std::vector<std::string>{"p_new", "p_tug", "p_old"}));
  EXPECT_EQ(ids(run_sync_until_done(repo.list(domain::visibility::all))),
            (std::vector<std::string>{"p_new", "p_hidden", "p_tug", "p_old"}));
}

TEST_F(catalogue_repository_test, recent_limits_and_skips_invisible)
{
  pg_product_repository repo(*pool, *reads);
  EXPECT_EQ(ids(run_sync_until_done(repo.recent(2))), (std::vector<std::string>{"p_new", "p_tug"}));
}

TEST_F(catalogue_repository_test, category_holds_only_its_visible_products)
{
  pg_product_repository repo(*pool, *reads);
  EXPECT_EQ(ids(run_sync_until_done(repo.in_category(domain::category::vessel_sales_purchase))),
            (std::vector<std::string>{"p_new"}));
  EXPECT_TRUE(run_sync_until_done(repo.in_category(domain::category::marine_spares)).size() == 1);
}

TEST_F(catalogue_repository_test, find_maps_every_field)
{
  pg_product_repository repo(*pool, *reads);
  auto p = run_sync_until_done(repo.find("p_old"));
  ASSERT_TRUE(p);
  EXPECT_EQ(p->name, "Old Anchor");
  EXPECT_EQ(p->category, "marine-spares");
  EXPECT_EQ(p->description, "Galvanised anchor, 500 kg.");
  EXPECT_EQ(p->price, "1250.50");
  EXPECT_EQ(p->image, "/uploads/a.jpg");
  EXPECT_EQ(p->images, (std::vector<std::string>{"/uploads/a1.jpg", "/uploads/a2.jpg"}));
  EXPECT_TRUE(p->in_stock);
  EXPECT_TRUE(p->is_visible);
  EXPECT_FALSE(p->show_contact_for_pricing);
  EXPECT_EQ(p->timestamp, "2026-01-01T10:00:00.123Z");
  EXPECT_FALSE(run_sync_until_done(repo.find("nope")));
  EXPECT_EQ(run_sync_until_done(repo.find("p_tug"))->price, "0.00");
}

TEST_F(catalogue_repository_test, active_banners_by_display_order)
{
  pg_banner_repository repo(*pool, *reads);
  auto banners = run_sync_until_done(repo.active());
  ASSERT_EQ(banners.size(), 2u);
  EXPECT_EQ(banners[0].id, "b1");
  EXPECT_EQ(banners[1].id, "b2");
  EXPECT_EQ(banners[0].background_color, "gradient-ocean") << "the schema's default";
  EXPECT_EQ(banners[0].icon_class, "fas fa-anchor");
}

TEST_F(catalogue_repository_test, service_hides_invisible_products_from_visitors_only)
{
  pg_product_repository products(*pool, *reads);
  pg_banner_repository banners(*pool, *reads);
  domain::catalogue_service service(products, banners);
  auto for_visitor = run_sync_until_done(service.find_product("p_hidden", {domain::role::visitor}));
  ASSERT_FALSE(for_visitor);
  EXPECT_EQ(for_visitor.error().code, domain::error_code::not_found);
  EXPECT_TRUE(run_sync_until_done(service.find_product("p_hidden", {domain::role::admin})));
  EXPECT_EQ(run_sync_until_done(service.list_products({domain::role::sub_user})).size(), 4u);
  EXPECT_FALSE(run_sync_until_done(service.products_in_category("boats")));
}

}  // namespace
}  // namespace marine::persistence
