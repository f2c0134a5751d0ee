// The schema protects the data on its own, whatever client writes to it.
#include "integration/test_database.hpp"

#include <gtest/gtest.h>
#include <pqxx/connection>
#include <pqxx/except>
#include <pqxx/nontransaction>
#include <pqxx/result>
#include <pqxx/transaction>

#include <map>

namespace marine::persistence {
namespace {

class schema_test : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { db = new testing::test_database(); }
  static void TearDownTestSuite() { delete db; }
  static testing::test_database* db;

  // A valid product row with one column overridden.
  static std::string product(const std::string& id, const std::string& column = "", const std::string& value = "")
  {
    std::map<std::string, std::string> v = {
        {"id", "'" + id + "'"},
        {"name", "'Anchor'"},
        {"category", "'marine-spares'"},
        {"description", "'A heavy stockless anchor.'"},
        {"price", "10.50"},
        {"images", "'{}'"},
        {"show_contact_for_pricing", "false"},
    };
    if (!column.empty()) v[column] = value;
    return "INSERT INTO products (id, name, category, description, price, images, show_contact_for_pricing) VALUES (" +
           v["id"] + "," + v["name"] + "," + v["category"] + "," + v["description"] + "," + v["price"] + "," +
           v["images"] + "," + v["show_contact_for_pricing"] + ")";
  }

  static std::string user(const std::string& id, const std::string& username, const std::string& role = "'sub_user'")
  {
    return "INSERT INTO users (id, name, username, password_hash, role) VALUES ('" + id + "', 'Sam Crew', '" +
           username + "', '$argon2id$v=19$m=19456,t=2,p=1$x$y', " + role + ")";
  }
};

testing::test_database* schema_test::db = nullptr;

TEST_F(schema_test, accepts_a_valid_product_and_rounds_nothing)
{
  db->exec(product("p_ok"));
  pqxx::connection c(db->url());
  pqxx::nontransaction tx(c);
  EXPECT_EQ(tx.exec("SELECT price::text FROM products WHERE id = 'p_ok'")[0][0].as<std::string>(), "10.50");
}

TEST_F(schema_test, refuses_products_that_break_the_rules)
{
  EXPECT_THROW(db->exec(product("p1", "category", "'boats'")), pqxx::check_violation);
  EXPECT_THROW(db->exec(product("p2", "price", "-0.01")), pqxx::check_violation);
  EXPECT_THROW(db->exec(product("p3", "price", "123456789.00")), pqxx::data_exception) << "precision 10, scale 2";
  EXPECT_THROW(db->exec(product("p4", "images", "'{a,b,c,d,e}'")), pqxx::check_violation) << "at most 4 extra images";
  EXPECT_THROW(db->exec(product("p5", "description", "'too short'")), pqxx::check_violation);
  EXPECT_THROW(db->exec(product("p6", "name", "'   '")), pqxx::check_violation);
  EXPECT_THROW(db->exec(product("bad id!")), pqxx::check_violation);
  // Contact For Pricing stores 0.00.
  EXPECT_THROW(db->exec(product("p7", "show_contact_for_pricing", "true")), pqxx::check_violation);
  EXPECT_NO_THROW(db->exec(
      "INSERT INTO products (id, name, category, description, price, show_contact_for_pricing) "
      "VALUES ('p8', 'Tug', 'vessel-chartering', 'Day rate on request.', 0, true)"));
}

TEST_F(schema_test, duplicate_product_id_is_refused)
{
  db->exec(product("p_dup"));
  EXPECT_THROW(db->exec(product("p_dup")), pqxx::unique_violation);
}

TEST_F(schema_test, usernames_are_unique_whatever_their_case)
{
  db->exec(user("u1", "Harbour_Master"));
  EXPECT_THROW(db->exec(user("u2", "harbour_master")), pqxx::unique_violation);
}

TEST_F(schema_test, users_have_a_known_role_and_a_valid_username)
{
  EXPECT_THROW(db->exec(user("u3", "captain", "'owner'")), pqxx::check_violation);
  EXPECT_THROW(db->exec(user("u4", "ab")), pqxx::check_violation);
  EXPECT_THROW(db->exec(user("u5", "no-dashes")), pqxx::check_violation);
  EXPECT_NO_THROW(db->exec(user("u6", "deck_hand", "'admin'")));
}

TEST(sessions, go_when_their_user_goes)
{
  testing::test_database db;
  db.exec("INSERT INTO users (id, name, username, password_hash, role) VALUES "
          "('u1', 'Sam Crew', 'sam', '$argon2id$v=19$m=19456,t=2,p=1$x$y', 'sub_user')");
  db.exec("INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (sha256('t'), 'u1', now() + interval '1 day')");
  db.exec("DELETE FROM users WHERE id = 'u1'");
  pqxx::connection c(db.url());
  pqxx::nontransaction tx(c);
  EXPECT_EQ(tx.exec("SELECT count(*) FROM sessions")[0][0].as<int>(), 0);
}

}  // namespace
}  // namespace marine::persistence
