// Fuzz target: the Cookie header, which every staff request carries to the session guard.
#include "api/http/cookies.hpp"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
  const std::string_view header(reinterpret_cast<const char*>(data), size);
  const auto value = marine::api::find_cookie(header, marine::api::session_cookie_name);
  // The value is a piece of the header itself, never more.
  if (value && (value->data() < header.data() || value->data() + value->size() > header.data() + header.size()))
    __builtin_trap();
  // Any name the header itself contains, too.
  const auto eq = header.find('=');
  if (eq != std::string_view::npos) (void)marine::api::find_cookie(header, header.substr(0, eq));
  return 0;
}
