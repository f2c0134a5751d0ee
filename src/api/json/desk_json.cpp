#include "api/json/desk_json.hpp"

#include "api/json/body.hpp"
#include "domain/charter/charter_terms.hpp"
#include "domain/settings/desk_rules.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <set>
#include <string_view>

namespace marine::api {
namespace {

namespace json = boost::json;
using namespace marine::domain;
using errors_t = std::vector<field_error>;

constexpr std::size_t max_list_read = 64;  // beyond any limit of docs/desks.md: refused whole

json::object week_json(const weekly_hours& week)
{
  json::object o;
  for (std::size_t i = 0; i < week.size(); ++i) {
    json::array ranges;
    for (const auto& r : week[i]) ranges.emplace_back(json::object{{"from", format_desk_time(r.from)}, {"to", format_desk_time(r.to)}});
    o[day_keys[i]] = std::move(ranges);
  }
  return o;
}

json::object desk_json(const desk& d, bool admin)
{
  json::array agents, exceptions, categories;
  for (const auto& a : d.agents) {
    if (!admin && !a.active) continue;
    json::object o{{"name", a.name}, {"nameAr", a.name_ar}, {"whatsapp", a.whatsapp}};
    if (admin) o["active"] = a.active;
    agents.emplace_back(std::move(o));
  }
  for (const auto& e : d.exceptions) {
    json::object o{{"from", format_civil_date(e.from)}, {"to", format_civil_date(e.to)}, {"name", e.name}, {"nameAr", e.name_ar},
                   {"closed", e.closed}};
    if (!e.closed) o["hours"] = week_json(e.hours);
    exceptions.emplace_back(std::move(o));
  }
  for (const auto c : d.categories) categories.emplace_back(json::string(slug(c)));
  json::object o{{"id", d.id}, {"name", d.name}, {"nameAr", d.name_ar}, {"phone", d.phone}};
  if (admin) o["email"] = d.email;
  o["agents"] = std::move(agents);
  o["hours"] = week_json(d.hours);
  o["exceptions"] = std::move(exceptions);
  o["categories"] = std::move(categories);
  return o;
}

// Typed reads of one object at `path`, each problem a field error by path; keys not read are
// refused at the end, as the settings' other calls refuse them.
class reader {
 public:
  reader(const json::value* v, std::string path, errors_t& errors) : path_(std::move(path)), errors_(errors)
  {
    obj_ = v != nullptr ? v->if_object() : nullptr;
    if (obj_ == nullptr) errors_.push_back({path_, fmt::format("{} must be an object", path_)});
  }
  ~reader()
  {
    if (obj_ == nullptr) return;
    for (const auto& [key, _] : *obj_) {
      if (asked_.contains(std::string(key))) continue;
      // The key is the client's own text: named back only while it is short and plain.
      const bool plain = key.size() <= 64 && std::all_of(key.begin(), key.end(), [](char c) {
                           return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
                         });
      errors_.push_back({plain ? at(key) : (path_.empty() ? std::string("body") : path_), "Unknown setting"});
    }
  }
  reader(const reader&) = delete;
  reader& operator=(const reader&) = delete;

  bool ok() const { return obj_ != nullptr; }
  std::string at(std::string_view key) const { return path_.empty() ? std::string(key) : fmt::format("{}.{}", path_, key); }

  const json::value* get(std::string_view key)
  {
    asked_.emplace(key);
    return obj_ != nullptr ? obj_->if_contains(key) : nullptr;
  }
  std::string text(std::string_view key, bool optional = false)
  {
    const auto* v = get(key);
    if (v != nullptr && v->is_string()) return std::string(v->as_string());
    if (v != nullptr || !optional) errors_.push_back({at(key), fmt::format("{} must be a string", at(key))});
    return {};
  }
  bool boolean(std::string_view key)
  {
    const auto* v = get(key);
    if (v != nullptr && v->is_bool()) return v->as_bool();
    errors_.push_back({at(key), fmt::format("{} must be true or false", at(key))});
    return false;
  }
  // The array under `key` (nullptr, with a field error, when it is not one or is too long).
  const json::array* list(std::string_view key)
  {
    const auto* v = get(key);
    const auto* a = v != nullptr ? v->if_array() : nullptr;
    if (a == nullptr || a->size() > max_list_read) {
      errors_.push_back({at(key), fmt::format("{} must be a list", at(key))});
      return nullptr;
    }
    return a;
  }

