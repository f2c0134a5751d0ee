#include "api/http/router.hpp"

#include <algorithm>

namespace marine::api {

std::string_view request_context::param(std::string_view name) const
{
  for (const auto& [k, v] : params)
    if (k == name) return v;
  return {};
}

std::vector<std::string> split_pattern(std::string_view pattern)
{
  std::vector<std::string> out;
  while (!pattern.empty()) {
    if (pattern.front() == '/') {
      pattern.remove_prefix(1);
      continue;
    }
    const auto slash = pattern.find('/');
    out.emplace_back(pattern.substr(0, slash));
    pattern = slash == std::string_view::npos ? std::string_view{} : pattern.substr(slash);
  }
  return out;
}

void router::add(http::verb method, std::string_view pattern, handler fn, std::size_t body_limit)
{
  routes_.push_back(route{method, split_pattern(pattern), std::move(fn), body_limit, false, routes_.size()});
}

void router::add_streamed(http::verb method, std::string_view pattern, handler fn, std::size_t body_limit)
{
  routes_.push_back(route{method, split_pattern(pattern), std::move(fn), body_limit, true, routes_.size()});
}

std::vector<std::string> router::labels() const
{
  std::vector<std::string> out;
  for (const auto& r : routes_) {
    std::string label(http::to_string(r.method));
    label += ' ';
    for (const auto& s : r.segments) label += '/' + s;
    if (r.segments.empty()) label += '/';
    out.push_back(std::move(label));
  }
  return out;
}

namespace {

bool segments_match(const route& r, const std::vector<std::string>& segments,
                    std::vector<std::pair<std::string, std::string>>& params)
{
  const bool has_rest = !r.segments.empty() && r.segments.back().starts_with('*');
  if (has_rest ? segments.size() < r.segments.size() : r.segments.size() != segments.size()) return false;
  params.clear();
  for (std::size_t i = 0; i < r.segments.size(); ++i) {
    const auto& p = r.segments[i];
    if (has_rest && i + 1 == r.segments.size()) {
      std::string rest;
      for (std::size_t j = i; j < segments.size(); ++j) {
        // Empty segments only as a trailing slash after a name ("a/"): '//' never matches.
        if (segments[j].empty() && (j == i || j + 1 != segments.size())) return false;
        rest += (j == i ? "" : "/") + segments[j];
      }
      params.emplace_back(p.substr(1), std::move(rest));
    } else if (!p.empty() && p.front() == ':') {
      if (segments[i].empty()) return false;
      params.emplace_back(p.substr(1), segments[i]);
    } else if (p != segments[i]) {
      return false;
    }
  }
  return true;
}

void add_allowed(std::string& allow, http::verb v)
{
  const auto name = http::to_string(v);
  if (allow.find(name) != std::string::npos) return;
  if (!allow.empty()) allow += ", ";
  allow.append(name.data(), name.size());
}

}  // namespace

route_match router::match(http::verb method, const std::vector<std::string>& segments) const
{
  route_match m;
  const http::verb wanted = method == http::verb::head ? http::verb::get : method;
  std::vector<std::pair<std::string, std::string>> params;
  // Literal segments win over captures: try exact-literal routes first by scanning twice.
  for (int pass = 0; pass < 2 && m.result != route_match::outcome::found; ++pass) {
    for (const auto& r : routes_) {
      const bool has_capture = std::any_of(r.segments.begin(), r.segments.end(),
                                           [](const std::string& s) { return !s.empty() && (s.front() == ':' || s.front() == '*'); });
      if (has_capture != (pass == 1)) continue;
      if (!segments_match(r, segments, params)) continue;
      if (r.method == wanted) {
        m.result = route_match::outcome::found;
        m.matched = &r;
        m.params = std::move(params);
        return m;
      }
      m.result = route_match::outcome::method_not_allowed;
      add_allowed(m.allow, r.method);
      if (r.method == http::verb::get) add_allowed(m.allow, http::verb::head);
    }
  }
  if (m.result == route_match::outcome::method_not_allowed) add_allowed(m.allow, http::verb::options);
  return m;
}

}  // namespace marine::api
