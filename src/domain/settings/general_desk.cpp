// The settings' phone and WhatsApp number are the general desk's (docs/desks.md, "The
// general desk and the settings"): one fact shown in two screens, kept equal by each save.

#include "domain/settings/desk_rules.hpp"

#include "domain/charter/charter_terms.hpp"

#include <algorithm>

namespace marine::domain {

void give_general_desk(std::vector<desk>& desks, const std::string& phone, const std::string& whatsapp)
{
  if (desks.empty()) return;
  auto& general = desks.front();
  general.phone = phone;
  auto& agents = general.agents;
  const auto same = std::find_if(agents.begin(), agents.end(), [&](const desk_agent& a) { return a.whatsapp == whatsapp; });
  if (same != agents.end()) {
    // An agent of the desk already has the number: on duty, and first, so that the header's
    // link is that number as the settings say.
    same->active = true;
    std::rotate(agents.begin(), same, same + 1);
    return;
  }
  const auto on_duty = std::find_if(agents.begin(), agents.end(), [](const desk_agent& a) { return a.active; });
  if (on_duty != agents.end()) on_duty->whatsapp = whatsapp;
  else if (!agents.empty()) agents.front() = {agents.front().name, agents.front().name_ar, whatsapp, true};
}

std::pair<std::string, std::string> general_numbers(const std::vector<desk>& desks)
{
  if (desks.empty()) return {};
  const auto& general = desks.front();
  const auto on_duty = std::find_if(general.agents.begin(), general.agents.end(), [](const desk_agent& a) { return a.active; });
  return {general.phone, on_duty != general.agents.end() ? on_duty->whatsapp : std::string()};
}

std::optional<int> parse_desk_time(std::string_view text)
{
  return text == "24:00" ? std::optional<int>(24 * 60) : parse_time_of_day(text);
}

std::string format_desk_time(int minutes) { return minutes == 24 * 60 ? "24:00" : format_time_of_day(minutes); }

}  // namespace marine::domain
