#include "domain/accounts/session_token.hpp"

#include <gtest/gtest.h>

#include <set>

namespace marine::domain {
namespace {

TEST(session_token, is_43_base64url_characters)
{
  const auto t = new_session_token();
  EXPECT_EQ(t.size(), 43u);
  EXPECT_EQ(t.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"), std::string::npos);
}

TEST(session_token, never_repeats)
{
  std::set<std::string> seen;
  for (int i = 0; i < 1000; ++i) EXPECT_TRUE(seen.insert(new_session_token()).second);
}

TEST(session_token, digest_is_sha256_of_the_token)
{
  // sha256("AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA") has these bytes (Python hashlib).
  const auto d = session_token_digest(std::string(43, 'A'));
  ASSERT_TRUE(d);
  EXPECT_EQ((*d)[0], 0x0f);
  EXPECT_EQ((*d)[1], 0x00);
  EXPECT_EQ((*d)[31], 0x1a);
  const auto again = session_token_digest(std::string(43, 'A'));
  EXPECT_EQ(*d, *again);
  EXPECT_NE(*d, *session_token_digest(std::string(42, 'A') + "B"));
}

TEST(session_token, junk_has_no_digest)
{
  EXPECT_FALSE(session_token_digest(""));
  EXPECT_FALSE(session_token_digest(std::string(42, 'A')));
  EXPECT_FALSE(session_token_digest(std::string(44, 'A')));
  EXPECT_FALSE(session_token_digest(std::string(42, 'A') + "="));
  EXPECT_FALSE(session_token_digest(std::string(42, 'A') + ";"));
}

}  // namespace
}  // namespace marine::domain
