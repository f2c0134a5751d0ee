#include "api/pages/markup_parts.hpp"

#include <array>
#include <utility>

namespace marine::api::markup {
namespace {

// The lucide icons the first screen shows, as lucide-react draws them (their inner SVG).
constexpr std::array<std::pair<std::string_view, std::string_view>, 14> icons{{
    {"anchor", R"svg(<path d="M12 6v16"></path><path d="m19 13 2-1a9 9 0 0 1-18 0l2 1"></path><path d="M9 11h6"></path><circle cx="12" cy="4" r="2"></circle>)svg"},
    {"message-circle", R"svg(<path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719"></path>)svg"},
    {"menu", R"svg(<path d="M4 5h16"></path><path d="M4 12h16"></path><path d="M4 19h16"></path>)svg"},
    {"phone", R"svg(<path d="M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384"></path>)svg"},
    {"wrench", R"svg(<path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.106-3.105c.32-.322.863-.22.983.218a6 6 0 0 1-8.259 7.057l-7.91 7.91a1 1 0 0 1-2.999-3l7.91-7.91a6 6 0 0 1 7.057-8.259c.438.12.54.662.219.984z"></path>)svg"},
    {"ship", R"svg(<path d="M12 2v2"></path><path d="M12 9.189V13"></path><path d="M19 12V6a2 2 0 00-2-2H7a2 2 0 00-2 2v6"></path><path d="M19.38 19A11.6 11.6 0 0021 13l-8.188-3.639a2 2 0 00-1.624 0L3 13.001a11.6 11.6 0 002.81 7.76"></path><path d="M2 20c.6.5 1.2 1 2.5 1 2.5 0 2.5-2 5-2 1.3 0 1.9.5 2.5 1s1.2 1 2.5 1c2.5 0 2.5-2 5-2 1.3 0 1.9.5 2.5 1"></path>)svg"},
    {"handshake", R"svg(<path d="m11 17 2 2a1 1 0 1 0 3-3"></path><path d="m14 14 2.5 2.5a1 1 0 1 0 3-3l-3.88-3.88a3 3 0 0 0-4.24 0l-.88.88a1 1 0 1 1-3-3l2.81-2.81a5.79 5.79 0 0 1 7.06-.87l.47.28a2 2 0 0 0 1.42.25L21 4"></path><path d="m21 3 1 11h-2"></path><path d="M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3"></path><path d="M3 4h8"></path>)svg"},
    {"search", R"svg(<path d="m21 21-4.34-4.34"></path><circle cx="11" cy="11" r="8"></circle>)svg"},
    {"sliders-horizontal", R"svg(<path d="M10 5H3"></path><path d="M12 19H3"></path><path d="M14 3v4"></path><path d="M16 17v4"></path><path d="M21 12h-9"></path><path d="M21 19h-5"></path><path d="M21 5h-7"></path><path d="M8 10v4"></path><path d="M8 12H3"></path>)svg"},
    {"mail", R"svg(<path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7"></path><rect x="2" y="4" width="20" height="16" rx="2"></rect>)svg"},
    {"map-pin", R"svg(<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"></path><circle cx="12" cy="10" r="3"></circle>)svg"},
    {"clock", R"svg(<circle cx="12" cy="12" r="10"></circle><path d="M12 6v6l4 2"></path>)svg"},
    {"arrow-right", R"svg(<path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path>)svg"},
    {"arrow-left", R"svg(<path d="m12 19-7-7 7-7"></path><path d="M19 12H5"></path>)svg"},
}};

}  // namespace

std::string icon(std::string_view name, std::string_view extra_class)
{
  std::string_view inner;
  for (const auto& [icon_name, paths] : icons)
    if (icon_name == name) inner = paths;
  std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"24\" height=\"24\" viewBox=\"0 0 24 24\" "
                    "fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" stroke-linecap=\"round\" "
                    "stroke-linejoin=\"round\" class=\"lucide lucide-";
  svg += name;
  if (!extra_class.empty()) svg += " " + std::string(extra_class);
  return svg + "\" aria-hidden=\"true\">" + std::string(inner) + "</svg>";
}

}  // namespace marine::api::markup
