#include "domain/enquiries/reference_code.hpp"

#include <sys/random.h>

#include <array>
#include <stdexcept>

namespace marine::domain {

std::string new_reference(std::size_t symbols)
{
  if (symbols < 4 || symbols > 6) throw std::invalid_argument("a reference has 4 to 6 symbols");
  std::array<unsigned char, 6> bytes{};
  std::size_t filled = 0;
  while (filled < symbols) {
    const auto n = ::getrandom(bytes.data() + filled, symbols - filled, 0);
    if (n < 0) throw std::runtime_error("getrandom failed");
    filled += static_cast<std::size_t>(n);
  }
  std::string ref = "Q-";
  for (std::size_t i = 0; i < symbols; ++i) ref += reference_alphabet[bytes[i] & 0x1f];
  return ref;
}

std::vector<std::string> reference_candidates()
{
  return {new_reference(4), new_reference(4), new_reference(4), new_reference(5), new_reference(6)};
}

std::optional<std::string> typed_reference(std::string_view typed)
{
  std::string symbols;
  for (const char c : typed) {
    if (c == ' ' || c == '-' || c == '\t') continue;
    const char upper = (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
    symbols += upper;
    if (symbols.size() > 7) return std::nullopt;
  }
  if (symbols.starts_with('Q') && symbols.size() >= 5) symbols.erase(0, 1);
  if (symbols.size() < 4 || symbols.size() > 6) return std::nullopt;
  for (const char c : symbols)
    if (reference_alphabet.find(c) == std::string_view::npos) return std::nullopt;
  return "Q-" + symbols;
}

}  // namespace marine::domain
