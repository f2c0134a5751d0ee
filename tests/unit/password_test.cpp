#include "domain/accounts/password.hpp"

#include <gtest/gtest.h>

namespace marine::domain {
namespace {

TEST(password, hashes_with_argon2id_at_the_owasp_minimum)
{
  const auto h = hash_password("correct horse battery");
  EXPECT_EQ(h.rfind("$argon2id$v=19$m=19456,t=2,p=1$", 0), 0u) << h;
  EXPECT_EQ(h.find("correct"), std::string::npos);
}

TEST(password, verifies_the_right_password_only)
{
  const auto h = hash_password("s3cret!");
  EXPECT_TRUE(verify_password("s3cret!", h));
  EXPECT_FALSE(verify_password("s3cret", h));
  EXPECT_FALSE(verify_password("", h));
}

TEST(password, salts_every_hash)
{
  EXPECT_NE(hash_password("same"), hash_password("same"));
}

TEST(password, malformed_hash_never_verifies)
{
  EXPECT_FALSE(verify_password("x", ""));
  EXPECT_FALSE(verify_password("x", "$argon2id$garbage"));
  EXPECT_FALSE(verify_password("x", "plain-text"));
}

}  // namespace
}  // namespace marine::domain
