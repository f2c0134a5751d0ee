#pragma once
// The desks as the settings row stores them (migration 0026, docs/desks.md): one JSON
// document in the admin API's shape, so that the demo's data and a look at the row read
// as the API does. Written only from validated desks.

#include "domain/settings/desk.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace marine::persistence {

std::string desks_document(const std::vector<domain::desk>& desks);
// Throws on a document this code did not write (the CHECK of migration 0026 only bounds it).
std::vector<domain::desk> desks_from_document(std::string_view text);

}  // namespace marine::persistence
