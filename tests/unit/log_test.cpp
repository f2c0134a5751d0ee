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

TEST(log_json, turns_a_logfmt_line_into_one_json_object)
{
  EXPECT_EQ(log::logfmt_to_json(R"(ts=2026-11-24T23:00:00.123Z level=info msg=request method=GET path="/a b" status=200 )"
                                R"(duration_ms=0.250 request_id=000000001234abcd00000001)"),
            R"({"ts":"2026-11-24T23:00:00.123Z","level":"info","msg":"request","method":"GET","path":"/a b",)"
            R"("status":200,"duration_ms":0.250,"request_id":"000000001234abcd00000001"})");
}

TEST(log_json, keeps_escapes_safe_and_numbers_exact)
{
  // What quote() makes of quotes, backslashes and control characters comes back as text.
  const auto quoted = log::quote("say \"hi\" \\ \n");
  EXPECT_EQ(log::logfmt_to_json("msg=x error=" + quoted), R"({"msg":"x","error":"say \"hi\" \\ \\x0a"})");
  EXPECT_EQ(log::logfmt_to_json("a=007 b=-1 c=1.5 d=1. e=12345678901234567 f="),
            R"({"a":"007","b":-1,"c":1.5,"d":"1.","e":"12345678901234567","f":""})");
  EXPECT_EQ(log::logfmt_to_json("lonely"), R"({"lonely":""})");
}

}  // namespace
}  // namespace marine
