#pragma once
// The X-Site-Generation header of one answer: the site's generation as the request found
// it (docs/operations.md, "The site's data generation"), or no header when the process
// could not vouch for one. Fixed size, no allocation: it is made for every request, the
// fast path's included, as request_id is.

#include "api/cache/site_generation.hpp"
#include "api/http/types.hpp"

#include <array>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string_view>

namespace marine::api {

class generation_line {
 public:
  // As the request's head has arrived, before any cache lookup or query.
  void note(std::optional<std::int64_t> generation) noexcept
  {
    size_ = 0;
    if (!generation) return;
    constexpr std::string_view name = "X-Site-Generation: ";
    static_assert(name.size() == name_size);
    std::memcpy(chars_.data(), name.data(), name.size());
    auto* end = std::to_chars(chars_.data() + name.size(), chars_.data() + chars_.size(), *generation).ptr;
    value_size_ = static_cast<std::size_t>(end - chars_.data()) - name.size();
    *end++ = '\r';
    *end++ = '\n';
    size_ = static_cast<std::size_t>(end - chars_.data());
  }

  void set_on(response& res) const
  {
    if (size_ > 0) res.set(site_generation_header, std::string_view(chars_.data() + name_size, value_size_));
  }

  // The line followed by `head_end` (the end of a ready-made header block).
  std::string_view before(std::string_view head_end) noexcept
  {
    if (size_ == 0 || size_ + head_end.size() > chars_.size()) return head_end;
    std::memcpy(chars_.data() + size_, head_end.data(), head_end.size());
    return {chars_.data(), size_ + head_end.size()};
  }

 private:
  std::array<char, 256> chars_{};
  std::size_t size_ = 0;  // the line's, CRLF included; 0: no header
  std::size_t value_size_ = 0;
  static constexpr std::size_t name_size = 19;
};

}  // namespace marine::api
