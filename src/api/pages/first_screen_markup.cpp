#include "api/pages/first_screen_markup.hpp"

#include "api/pages/localized_page.hpp"

#include <boost/json/array.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <vector>

namespace marine::api {
namespace {

using namespace markup;

constexpr std::string_view field_class =
    "h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 "
    "focus-visible:border-sky-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500";
constexpr std::string_view label_class = "mb-1 block text-sm font-medium text-slate-700";

std::string_view category_icon(domain::category c)
{
  static constexpr std::array<std::string_view, 3> icons{"wrench", "ship", "handshake"};
  return icons.at(static_cast<std::size_t>(c));
}

// The SPA's default order, by name (Intl.Collator): letters compared without case, which is
// that order for the names a catalogue holds; where the two differ (accents, some
// punctuation), the SPA's order replaces this one when it takes over.
bool name_before(const listing& a, const listing& b)
{
  return std::lexicographical_compare(a.name.begin(), a.name.end(), b.name.begin(), b.name.end(), [](char x, char y) {
    return std::tolower(static_cast<unsigned char>(x)) < std::tolower(static_cast<unsigned char>(y));
  });
}

// category-products.tsx's search, sort and filter bar, as it first shows (nothing chosen),
std::string search_bar(const page_texts& w)
{
  std::string options;
  for (const auto key : {"name", "price-low", "price-high", "newest"})
    options += "<option value=\"" + std::string(key) + "\">" + escape_html(w.text("category.sort." + std::string(key))) + "</option>";
  const auto secondary = button_class(variant::secondary, size::md);
  // inert until the app takes over: what a visitor typed or chose there would be lost.
  return "<div inert class=\"mt-8 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_14rem_auto] "
         "sm:items-end\"><div><label for=\"first-screen-search\" class=\"" + std::string(label_class) + "\">" +
         escape_html(w.text("category.search")) + "</label><div class=\"relative\">" +
         icon("search", "pointer-events-none absolute start-3 top-3 size-5 text-slate-400") +
         "<input id=\"first-screen-search\" placeholder=\"" + escape_html(w.text("category.searchPlaceholder")) +
         "\" class=\"" + std::string(field_class) + " ps-10 [unicode-bidi:plaintext]\" type=\"search\" value=\"\">"
         "</div></div><div><label for=\"first-screen-sort\" class=\"" + std::string(label_class) + "\">" +
         escape_html(w.text("category.sortBy")) + "</label><select id=\"first-screen-sort\" class=\"" +
         std::string(field_class) + "\">" + options +
         "</select></div><div class=\"flex flex-wrap gap-3\"><button type=\"button\" class=\"" + secondary + " flex-1 sm:hidden\">" +
         icon("sliders-horizontal") + escape_html(w.text("category.filters")) + "</button><button type=\"button\" class=\"" +
         secondary + " flex-1\">" + escape_html(w.text("category.clearFilters")) + "</button></div></div>";
}

// category-grid.tsx: 'Our Services' and a card per category, under the hero (the top of the
// first card is within a phone's first screen, the cards within a desktop's).
std::string category_grid(const site_info& site)
{
  const auto& w = words(site);
  std::string cards;
  for (const auto c : domain::all_categories) {
    const std::string slug(domain::slug(c));
    cards += "<li class=\"flex\"><a class=\"group flex w-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm "
             "transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500\" "
             "href=\"" +
             escape_html(path_in(site.lang, "/category/" + slug)) +
             "\"><span class=\"grid size-12 place-items-center rounded-lg bg-sky-100 text-sky-800\">" +
             icon(category_icon(c), "size-6") +
             "</span><h3 class=\"mt-4 text-xl font-semibold text-slate-900 group-hover:text-sky-800\">" +
             escape_html(w.text("common.categories." + slug)) + "</h3><p dir=\"auto\" class=\"mt-2 flex-1 text-slate-600\">" +
             escape_html(category_description(site.settings, c, site.lang)) +
             "</p><span class=\"mt-4 inline-flex items-center gap-1 font-semibold text-sky-800\">" +
             escape_html(w.text("home.viewProducts")) + " " + icon("arrow-right", "size-4 rtl:-scale-x-100") + "</span></a></li>";
  }
  return "<section aria-labelledby=\"categories-title\" class=\"mx-auto max-w-7xl px-4 py-14 sm:px-6\"><h2 "
         "id=\"categories-title\" class=\"text-2xl font-bold text-slate-900 sm:text-3xl\">" +
         escape_html(w.text("home.ourServices")) + "</h2><ul class=\"mt-8 grid gap-6 md:grid-cols-3\">" + cards +
         "</ul></section>";
}

}  // namespace

std::string first_cards(const site_info& site, const boost::json::value& products)
{
  const auto* array = products.if_array();
  if (!array) return {};
  std::vector<listing> all;
  all.reserve(array->size());
  for (const auto& p : *array)
    if (auto l = listing_of(site, p)) all.push_back(std::move(*l));
  if (all.empty()) return {};
  const auto shown = std::min(all.size(), first_screen_cards);
  std::partial_sort(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(shown), all.end(), name_before);
  const auto& w = words(site);
  const auto total = std::to_string(all.size());
  // The two cards of a phone's screen load their pictures first and are drawn at once; the
  // others are styled, laid out and painted only once near the viewport, with a height kept
  // for them meanwhile, as the app's own grid does below its first screen (ProductGrid,
  // frontend/src/components/catalogue/product-card.tsx): the first frame draws what shows.
  constexpr std::size_t in_phone_screen = 2;
  std::string cards;
  for (std::size_t i = 0; i < shown; ++i) {
    const bool in_view = i < in_phone_screen;
    cards += in_view ? "<li class=\"flex\">"
                     : "<li class=\"flex [contain-intrinsic-height:auto_30rem] [content-visibility:auto]\">";
    cards += product_card(site, all[i], in_view) + "</li>";
  }
  return "<div class=\"mt-6\"><h2 class=\"sr-only\">" + escape_html(w.text("category.products")) +
         "</h2><p role=\"status\" class=\"mb-4 text-sm text-slate-600\">" +
         escape_html(w.format("category.showing", {{"shown", total}, {"total", total}})) +
         "</p><ul class=\"grid gap-6 sm:grid-cols-2 lg:grid-cols-3\">" + cards + "</ul></div>";
}

std::string home_markup(const site_info& site)
{
  const auto& w = words(site);
  const auto& s = site.settings;
  return "<section aria-labelledby=\"hero-title\" class=\"gradient-ocean text-white\"><div class=\"mx-auto max-w-7xl px-4 "
         "py-16 sm:px-6 sm:py-24\"><p class=\"text-sm font-semibold tracking-wide text-sky-100 uppercase\"><bdi>" +
         escape_html(site.name()) + "</bdi> \u00b7 " + escape_html(w.text("home.place")) +
         "</p><h1 id=\"hero-title\" dir=\"auto\" class=\"mt-3 max-w-3xl text-3xl leading-tight font-bold sm:text-5xl\">" +
         escape_html(in_language(site.lang, s.hero_heading, s.hero_heading_ar)) +
         "</h1><p dir=\"auto\" class=\"mt-4 max-w-2xl text-base whitespace-pre-line text-sky-50 sm:text-lg\">" +
         escape_html(in_language(site.lang, s.hero_text, s.hero_text_ar)) +
         "</p><div class=\"mt-8 flex flex-col gap-3 sm:flex-row\"><a href=\"" + escape_html(tel_href(site)) + "\" class=\"" +
         button_class(variant::secondary, size::lg) + "\">" + icon("phone") + escape_html(w.text("home.getQuote")) +
         "</a><a href=\"" + escape_html(whatsapp_href(site, w.text("common.chat.services"))) +
         "\" target=\"_blank\" rel=\"noopener noreferrer\" class=\"" + button_class(variant::whatsapp, size::lg) + "\">" +
         icon("message-circle") + escape_html(w.text("home.whatsappUs")) + "</a></div></div></section>" +
         category_grid(site);
}

std::string category_markup(const site_info& site, domain::category c, std::string_view cards)
{
  const auto& w = words(site);
  const std::string slug(domain::slug(c));
  return "<div class=\"mx-auto max-w-7xl px-4 py-10 sm:px-6\"><header class=\"flex items-start gap-4\"><span "
         "class=\"hidden size-14 shrink-0 place-items-center rounded-xl bg-sky-100 text-sky-800 sm:grid\">" +
         icon(category_icon(c), "size-7") + "</span><div><h1 class=\"text-3xl font-bold text-slate-900\">" +
         escape_html(w.text("common.categories." + slug)) + "</h1><p dir=\"auto\" class=\"mt-2 max-w-3xl text-slate-600\">" +
         escape_html(category_description(site.settings, c, site.lang)) + "</p></div></header>" + search_bar(w) +
         std::string(cards) + "</div>";
}

std::string product_markup(const site_info& site, const domain::product& p)
{
  const auto& w = words(site);
  const auto shown = listing_of(site, p);
  // The gallery's first image: `image`, else the first of `images` (product-details.tsx).
  const auto& main = !p.image.empty() || p.images.empty() ? p.image : p.images.front();
  const auto back = domain::category_from_slug(p.category) ? "/category/" + p.category : std::string("/");
  return "<div class=\"mx-auto max-w-7xl px-4 py-8 sm:px-6\"><a href=\"" + escape_html(path_in(site.lang, back)) +
         "\" class=\"" + button_class(variant::ghost, size::sm) + " -ms-3\">" + icon("arrow-left", "rtl:-scale-x-100") +
         escape_html(w.text("product.back")) + "</a><section class=\"mt-4 grid gap-8 lg:grid-cols-2\"><div><div "
         "class=\"relative overflow-hidden rounded-xl border border-slate-200 bg-white\"><div class=\"block w-full\">" +
         product_image(main, shown.name, {800, 600, true, "(min-width: 1280px) 608px, (min-width: 1024px) 50vw, 100vw"}) +
         "</div></div></div><div class=\"flex flex-col gap-4\">" + category_badge(site, p.category) +
         "<h1 dir=\"auto\" class=\"text-3xl font-bold text-slate-900\">" + escape_html(shown.name) + "</h1><div>" +
         product_price(site, shown, "text-2xl") + "</div><p dir=\"auto\" class=\"whitespace-pre-line text-slate-700\">" +
         escape_html(in_language(site.lang, p.description, p.description_ar)) +
         "</p><div class=\"flex flex-col gap-3 sm:flex-row\"><a href=\"" + escape_html(tel_href(site)) + "\" class=\"" +
         button_class(variant::primary, size::lg) + " sm:flex-1\">" + icon("phone") + escape_html(w.text("product.callNow")) +
         "</a><a href=\"" + escape_html(whatsapp_href(site, shown.name)) + "\" target=\"_blank\" rel=\"noopener noreferrer\" class=\"" +
         button_class(variant::whatsapp, size::lg) + " sm:flex-1\">" + icon("message-circle") +
         escape_html(w.text("product.whatsapp")) + "</a></div></div></section></div>";
}

bool shows_default_list(std::string_view query)
{
  static constexpr std::array<std::string_view, 11> list_keys{
      "q", "sort", "type", "brand", "lengthMin", "lengthMax", "guests", "yearMin", "yearMax", "priceMin", "priceMax"};
  while (!query.empty()) {
    const auto end = query.find('&');
    const auto pair = query.substr(0, end);
    const auto key = pair.substr(0, pair.find('='));
    if (std::find(list_keys.begin(), list_keys.end(), key) != list_keys.end()) return false;
    query = end == std::string_view::npos ? std::string_view() : query.substr(end + 1);
  }
  return true;
}

namespace {

// Removes each `open`…`close` tag from `html`, collecting the value of its `attribute`;
// returns where the first one was (npos for none).
std::size_t take_tags(std::string& html, std::string_view open, std::string_view close, std::string_view attribute,
                      std::vector<std::string>& values)
{
  std::size_t first = std::string::npos;
  for (auto at = html.find(open); at != std::string::npos; at = html.find(open, at)) {
    const auto end = html.find(close, at);
    if (end == std::string::npos) break;
    const std::string_view tag(html.data() + at, end + close.size() - at);
    if (const auto a = tag.find(attribute); a != std::string_view::npos) {
      const auto from = a + attribute.size();
      values.emplace_back(tag.substr(from, tag.find('"', from) - from));
    }
    html.erase(at, tag.size());
    if (first == std::string::npos) first = at;
  }
  return first;
}

}  // namespace

void place_first_screen(std::string& html, const site_info& site, std::string_view english_path, std::string_view content)
{
  static constexpr std::string_view root = "<div id=\"root\">";
  const auto at = html.find(root);
  if (at == std::string::npos) return;
  html.insert(at, "<div id=\"first-screen\" class=\"flex min-h-dvh flex-col\">" + site_header(site, english_path) +
                      "<main id=\"main\" tabindex=\"-1\" class=\"flex-1 pt-16 focus:outline-none\">" +
                      std::string(content) + "</main></div>");
  // The first frame waits until the parser has reached the app's root, the first screen whole:
  // a frame painted while it is half parsed (a busy phone's parser yields) would grow into the
  // next one, a layout shift. A browser that does not know it paints as before.
  static constexpr std::string_view head_end = "</head>";
  if (const auto head = html.find(head_end); head != std::string::npos && head < at)
    html.insert(head, "<link rel=\"expect\" href=\"#root\" blocking=\"render\">");
  // The app's module script and preloads give way to frontend/public/start-app.js, which
  // asks for them once the first screen is painted.
  // (A template without exactly one module script is left as it is.)
  static constexpr std::string_view module_script = "<script type=\"module\"";
  const auto first_module = html.find(module_script);
  if (first_module == std::string::npos || html.find(module_script, first_module + 1) != std::string::npos) return;
  std::vector<std::string> modules, preloads;
  const auto script_at = take_tags(html, module_script, "</script>", " src=\"", modules);
  take_tags(html, "<link rel=\"modulepreload\"", ">", " href=\"", preloads);
  if (modules.size() != 1) return;
  std::string preload_list;
  for (const auto& href : preloads) preload_list += (preload_list.empty() ? "" : " ") + escape_html(href);
  html.insert(script_at, "<script defer src=\"/start-app.js\" data-module=\"" + escape_html(modules.front()) +
                             "\" data-preload=\"" + preload_list + "\"></script>");
}

}  // namespace marine::api
