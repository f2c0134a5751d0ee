#include "api/http/cookies.hpp"

#include <gtest/gtest.h>

namespace marine::api {
namespace {

TEST(find_cookie, finds_by_exact_name_among_others)
{
  EXPECT_EQ(find_cookie("a=1; marine_session=tok; b=2", "marine_session"), "tok");
  EXPECT_EQ(find_cookie("marine_session=tok", "marine_session"), "tok");
  EXPECT_EQ(find_cookie("  marine_session=tok  ;x=y", "marine_session"), "tok");
  EXPECT_EQ(find_cookie("marine_session=\"tok\"", "marine_session"), "tok");
  EXPECT_EQ(find_cookie("marine_session=", "marine_session"), "");
}

TEST(find_cookie, ignores_lookalikes_and_junk)
{
  EXPECT_FALSE(find_cookie("", "marine_session"));
  EXPECT_FALSE(find_cookie("xmarine_session=1; marine_session_old=2", "marine_session"));
  EXPECT_FALSE(find_cookie(";;;", "marine_session"));
  EXPECT_FALSE(find_cookie("marine_session", "marine_session"));
}

TEST(session_cookie, is_http_only_lax_and_secure_when_asked)
{
  EXPECT_EQ(session_cookie("tok", std::chrono::seconds(60), {}),
            "marine_session=tok; Path=/; Max-Age=60; HttpOnly; SameSite=Lax");
  EXPECT_EQ(session_cookie("tok", std::chrono::seconds(60), {.secure = true}),
            "marine_session=tok; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure");
  EXPECT_EQ(cleared_session_cookie({}), "marine_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
}

TEST(session_cookie, same_site_as_configured_for_a_cross_site_spa)
{
  const cookie_options cross_site{.secure = true, .same_site = "None"};
  EXPECT_EQ(session_cookie("tok", std::chrono::seconds(60), cross_site),
            "marine_session=tok; Path=/; Max-Age=60; HttpOnly; SameSite=None; Secure");
  EXPECT_EQ(cleared_session_cookie(cross_site), "marine_session=; Path=/; Max-Age=0; HttpOnly; SameSite=None; Secure");
}

}  // namespace
}  // namespace marine::api
