#pragma once
// The client of the page renderer (frontend/server/render-server.mjs; docs/architecture.md,
// "First paint"): a public page's `#root` markup, rendered by the SPA's own components from the
// page's data. Kept out of the handler TUs: it is the one place here that speaks HTTP to
// another server (Beast's client side).

#include "api/http/types.hpp"

#include <atomic>
#include <chrono>
#include <optional>
#include <string>

namespace marine::api {

class page_renderer {
 public:
  // `host`/`port`: where the renderer listens; `deadline`: the longest a page waits for it in
  // all (connect, send, answer), after which the page goes without the markup.
  page_renderer(std::string host, unsigned short port, std::chrono::milliseconds deadline)
      : host_(std::move(host)), port_(port), deadline_(deadline) {}

  // The markup for `request_json` ({"url", "data", "settings"}), or nothing: the renderer is
  // down, slow, or failed (the page is then served without it and the browser renders it).
  // After a failure the renderer is not asked again for a second, so that a renderer that
  // hangs does not add its deadline to every page meanwhile.
  awaitable<std::optional<std::string>> render(std::string request_json);

  // GET /healthz answered 200 within the deadline (for /readyz).
  awaitable<bool> healthy();

 private:
  awaitable<std::optional<std::string>> exchange(http::verb verb, const char* target, std::string body);

  std::string host_;
  unsigned short port_;
  std::chrono::milliseconds deadline_;
  std::atomic<std::int64_t> resting_until_{0};  // steady_clock ticks; 0: ask
};

// "http://127.0.0.1:8091" → host and port; nothing for anything else (RENDER_URL's check).
std::optional<std::pair<std::string, unsigned short>> parse_render_url(std::string_view url);

}  // namespace marine::api
