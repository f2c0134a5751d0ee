#include "integration/test_database.hpp"
#include "persistence/postgres/migrations.hpp"

#include <gtest/gtest.h>
#include <pqxx/connection>
#include <pqxx/nontransaction>
#include <pqxx/result>

#include <future>

namespace marine::persistence {
namespace {

int count_rows(const std::string& url, const std::string& sql)
{
  pqxx::connection c(url);
  pqxx::nontransaction tx(c);
  return tx.exec(sql)[0][0].as<int>();
}

TEST(migrations, apply_once_and_record_each)
{
  testing::test_database db(false);
  auto first = apply_migrations(db.url());
  EXPECT_EQ(first.size(), embedded_migrations().size());
  EXPECT_EQ(first.front(), "0001_init");
  EXPECT_TRUE(apply_migrations(db.url()).empty()) << "a second run applies nothing";
  EXPECT_EQ(count_rows(db.url(), "SELECT count(*) FROM schema_migrations"), static_cast<int>(first.size()));
}

TEST(migrations, concurrent_runs_apply_each_migration_exactly_once)
{
  testing::test_database db(false);
  std::vector<std::future<std::vector<std::string>>> runs;
  for (int i = 0; i < 4; ++i) runs.push_back(std::async(std::launch::async, [&] { return apply_migrations(db.url()); }));
  std::size_t applied = 0;
  for (auto& r : runs) applied += r.get().size();
  EXPECT_EQ(applied, embedded_migrations().size());
  EXPECT_EQ(count_rows(db.url(), "SELECT count(*) FROM information_schema.tables WHERE table_name = 'products'"), 1);
}

TEST(migrations, a_failing_migration_leaves_nothing_behind)
{
  testing::test_database db(false);
  const std::vector<migration> broken = {
      {"0001_ok", "CREATE TABLE a (x int)"},
      {"0002_bad", "CREATE TABLE b (x int); SELECT no_such_function();"},
  };
  EXPECT_THROW(apply_migrations(db.url(), broken), std::exception);
  EXPECT_EQ(count_rows(db.url(), "SELECT count(*) FROM schema_migrations"), 1);
  EXPECT_EQ(count_rows(db.url(), "SELECT count(*) FROM information_schema.tables WHERE table_name = 'b'"), 0)
      << "the failed migration's own changes are rolled back";
}

}  // namespace
}  // namespace marine::persistence
