#pragma once

#include <string>

namespace marine::domain {

// A homepage banner.
struct banner {
  std::string id;
  std::string title;
  std::string description;
  std::string button_text;
  std::string button_link;
  // The Arabic versions; "" when there is none (the Arabic pages show the English field).
  std::string title_ar;
  std::string description_ar;
  std::string button_text_ar;
  std::string background_color;
  std::string icon_class;
  std::string image;
  bool is_active = true;
  int display_order = 0;
  std::string timestamp;
};

}  // namespace marine::domain
