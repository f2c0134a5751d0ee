#pragma once
// Matching a pasted parts list against the catalogue (docs/parts-lists.md, "Matching a
// list"): each line read by the line parser, then an exact code (`matched`), else the
// search's best answers above its threshold (`choose`), else `missing`. Visitors' answers:
// visible products only, a hidden one is answered exactly as an unknown one.

#include "domain/catalogue/product.hpp"
#include "domain/rules/address_rate_limit.hpp"
#include "domain/rules/awaitable.hpp"
#include "domain/rules/error.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace marine::domain {

inline constexpr std::size_t max_match_lines = 500;
inline constexpr std::size_t max_match_line = 10'000;  // characters, before parsing
inline constexpr std::size_t max_match_text = 200;     // characters, after parsing
inline constexpr int max_match_choices = 3;

enum class match_status { matched, choose, missing };
std::string_view match_status_name(match_status s) noexcept;

struct matched_line {
  std::size_t line = 0;  // its index in the request
  std::string text;
  int quantity = 1;
  match_status status = match_status::missing;
  std::optional<product> found;                // matched
  std::optional<std::string> replaced;         // matched through this superseded number
  std::vector<product> choices;                // choose: 1 to 3
};

// What the catalogue answers for a list's codes and texts (persistence: one query each).
struct code_hit {
  std::size_t index = 0;  // of the code asked
  product found;
  std::optional<std::string> replaced;  // the superseded number it came through, as stored
};
struct choice_hit {
  std::size_t index = 0;  // of the text asked
  product found;
};

class parts_catalogue {
 public:
  virtual ~parts_catalogue() = default;
  // For each code (by its index; "" asks nothing) the visible product whose code it is,
  // compared as the search compares codes (search_code): at most one per code.
  virtual awaitable<std::vector<code_hit>> by_code(std::vector<std::string> codes) = 0;
  // For each text the search's best `per_text` visible products above the relevance
  // threshold (docs/parts-lists.md), best first.
  virtual awaitable<std::vector<choice_hit>> choices(std::vector<std::string> texts, int per_text) = 0;
};

class parts_match_service {
 public:
  parts_match_service(parts_catalogue& catalogue, unsigned per_minute) : catalogue_(catalogue), rate_(per_minute) {}

  // Whether the client at `address` may match one more list now (per network).
  bool allow(std::string_view address);
  // The non-empty lines, each matched, chosen or missing; 400 on `lines` past 500 lines or
  // on `lines[i]` past 10,000 characters.
  awaitable<result<std::vector<matched_line>>> match(std::vector<std::string> lines);

 private:
  parts_catalogue& catalogue_;
  address_rate_limit rate_;
};

}  // namespace marine::domain
