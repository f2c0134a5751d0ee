#include "domain/settings/site_settings.hpp"

namespace marine::domain {

const std::string& site_settings::description_of(category c) const
{
  return category_descriptions.at(static_cast<std::size_t>(c));
}

site_settings placeholder_settings()
{
  site_settings s;
  s.company_name = "Example Marine Services";
  s.legal_entity = "Example Marine Services LLC";
  s.phone = "971500000000";
  s.whatsapp_number = "971500000000";
  s.email = "info@example.com";
  s.address = "Office 000, Example Building, Al Jaddaf, Dubai, United Arab Emirates";
  s.business_hours = {{"Sunday to Thursday", "8:00 AM-6:00 PM"}, {"Friday to Saturday", "9:00 AM-5:00 PM"}};
  s.category_descriptions = {
      "Genuine spare parts, safety equipment and consumables for commercial and leisure vessels.",
      "Crewed and bareboat charters of tugs, barges, supply and passenger vessels, by the day or longer.",
      "Brokerage of new and pre-owned vessels: sourcing, inspection, negotiation and handover.",
  };
  s.hero_heading = "Marine supplies, vessel chartering and vessel sales you can rely on";
  s.hero_text =
      "Spare parts and equipment, crewed and bareboat charters, and vessel brokerage across the UAE and the GCC. "
      "Call or message us for a quote.";
  s.credit_name = "Example Web Studio";
  s.credit_url = "https://example.com";
  return s;
}

}  // namespace marine::domain
