#include "api/pages/localized_page.hpp"
#include "api/pages/markup_parts.hpp"

#include <boost/json/object.hpp>

namespace marine::api::markup {
namespace {

// product-price.tsx's suffix: by the listing's rate basis, else the spec's "per unit/day".
std::string_view suffix_key(const listing& p)
{
  if (p.rate_basis == "hour") return "common.price.hour";
  if (p.rate_basis == "day") return "common.price.day";
  if (p.rate_basis == "week") return "common.price.week";
  return "common.price.perUnitDay";
}

std::string string_field(const boost::json::object& o, std::string_view key)
{
  const auto* v = o.if_contains(key);
  return v && v->is_string() ? std::string(v->as_string()) : std::string();
}

// The amount as product-price.tsx shows it: "AED 4,850.00" in English; in Arabic the
// amount reads left to right inside the text ("<bdi dir=ltr>4,850.00</bdi> درهم").
std::string amount_markup(const site_info& site, std::string_view price)
{
  const auto english = format_price(price, page_texts::of(language::en));  // "AED\u00a04,850.00"
  if (site.lang == language::en) return escape_html(english);
  const auto amount = english.substr(english.find_first_of("0123456789"));
  static constexpr std::string_view token = "\x01";
  auto text = escape_html(page_texts::of(site.lang).format("price.amount", {{"amount", token}}));
  text.replace(text.find(token), token.size(), "<bdi dir=\"ltr\">" + amount + "</bdi>");
  return text;
}

}  // namespace

listing listing_of(const site_info& site, const domain::product& p)
{
  const auto* basis = p.specs.text("rateBasis");
  return {.id = p.id,
          .name = in_language(site.lang, p.name, p.name_ar),
          .category = p.category,
          .price = p.price,
          .image = p.image,
          .contact_for_pricing = p.show_contact_for_pricing,
          .rate_basis = basis ? *basis : std::string()};
}

std::optional<listing> listing_of(const site_info& site, const boost::json::value& product)
{
  const auto* o = product.if_object();
  if (!o) return std::nullopt;
  const auto* contact = o->if_contains("showContactForPricing");
  const auto* specs = o->if_contains("specs");
  listing l{.id = string_field(*o, "id"),
            .name = in_language(site.lang, string_field(*o, "name"), string_field(*o, "nameAr")),
            .category = string_field(*o, "category"),
            .price = string_field(*o, "price"),
            .image = string_field(*o, "image"),
            .contact_for_pricing = contact && contact->is_bool() && contact->as_bool(),
            .rate_basis = specs && specs->is_object() ? string_field(specs->as_object(), "rateBasis") : std::string()};
  if (l.id.empty() || l.name.empty() || l.price.empty()) return std::nullopt;
  return l;
}

std::string product_price(const site_info& site, const listing& p, std::string_view extra_class)
{
  const auto& w = words(site);
  const auto open = "<p class=\"font-semibold text-sky-900" + (extra_class.empty() ? std::string() : " " + std::string(extra_class)) + "\">";
  if (p.contact_for_pricing) return open + escape_html(w.text("common.price.contactForPricing")) + "</p>";
  const auto vat = site.settings.prices_include_vat ? w.text("common.price.inclVat") : std::string();
  return open + amount_markup(site, p.price) + " <span class=\"text-sm font-normal text-slate-600\">" +
         escape_html(w.text(suffix_key(p)) + vat) + "</span></p>";
}

std::string product_card(const site_info& site, const listing& p, bool eager_image)
{
  const auto& w = words(site);
  const auto& name = p.name;
  const auto call = w.text("common.card.call");
  const auto chat = w.text("common.card.whatsapp");
  return "<article data-product=\"" + escape_html(p.id) +
         "\" class=\"group relative flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white "
         "shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-sky-500 hover:shadow-md\">" +
         product_image(p.image, name, {400, 300, eager_image, "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"}) +
         "<div class=\"flex flex-1 flex-col gap-2 p-4\">" + category_badge(site, p.category) +
         "<h3 dir=\"auto\" class=\"text-lg leading-snug font-semibold text-slate-900\"><a class=\"after:absolute after:inset-0 "
         "after:content-[''] focus-visible:outline-none group-hover:text-sky-800\" href=\"" +
         escape_html(path_in(site.lang, "/product/" + p.id)) + "\">" + escape_html(name) + "</a></h3>" +
         product_price(site, p) + "<div class=\"relative z-10 flex flex-wrap gap-2 mt-auto pt-2\"><a href=\"" +
         escape_html(tel_href(site)) + "\" class=\"" + button_class(variant::primary, size::sm) + " flex-1\" aria-label=\"" +
         escape_html(w.format("common.card.callAbout", {{"action", call}, {"item", name}})) + "\">" + icon("phone") +
         escape_html(call) + "</a><a href=\"" + escape_html(whatsapp_href(site, name)) +
         "\" target=\"_blank\" rel=\"noopener noreferrer\" class=\"" + button_class(variant::whatsapp, size::sm) +
         " flex-1\" aria-label=\"" + escape_html(w.format("common.card.chatAbout", {{"action", chat}, {"item", name}})) +
         "\">" + icon("message-circle") + escape_html(chat) + "</a></div></div></article>";
}

}  // namespace marine::api::markup
