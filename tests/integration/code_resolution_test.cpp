// resolve_codes (docs/parts-lists.md, "Matching a list"; docs/search.md, "Superseded numbers"):
// per code, the visible product it resolves to after the chain, and the number it came through.
#include "integration/test_database.hpp"
#include "persistence/catalogue/pg_catalogue_repository.hpp"
#include "persistence/catalogue/pg_product_repository.hpp"

#include <gtest/gtest.h>

namespace marine::persistence {
namespace {

using testing::run_sync_until_done;

TEST(code_resolution, codes_resolve_through_the_chain_to_visible_products)
{
  testing::test_database db;
  db.exec(R"SQL(
    INSERT INTO products (id, name, category, description, price, image, is_visible, "timestamp", sku, part_numbers,
                          supersedes) VALUES
      ('p_a', 'Filter A', 'marine-spares', 'The oldest filter.', 10, '', true, '2026-01-01T00:00:00Z', 'F-A', '{1R-0749}', '{}'),
      ('p_b', 'Filter B', 'marine-spares', 'The next filter.', 10, '', true, '2026-01-02T00:00:00Z', 'F-B', '{}', '{F-A}'),
      ('p_c', 'Filter C', 'marine-spares', 'The current filter.', 10, '', true, '2026-01-03T00:00:00Z', 'F-C', '{}', '{F-B}'),
      ('p_h', 'Filter H', 'marine-spares', 'A hidden filter.', 10, '', false, '2026-01-04T00:00:00Z', 'F-H', '{}', '{F-C,Z-1}'),
      ('p_x', 'Gasket X', 'marine-spares', 'A gasket on its own.', 10, '', true, '2026-01-05T00:00:00Z', 'G-X', '{}', '{}');
  )SQL");
  db_pool pool({.url = db.url(), .on_connect = prepare_catalogue_statements, .workers = 1});
  pg_read_pipelines reads(catalogue_read_options(db.url()));
  pg_product_repository repo(pool, reads);
  const auto r = run_sync_until_done(repo.resolve_codes({"fa", "F-B", "1r0749", "gx", "Z-1", "F-H", "none"}));
  ASSERT_EQ(r.size(), 7u);
  ASSERT_TRUE(r[0].found);
  EXPECT_EQ(r[0].found->id, "p_c");  // F-A → B → C (H is hidden)
  EXPECT_EQ(r[0].replaced, "F-A");
  ASSERT_TRUE(r[1].found);
  EXPECT_EQ(r[1].found->id, "p_c");
  EXPECT_EQ(r[1].replaced, "F-B");
  ASSERT_TRUE(r[2].found);
  EXPECT_EQ(r[2].found->id, "p_c");  // p_a's part number, then its chain
  EXPECT_EQ(r[2].replaced, "1R-0749");  // the number typed, as stored
  ASSERT_TRUE(r[3].found);
  EXPECT_EQ(r[3].found->id, "p_x");  // its own code
  EXPECT_EQ(r[3].replaced, "");
  EXPECT_FALSE(r[4].found);  // only a hidden product supersedes it
  EXPECT_FALSE(r[5].found);  // a hidden product's own code
  EXPECT_FALSE(r[6].found);
}

}  // namespace
}  // namespace marine::persistence
