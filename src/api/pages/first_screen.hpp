#pragma once
// What the first screen of a public page needs, sent with its HTML so that it does not wait
// for the JavaScript and then for an API round trip (docs/first-paint.md):
// the API answers the page starts from, embedded as JSON in a non-executable
// <script type="application/json" id="page-data">, and its largest image, preloaded when
// the page shows it as it is (preload_of).

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace marine::api {

struct preload_image {
  std::string href;
};

struct first_screen {
  // API path → the JSON text GET <path> answers a visitor, byte for byte.
  std::vector<std::pair<std::string, std::string>> answers;
  std::optional<preload_image> largest_image;
  // The SPA's own rendering of the page (frontend/src/entry-server.tsx, through the page
  // renderer), written inside its root for the app to hydrate; "" for none.
  std::string markup;
  // False when an answer the page starts from could not be read (the database's deadline
  // passed): the page is answered without it, and not kept (page_controller.cpp).
  bool complete = true;
};

// Above this many bytes of JSON a page embeds no more answers: a huge category would delay
// the first paint more than the request it saves.
inline constexpr std::size_t max_embedded_bytes = 256 * 1024;

// Adds an answer unless the page would then embed more than max_embedded_bytes.
void embed_answer(first_screen& screen, std::string path, std::string json);

// The preload of an image the page shows as it is. None for an upload: the page's <img>
// picks one of its stored widths (frontend/src/lib/image-variants.ts), and a preload with
// `imagesrcset` chose another width than the <img> in Chromium's phone emulation (800 px
// against 400 px at 375 px), so the phone downloaded both (docs/architecture.md).
std::optional<preload_image> preload_of(std::string_view url);

// The <link rel="preload"> and the <script id="page-data"> for the page's head; "" for none.
std::string first_screen_tags(const first_screen& screen);

// JSON text made safe inside <script>: '<' as \u003c (no "</script>" or "<!--" can appear),
// and U+2028/U+2029 escaped, as JavaScript string literals once could not hold them raw.
std::string script_safe(std::string_view json);

}  // namespace marine::api
