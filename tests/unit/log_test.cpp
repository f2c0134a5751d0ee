#include "support/log.hpp"

#include <gtest/gtest.h>

namespace marine {
namespace {

TEST(log_quote, leaves_plain_values_alone)
{
  EXPECT_EQ(log::quote("/api/products"), "/api/products");
}

TEST(log_quote, quotes_and_escapes_what_would_break_a_line)
{
  EXPECT_EQ(log::quote(""), "\"\"");
  EXPECT_EQ(log::quote("a b"), "\"a b\"");
  EXPECT_EQ(log::quote("say \"hi\""), "\"say \\\"hi\\\"\"");
  EXPECT_EQ(log::quote("line\nbreak"), "\"line\\x0abreak\"");
  EXPECT_EQ(log::quote("k=v"), "\"k=v\"");
}

TEST(log_level, filters_below_the_configured_level)
{
  log::set_level(log_level::warn);
  EXPECT_FALSE(log::enabled(log_level::info));
  EXPECT_TRUE(log::enabled(log_level::error));
  log::set_level(log_level::info);
  EXPECT_TRUE(log::enabled(log_level::info));
}

}  // namespace
}  // namespace marine
