#include "persistence/postgres/constraint_name.hpp"

#include <string_view>

namespace marine::persistence {

std::string constraint_name(const pqxx::sql_error& e)
{
  if (!e.sqlstate().starts_with("23")) return {};
  // The last such line: DETAIL or CONTEXT come before it and may quote row data, which could
  // hold a line of the same look; only LOCATION (the server's source file) comes after.
  constexpr std::string_view label = "\nCONSTRAINT NAME:";
  const std::string_view text(e.what());
  const auto at = text.rfind(label);
  if (at == std::string_view::npos) return {};
  auto name = text.substr(at + label.size());
  name = name.substr(0, name.find('\n'));
  while (!name.empty() && name.front() == ' ') name.remove_prefix(1);
  while (!name.empty() && (name.back() == ' ' || name.back() == '\r')) name.remove_suffix(1);
  return std::string(name);
}

}  // namespace marine::persistence