 private:
  const json::object* obj_ = nullptr;
  std::string path_;
  errors_t& errors_;
  std::set<std::string> asked_;
};

weekly_hours read_week(const json::value* v, const std::string& path, errors_t& errors)
{
  weekly_hours week{};
  reader r(v, path, errors);
  if (!r.ok()) return week;
  for (std::size_t d = 0; d < day_keys.size(); ++d) {
    const auto* ranges = r.list(day_keys[d]);
    if (ranges == nullptr) continue;
    for (std::size_t i = 0; i < ranges->size(); ++i) {
      const auto field = fmt::format("{}.{}", r.at(day_keys[d]), i);
      const auto* o = (*ranges)[i].if_object();
      const auto* from = o != nullptr ? o->if_contains("from") : nullptr;
      const auto* to = o != nullptr ? o->if_contains("to") : nullptr;
      const auto f = from != nullptr && from->is_string() ? parse_desk_time(from->as_string()) : std::nullopt;
      const auto t = to != nullptr && to->is_string() ? parse_desk_time(to->as_string()) : std::nullopt;
      if (!f || !t || o->size() != 2) {
        errors.push_back({field, "Each range must be {from, to}, times HH:MM from 00:00 to 24:00"});
        week[d].push_back({0, 0});  // keeps the later ranges' indexes
        continue;
      }
      week[d].push_back({*f, *t});
    }
  }
  return week;
}

hours_exception read_exception(const json::value& v, const std::string& path, errors_t& errors)
{
  hours_exception e;
  reader r(&v, path, errors);
  if (!r.ok()) return e;
  bool read[2] = {false, false};
  for (const int i : {0, 1}) {
    const char* key = i == 0 ? "from" : "to";
    const auto text = r.text(key);
    if (const auto d = parse_civil_date(text)) (i == 0 ? e.from : e.to) = *d, read[i] = true;
    else if (errors.empty() || errors.back().field != r.at(key)) errors.push_back({r.at(key), "Dates must be YYYY-MM-DD"});
  }
  // A date not read takes the other's, so that the rules' checks of the range say nothing more.
  if (!read[0]) e.from = e.to;
  if (!read[1]) e.to = e.from;
  e.name = r.text("name");
  e.name_ar = r.text("nameAr", true);
  e.closed = r.boolean("closed");
  const auto* hours = r.get("hours");
  if (!e.closed) e.hours = read_week(hours, r.at("hours"), errors);
  return e;
}

desk read_desk(const json::value& v, const std::string& path, errors_t& errors)
{
  desk d;
  reader r(&v, path, errors);
  if (!r.ok()) return d;
  d.id = r.text("id");
  d.name = r.text("name");
  d.name_ar = r.text("nameAr", true);
  d.phone = r.text("phone");
  d.email = r.text("email");
  if (const auto* agents = r.list("agents")) {
    for (std::size_t i = 0; i < agents->size(); ++i) {
      reader a(&(*agents)[i], fmt::format("{}.{}", r.at("agents"), i), errors);
      desk_agent agent;
      if (a.ok()) agent = {a.text("name"), a.text("nameAr", true), a.text("whatsapp"), a.boolean("active")};
      d.agents.push_back(std::move(agent));
    }
  }
  d.hours = read_week(r.get("hours"), r.at("hours"), errors);
  if (const auto* exceptions = r.list("exceptions"))
    for (std::size_t i = 0; i < exceptions->size(); ++i)
      d.exceptions.push_back(read_exception((*exceptions)[i], fmt::format("{}.{}", r.at("exceptions"), i), errors));
  if (const auto* categories = r.list("categories")) {
    for (std::size_t i = 0; i < categories->size(); ++i) {
      const auto* s = (*categories)[i].if_string();
      const auto c = s != nullptr ? category_from_slug(*s) : std::nullopt;
      if (c) d.categories.push_back(*c);
      else errors.push_back({fmt::format("{}.{}", r.at("categories"), i), "Unknown category"});
    }
  }
  return d;
}

}  // namespace

json::array public_desks_json(const std::vector<desk>& desks)
{
  json::array out;
  for (const auto& d : desks) out.emplace_back(desk_json(d, false));
  return out;
}

json::object admin_desks_json(const std::vector<desk>& desks)
{
  json::array out;
  for (const auto& d : desks) out.emplace_back(desk_json(d, true));
  return {{"desks", std::move(out)}};
}

domain::result<std::vector<desk>> read_desks_input(const request& req)
{
  auto body = parse_json_object(req);
  if (!body) return body.error();
  errors_t errors;
  std::vector<desk> desks;
  {
    const json::value whole(*body);
    reader top(&whole, "", errors);
    const auto* list = top.get("desks");
    if (list == nullptr || !list->is_array() || list->as_array().size() > max_list_read)
      errors.push_back({"desks", "desks must be a list"});
    else
      for (std::size_t i = 0; i < list->as_array().size(); ++i)
        desks.push_back(read_desk(list->as_array()[i], fmt::format("desks.{}", i), errors));
  }
  if (errors.empty()) return desks;
  // docs/desks.md: one answer names every problem; what could be read is held to the rules too.
  if (auto checked = validated_desks(desks); !checked) {
    for (auto& e : checked.error().errors) {
      const bool named = std::any_of(errors.begin(), errors.end(), [&e](const field_error& x) {
        return x.field == e.field || x.field.starts_with(e.field + ".") || e.field.starts_with(x.field + ".");
      });
      if (!named) errors.push_back(std::move(e));
    }
  }
  return invalid_input("Please correct the highlighted desks", std::move(errors));
}

}  // namespace marine::api
