#include "api/http/event_fast_path.hpp"

#include "api/http/client_address.hpp"
#include "api/http/event_requests.hpp"
#include "api/json/insights_json.hpp"

#include <charconv>
#include <chrono>

namespace marine::api {

event_fast_path::event_fast_path(domain::insights_service& insights, const cors_policy& cors,
                                 const std::vector<ip_range>& trusted_proxies, const router& routes)
    : insights_(insights), cors_(cors), trusted_proxies_(trusted_proxies)
{
  const auto m = routes.match(http::verb::post, {"api", "events"});
  if (m.matched) route_index_ = m.matched->index;
  // What the route answers and the session then writes (session.cpp, answer_routed).
  auto head_for = [&cors](std::string_view origin) {
    request req{http::verb::post, "/api/events", 11};
    if (!origin.empty()) req.set(http::field::origin, origin);
    auto res = event_taken(req);
    add_server_headers(cors, req, res);
    res.prepare_payload();
    auto head = serialized_head(res);
    head.resize(head.size() - 2);  // early_answer's contract: without the final empty line
    return head;
  };
  head_without_origin_ = head_for({});
  for (const auto& origin : cors.allowed_origins()) head_by_origin_.emplace_back(origin, head_for(origin));
}

std::optional<std::size_t> event_fast_path::wanted_body(const request& head) const
{
  // Plain HTTP/1.1 keep-alive with a Content-Length within the route's limit; anything
  // else (a query, chunked, Expect, an Origin the CSRF guard refuses) the long way.
  if (head.method() != http::verb::post || head.target() != "/api/events" || head.version() != 11 ||
      !head.keep_alive() || head.count(http::field::transfer_encoding) || head.count(http::field::expect))
    return std::nullopt;
  const auto origin = head[http::field::origin];
  if (!origin.empty() && !cors_.allows(origin)) return std::nullopt;
  const auto declared = head[http::field::content_length];
  std::size_t size = 0;
  const auto [end, ec] = std::from_chars(declared.data(), declared.data() + declared.size(), size);
  if (ec != std::errc{} || end != declared.data() + declared.size() || size > event_body_limit) return std::nullopt;
  return size;
}

std::optional<std::string> event_fast_path::try_answer(const request& head, std::string_view body,
                                                       std::string_view peer)
{
  // The route's steps in its order, each outcome but the 204 left to the route.
  if (opted_out(head)) return answer(head);
  auto in = read_event_input(head[http::field::content_type], body);
  if (!in) return std::nullopt;
  auto event = domain::validated_event(*in);
  if (!event) return std::nullopt;
  const bool counted = !not_counted(head);
  // The product is checked before the rate limit is charged, so that a request handed on
  // to the route is charged once only.
  if (counted && !event->product_id.empty()) {
    const auto known = insights_.known_product_now(event->product_id);
    if (!known || !*known) return std::nullopt;
  }
  const auto client = client_address(head, peer, trusted_proxies_);
  if (!insights_.allow(client)) return std::nullopt;
  if (counted && insights_.record_now(*event, std::chrono::system_clock::now(), client) != true) return std::nullopt;
  return answer(head);
}

std::string event_fast_path::answer(const request& head)
{
  answered_ += 1;
  const auto origin = head[http::field::origin];
  if (!origin.empty())
    for (const auto& [allowed, bytes] : head_by_origin_)
      if (allowed == origin) return bytes;
  return head_without_origin_;
}

}  // namespace marine::api
