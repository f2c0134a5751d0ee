#pragma once
// The id of one request, returned in `X-Request-Id` and written in its log line, so that a
// user's report, nginx's log and the API's log can be matched. nginx passes its own
// $request_id; a well-formed incoming id is kept (1 to 64 of [A-Za-z0-9._:-], so it cannot
// break a header or a log line), anything else gets a new one. Fixed size, no allocation:
// it is made for every request, cached ones included.

#include <array>
#include <cstddef>
#include <string_view>

namespace marine::api {

class request_id {
 public:
  static constexpr std::size_t max_size = 64;

  // The incoming id if it is well-formed, else a new one: 24 hex digits, a random
  // per-process prefix, the thread and a per-thread counter (unique across instances).
  static request_id from(std::string_view incoming) noexcept;
  static bool well_formed(std::string_view id) noexcept;

  std::string_view view() const noexcept { return {chars_.data(), size_}; }
  // "X-Request-Id: <id>\r\n\r\n": the end of a ready-made header block.
  std::string_view header_end() noexcept;

 private:
  std::array<char, 16 + max_size + 4> chars_{};
  std::size_t size_ = 0;
  std::array<char, 16 + max_size + 4> line_{};
};

inline constexpr std::string_view request_id_header = "X-Request-Id";

}  // namespace marine::api
