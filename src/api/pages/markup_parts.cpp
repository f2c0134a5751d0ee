#include "api/pages/markup_parts.hpp"

#include "api/pages/localized_page.hpp"
#include "domain/media_path.hpp"

#include <array>
#include <string_view>

namespace marine::api::markup {
namespace {

constexpr std::string_view button_base =
    "inline-flex items-center justify-center gap-2 rounded-md text-sm font-semibold whitespace-nowrap "
    "transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 "
    "focus-visible:ring-sky-500 disabled:pointer-events-none disabled:opacity-60 [&amp;_svg]:size-4 "
    "[&amp;_svg]:shrink-0";

constexpr std::string_view focus_ring = "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500";

// site-header.tsx's linkClass(false): the desktop navigation's links.
std::string nav_link(std::string_view href, std::string_view label, bool active)
{
  std::string a = "<a";
  if (active) a += " aria-current=\"page\"";
  a += " class=\"rounded-md px-3 py-2 font-medium transition-colors " + std::string(focus_ring) + " text-sm ";
  a += active ? "bg-sky-100 text-sky-900" : "text-slate-700 hover:bg-slate-100 hover:text-sky-900";
  return a + "\" href=\"" + escape_html(href) + "\">" + escape_html(label) + "</a>";
}

std::string chat_link(const site_info& site, std::string_view extra_class)
{
  const auto& w = words(site);
  return "<a href=\"" + escape_html(whatsapp_href(site)) + "\" target=\"_blank\" rel=\"noopener noreferrer\" aria-label=\"" +
         escape_html(w.format("common.chat.label", {{"company", site.name()}})) +
         "\" class=\"grid size-10 place-items-center rounded-full bg-green-700 text-white hover:bg-green-800 " +
         std::string(focus_ring) + " focus-visible:ring-offset-2" + (extra_class.empty() ? "" : " ") +
         std::string(extra_class) + "\">" + icon("message-circle", "size-5") + "</a>";
}

std::string language_switch(const site_info& site, std::string_view english_path)
{
  const auto item = [&](language lang, std::string_view code, std::string_view name) {
    if (lang == site.lang)
      return "<span lang=\"" + std::string(code) + "\" aria-current=\"true\" class=\"hidden px-1 font-semibold text-sky-900 sm:inline\">" +
             std::string(name) + "</span>";
    return "<a lang=\"" + std::string(code) + "\" hreflang=\"" + std::string(code) +
           "\" class=\"rounded-md px-1 text-slate-700 underline-offset-4 hover:text-sky-900 hover:underline " +
           std::string(focus_ring) + "\" href=\"" + escape_html(path_in(lang, english_path)) + "\">" +
           std::string(name) + "</a>";
  };
  return "<div role=\"group\" aria-label=\"" + escape_html(words(site).text("common.nav.language")) +
         "\" class=\"flex items-center gap-1 text-sm\">" + item(language::en, "en", "English") +
         "<span aria-hidden=\"true\" class=\"hidden text-slate-400 sm:inline\">|</span>" +
         item(language::ar, "ar", "\u0627\u0644\u0639\u0631\u0628\u064a\u0629") + "</div>";
}

}  // namespace

std::string button_class(variant v, size s)
{
  static constexpr std::array<std::string_view, 4> variants{
      "bg-sky-700 text-white hover:bg-sky-800", "bg-white text-sky-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50",
      "bg-green-700 text-white hover:bg-green-800", "text-slate-700 hover:bg-slate-100"};
  static constexpr std::array<std::string_view, 3> sizes{"h-9 px-3", "h-11 px-4", "h-12 px-6 text-base"};
  return std::string(button_base) + " " + std::string(variants[static_cast<std::size_t>(v)]) + " " +
         std::string(sizes[static_cast<std::size_t>(s)]);
}

std::string uri_component(std::string_view text)
{
  static constexpr std::string_view kept = "-_.!~*'()";
  static constexpr char hex[] = "0123456789ABCDEF";
  std::string out;
  for (const char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || kept.find(ch) != std::string_view::npos) {
      out.push_back(ch);
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}

std::string whatsapp_href(const site_info& site, std::string_view item)
{
  std::string href = "https://wa.me/" + site.settings.whatsapp_number;
  if (!item.empty()) href += "?text=" + uri_component(words(site).format("common.chat.message", {{"item", item}}));
  return href;
}

std::string tel_href(const site_info& site) { return "tel:+" + site.settings.phone; }

std::string site_header(const site_info& site, std::string_view english_path)
{
  const auto& w = words(site);
  const auto home = path_in(site.lang, "/");
  std::string nav = nav_link(home, w.text("common.nav.home"), english_path == "/");
  for (const auto c : domain::all_categories) {
    const std::string slug(domain::slug(c));
    const auto path = "/category/" + slug;
    nav += nav_link(path_in(site.lang, path), w.text("common.categoryNav." + slug), english_path == path);
  }
  nav += nav_link(path_in(site.lang, "/contact"), w.text("common.nav.contact"), english_path == "/contact");

  return "<a href=\"#main\" class=\"sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-sky-900 shadow "
         "focus:not-sr-only focus:fixed focus:top-2 focus:start-2\">" +
         escape_html(w.text("common.skipLink")) +
         "</a><header class=\"fixed inset-x-0 top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur\">"
         "<div class=\"mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6\">"
         "<a class=\"min-w-0 rounded-md text-sky-950 " +
         std::string(focus_ring) + "\" aria-label=\"" +
         escape_html(w.format("common.nav.homeLink", {{"company", site.name()}})) + "\" href=\"" + home +
         "\"><span class=\"inline-flex min-w-0 items-center gap-2 font-bold\"><span class=\"grid size-9 place-items-center "
         "rounded-full bg-sky-800 text-white\" aria-hidden=\"true\">" +
         icon("anchor", "size-5") + "</span><span dir=\"auto\" class=\"min-w-0 text-base leading-tight break-words sm:text-lg\">" + escape_html(site.name()) +
         "</span></span></a><nav aria-label=\"" + escape_html(w.text("common.nav.main")) +
         "\" class=\"hidden items-center gap-1 lg:flex\">" + nav + chat_link(site, "ms-2") +
         "</nav><div class=\"ms-auto lg:ms-0\">" + language_switch(site, english_path) +
         "</div><div class=\"flex shrink-0 items-center gap-2 lg:hidden\">" + chat_link(site, "") +
         "<button type=\"button\" inert class=\"grid size-10 place-items-center rounded-md text-slate-700 hover:bg-slate-100 " +
         std::string(focus_ring) + "\" aria-expanded=\"false\" aria-label=\"" +
         escape_html(w.text("common.nav.openMenu")) + "\">" + icon("menu", "size-6") + "</button></div></div></header>";
}

std::string product_image(std::string_view url, std::string_view alt, const image_box& box)
{
  const auto size_attrs = " width=\"" + std::to_string(box.width) + "\" height=\"" + std::to_string(box.height) + "\"";
  if (url.empty())
    return "<div role=\"img\" aria-label=\"" + escape_html(alt) +
           "\" class=\"grid place-items-center bg-slate-100 text-slate-400 aspect-[4/3] w-full\"></div>";
  std::string sources;
  auto loading = box.eager ? std::string(" loading=\"eager\" fetchpriority=\"high\"") : std::string(" loading=\"lazy\"");
  if (const auto stem = domain::uploaded_image_stem(url)) {
    // An upload's width is chosen from `sizes` against the viewport, which Chromium's
    // look-ahead fetch reads before the page's <meta name="viewport"> applies (980 px on a
    // phone): it fetched the 800 px file where the <img> then chose 400 px. A lazy image is
    // not fetched ahead, only once laid out, and then it is the app's <img>'s choice.
    if (box.eager) loading = " loading=\"lazy\" fetchpriority=\"high\"";
    const auto variant = [&](std::string_view suffix) { return std::string(*stem) + std::string(suffix) + ".webp"; };
    sources = " src=\"" + variant("-800") + "\" srcset=\"" + variant("-400") + " 400w, " + variant("-800") + " 800w, " +
              variant("") + " 1600w\" sizes=\"" + std::string(box.sizes) + "\"";
  } else {
    sources = " src=\"" + escape_html(url) + "\"";
  }
  return "<img alt=\"" + escape_html(alt) + "\"" + size_attrs +
         loading +
         " decoding=\"async\" class=\"bg-slate-100 object-cover aspect-[4/3] w-full\"" + sources + ">";
}

std::string category_badge(const site_info& site, std::string_view category_slug)
{
  return "<span data-slot=\"category-badge\" class=\"inline-flex w-fit items-center rounded-full bg-sky-100 px-2.5 py-0.5 "
         "text-xs font-semibold text-sky-900\">" +
         escape_html(words(site).text("common.categories." + std::string(category_slug))) + "</span>";
}

}  // namespace marine::api::markup
