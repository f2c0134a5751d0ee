#pragma once
// What the page renderer renders a page from (frontend/src/entry-server.tsx, RenderInput;
// docs/first-paint.md).

#include "api/pages/page_meta.hpp"

#include <string>
#include <string_view>

namespace marine::api {

// The page's path and query as a visitor asked for it: "/_page/ar/contact?x" → "/ar/contact?x".
std::string page_target(std::string_view api_target);

// {"url", "settings", "data"}: the page's URL, the settings and the embedded answers, the same
// bytes the page HTML carries.
std::string render_request(std::string_view target, const site_info& site, const page_meta& meta);

// The renderer's markup inside the template's (empty) root, for the app to hydrate.
void place_rendered_root(std::string& html, std::string_view markup);

}  // namespace marine::api
