#include "api/json/mapping.hpp"

#include "api/json/charter_json.hpp"
#include "domain/catalogue/category.hpp"
#include "domain/rules/url_rules.hpp"

#include <boost/json/serialize.hpp>

#include <array>
#include <charconv>

namespace marine::api {

void json_text::separate()
{
  if (!first_) out_ += ',';
  first_ = false;
}

void json_text::open(char c)
{
  separate();
  out_ += c;
  first_ = true;
}

void json_text::close(char c)
{
  out_ += c;
  first_ = false;
}

void json_text::key(std::string_view name)
{
  separate();
  out_ += '"';
  out_ += name;
  out_ += "\":";
  first_ = true;  // the value that follows needs no comma
}

void json_text::value(std::string_view s)
{
  separate();
  escaper_.reset(s);
  std::array<char, 4096> chunk;
  while (!escaper_.done()) out_ += escaper_.read(chunk.data(), chunk.size());
}

void json_text::value(bool b)
{
  separate();
  out_ += b ? "true" : "false";
}

void json_text::value(int n)
{
  separate();
  std::array<char, 16> digits;
  const auto end = std::to_chars(digits.data(), digits.data() + digits.size(), n).ptr;
  out_.append(digits.data(), end);
}

void json_text::value(const std::vector<std::string>& strings)
{
  begin_array();
  for (const auto& s : strings) value(s);
  end_array();
}

void json_text::number_text(std::string_view digits)
{
  separate();
  out_ += digits;
}

namespace {

// "specs": the filled fields only; decimals as numbers with at most two decimals.
void write_specs(json_text& out, const domain::product_specs& specs)
{
  out.begin_object();
  for (const auto& e : specs.entries()) {
    out.key(e.key);
    if (const auto* s = std::get_if<std::string>(&e.value)) {
      out.value(*s);
      continue;
    }
    const auto n = std::get<long long>(e.value);
    const auto* f = domain::find_spec_field(e.key);
    out.number_text(f && f->kind == domain::spec_kind::decimal ? domain::format_hundredths(n) : std::to_string(n));
  }
  out.end_object();
}

}  // namespace

void write_json(json_text& out, const domain::product& p, std::string_view replaced)
{
  out.begin_object();
  out.member("id", p.id);
  out.member("name", p.name);
  out.member("category", p.category);
  out.member("description", p.description);
  out.member("nameAr", p.name_ar);
  out.member("descriptionAr", p.description_ar);
  out.member("price", p.price);
  out.member("image", p.image);
  out.member("images", p.images);
  out.member("inStock", p.in_stock);
  out.member("isVisible", p.is_visible);
  out.member("showContactForPricing", p.show_contact_for_pricing);
  out.member("timestamp", p.timestamp);
  out.key("specs");
  write_specs(out, p.specs);
  out.member("sku", p.sku);
  out.member("partNumbers", p.part_numbers);
  out.member("supersedes", p.supersedes);
  out.member("fits", p.fits);
  // A search's answer found through a superseded number (docs/search.md).
  if (!replaced.empty()) out.member("replaced", replaced);
  // Vessel Chartering products only (docs/charter.md): their terms, or null.
  if (p.category == domain::slug(domain::category::vessel_chartering)) {
    out.key("charter");
    if (p.charter) out.number_text(boost::json::serialize(charter_terms_json(*p.charter)));
    else out.null_value();
  }
  out.end_object();
}

void write_json(json_text& out, const domain::banner& b)
{
  out.begin_object();
  out.member("id", b.id);
  out.member("title", b.title);
  out.member("description", b.description);
  out.member("buttonText", b.button_text);
  out.member("titleAr", b.title_ar);
  out.member("descriptionAr", b.description_ar);
  out.member("buttonTextAr", b.button_text_ar);
  // A link stored before the link rule held (/\host, javascript:) is not handed to the
  // SPA: empty, the button goes home.
  out.member("buttonLink", domain::is_valid_link(b.button_link) ? std::string_view(b.button_link) : std::string_view());
  out.member("backgroundColor", b.background_color);
  out.member("iconClass", b.icon_class);
  out.member("image", b.image);
  out.member("isActive", b.is_active);
  out.member("displayOrder", b.display_order);
  out.member("timestamp", b.timestamp);
  out.end_object();
}

namespace {

std::string_view role_name(domain::role r) { return r == domain::role::admin ? "admin" : "sub_user"; }

}  // namespace

boost::json::object session_user_json(const domain::user& u)
{
  return {{"id", u.id}, {"name", u.name}, {"username", u.username}, {"role", role_name(u.who)}};
}

boost::json::object to_json(const domain::user& u)
{
  return {
      {"id", u.id},
      {"name", u.name},
      {"username", u.username},
      {"role", role_name(u.who)},
      {"isActive", u.is_active},
      {"createdAt", u.created_at},
      {"updatedAt", u.updated_at},
  };
}

boost::json::array to_json(const std::vector<domain::user>& users)
{
  boost::json::array out;
  out.reserve(users.size());
  for (const auto& u : users) out.push_back(to_json(u));
  return out;
}

}  // namespace marine::api
