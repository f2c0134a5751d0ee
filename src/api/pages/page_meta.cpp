#include "api/pages/page_meta.hpp"

#include "api/json/settings_json.hpp"
#include "api/pages/product_specs_meta.hpp"
#include "api/pages/render_input.hpp"
#include "api/pages/structured_data.hpp"
#include "domain/catalogue/category.hpp"
#include "domain/rules/media_path.hpp"
#include "domain/rules/url_rules.hpp"

#include <boost/json/serialize.hpp>
#include <fmt/format.h>

#include <optional>

namespace marine::api {
namespace {

namespace json = boost::json;

// The company's name for a title or a description: isolated where it could turn the words
// around it (page_texts.hpp, isolated).
std::string company_in_title(const site_info& site) { return isolated(site.name(), site.lang); }

std::string site_description(const site_info& site)
{
  return site.texts().format("siteDescription", {{"company", company_in_title(site)}});
}

// The meta of a page of `site` at `english_path` (in the site's language).
page_meta page_at(const site_info& site, std::string title, std::string description, std::string_view english_path)
{
  return {.title = std::move(title), .description = std::move(description), .path = path_in(site.lang, english_path),
          .english_path = std::string(english_path)};
}

// The byte offset after the first `n` characters of UTF-8 `text` (its size when shorter).
std::size_t offset_after(std::string_view text, std::size_t n)
{
  std::size_t i = 0;
  for (std::size_t seen = 0; i < text.size(); ++i)
    if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80 && seen++ == n) break;
  return i;
}

// At most `limit` characters (not bytes: an Arabic letter or an 'é' is two), cut at a space
// in the second half when there is one, with an ellipsis.
std::string shorten(std::string_view text, std::size_t limit = 160)
{
  if (offset_after(text, limit) == text.size()) return std::string(text);
  auto cut = text.substr(0, offset_after(text, limit - 1));
  if (const auto space = cut.rfind(' '); space != std::string_view::npos && space > cut.size() / 2)
    cut = cut.substr(0, space);
  return std::string(cut) + "…";
}

std::string absolute(const site_info& site, std::string_view url)
{
  if (url.starts_with("http://") || url.starts_with("https://")) return std::string(url);
  return site.url + std::string(url);
}

void meta_tag(std::string& out, std::string_view attribute, std::string_view key, std::string_view value)
{
  out += fmt::format("<meta {}=\"{}\" content=\"{}\" />\n", attribute, key, escape_html(value));
}

std::string script_safe_json(const json::value& value) { return script_safe(json::serialize(value)); }

// The first element of `html` that starts with `open` and ends with `close` after it: where
// the whole element lies, and where its content lies inside it.
struct element_span {
  std::size_t start, end;                  // the element, `open` to the end of `close`
  std::size_t content_start, content_end;  // between the two
};
std::optional<element_span> find_element(const std::string& html, std::string_view open, std::string_view close)
{
  const auto start = html.find(open);
  if (start == std::string::npos) return std::nullopt;
  const auto end = html.find(close, start);
  if (end == std::string::npos) return std::nullopt;
  return element_span{start, end + close.size(), start + open.size(), end};
}

// Removes the first element that starts with `open` and ends with `close` after it.
void remove_first(std::string& html, std::string_view open, std::string_view close)
{
  if (const auto at = find_element(html, open, close)) html.erase(at->start, at->end - at->start);
}

// index.html lists the Arabic pages' own chunk and stylesheet in an inert
// <template id="arabic-assets"> (frontend/vite.config.ts): an Arabic page gets them as real
// <link>s, so they are fetched with the entry script instead of after it has run
// (docs/arabic.md); every other page goes without them.
void arabic_assets(std::string& html, bool arabic)
{
  const auto at = find_element(html, "<template id=\"arabic-assets\">", "</template>");
  if (!at) return;
  const std::string links = arabic ? html.substr(at->content_start, at->content_end - at->content_start) : std::string();
  html.replace(at->start, at->end - at->start, links);
}

// The note a browser without JavaScript shows, in the page's language (the template's own,
// English, stays for the static fallback).
void set_noscript_text(std::string& html, std::string_view text)
{
  if (const auto at = find_element(html, "<noscript>", "</noscript>"))
    html.replace(at->content_start, at->content_end - at->content_start, escape_html(text));
}

// Replaces the template's <html …> start tag (the English page keeps the template's own).
void set_html_language(std::string& html, std::string_view start_tag)
{
  if (const auto at = find_element(html, "<html", ">")) html.replace(at->start, at->end - at->start, start_tag);
}

// A path as it may stand in a URL: a byte that is not a plain path character is
// percent-encoded, so that a NUL or a quote from the request never reaches the page as itself.
std::string url_path(std::string_view decoded)
{
  constexpr std::string_view plain = "/-._~!$&'()*+,;=:@";
  std::string out;
  for (char c : decoded) {
    const bool alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    if (alnum || plain.find(c) != std::string_view::npos) out += c;
    else out += fmt::format("%{:02X}", static_cast<unsigned char>(c));
  }
  return out;
}

std::string category_name(const site_info& site, domain::category c)
{
  return site.texts().text("categories." + std::string(domain::slug(c)));
}

page_meta titled_page(const site_info& site, std::string_view title_key, std::string_view path, bool noindex = false)
{
  auto m = page_at(site, site.texts().format(title_key, {{"company", company_in_title(site)}}), site_description(site), path);
  m.noindex = noindex;
  return m;
}
}  // namespace

std::string escape_html(std::string_view text)
{
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out.push_back(c);
    }
  }
  return out;
}

std::string share_image_url(const site_info& site, std::string_view image)
{
  // A URL stored before the image rule held (http:, credentials) is not passed on to link
  // previews: the placeholder stands in.
  if (image.empty() || !domain::is_valid_image_url(image)) return site.url + "/uploads/placeholder.jpg";
  if (const auto stem = domain::uploaded_image_stem(image)) return site.url + std::string(*stem) + "-share.jpg";
  return absolute(site, image);
}

page_meta home_page(const site_info& site)
{
  auto m = page_at(site, site.texts().format("title.home", {{"company", company_in_title(site)}}), site_description(site), "/");
  m.image = site.url + "/uploads/placeholder.jpg";
  m.json_ld = organization_and_website(site);
  return m;
}

page_meta contact_page(const site_info& site)
{
  auto m = titled_page(site, "title.contact", "/contact");
  m.image = site.url + "/uploads/placeholder.jpg";
  m.json_ld = local_business(site, m.image);
  return m;
}

page_meta search_page(const site_info& site) { return titled_page(site, "title.search", "/search", true); }
page_meta enquiry_page(const site_info& site) { return titled_page(site, "title.enquiry", "/enquiry", true); }

std::string robots_txt(std::string_view site_url)
{
  // /_page/ is nginx's internal address of the same pages (duplicates for a crawler).
  std::string text = "User-agent: *\nDisallow: /admin\nDisallow: /sub-user\nDisallow: /_page\n";
  if (!site_url.empty()) text += "\nSitemap: " + std::string(site_url) + "/sitemap.xml\n";
  return text;
}

page_meta category_page(const site_info& site, std::string_view slug)
{
  const auto c = domain::category_from_slug(slug);
  if (!c) return not_found_page(site, path_in(site.lang, "/category/" + std::string(slug)));
  auto m = page_at(site, site.texts().format("title.category", {{"category", category_name(site, *c)}, {"company", company_in_title(site)}}),
                   category_description(site.settings, *c, site.lang), "/category/" + std::string(slug));
  m.image = site.url + "/uploads/placeholder.jpg";
  return m;
}

page_meta product_page(const site_info& site, const domain::product& p)
{
  const auto& texts = site.texts();
  const auto& name = in_language(site.lang, p.name, p.name_ar);
  const auto& description = in_language(site.lang, p.description, p.description_ar);
  const auto summary = specs_summary(p, texts);
  auto m = page_at(site, texts.format("title.product", {{"name", isolated(name, site.lang)}, {"company", company_in_title(site)}}),
                   shorten(price_text(p, site.settings.prices_include_vat, texts) + " · " +
                           (summary.empty() ? "" : summary + " · ") + description),
                   "/product/" + p.id);
  m.image = share_image_url(site, p.image);
  m.og_type = "product";
  if (!p.show_contact_for_pricing) m.price = p.price;

  // The shop's SKU where it has one, else the listing's id (docs/search.md).
  json::object product{{"@context", "https://schema.org"}, {"@type", "Product"}, {"name", name},
                       {"description", description}, {"sku", p.sku.empty() ? p.id : p.sku}, {"url", site.url + m.path}};
  if (auto mpn = manufacturer_part_number(p)) product["mpn"] = std::move(*mpn);
  json::array images{json::value(m.image)};
  product["image"] = std::move(images);
  if (const auto c = domain::category_from_slug(p.category)) product["category"] = category_name(site, *c);
  if (auto properties = additional_properties(p, texts); !properties.empty())
    product["additionalProperty"] = std::move(properties);
  // Priced items have an offer; 'Contact For Pricing' items have none (no price to state).
  if (!p.show_contact_for_pricing || p.charter) product["offers"] = offer(site, p, site.url + m.path);
  m.json_ld = std::move(product);
  return m;
}

page_meta not_found_page(const site_info& site, std::string path)
{
  return {.status = 404, .title = site.texts().format("title.notFound", {{"company", company_in_title(site)}}),
          .description = site_description(site), .path = url_path(path), .noindex = true};
}

std::string render_page(std::string_view index_html, const site_info& site, const page_meta& meta)
{
  std::string html(index_html);
  set_noscript_text(html, site.texts().text("noscript"));  // before anything from the data is in
  remove_first(html, "<title>", "</title>");
  if (const auto at = html.find("name=\"description\""); at != std::string::npos) {
    const auto start = html.rfind("<meta", at);
    const auto end = html.find('>', at);
    if (start != std::string::npos && end != std::string::npos) html.erase(start, end + 1 - start);
  }

  std::string head = fmt::format("<title>{}</title>\n", escape_html(meta.title));
  meta_tag(head, "name", "description", meta.description);
  if (meta.noindex) meta_tag(head, "name", "robots", "noindex");
  if (meta.status == 200) head += fmt::format("<link rel=\"canonical\" href=\"{}\" />\n", escape_html(site.url + meta.path));
  // The same page in each language, and which one to show to everyone else (English).
  if (!meta.english_path.empty()) {
    for (const auto& [hreflang, path] : alternates_of(meta.english_path))
      head += fmt::format("<link rel=\"alternate\" hreflang=\"{}\" href=\"{}\" />\n", hreflang,
                          escape_html(site.url + path));
  }
  meta_tag(head, "property", "og:site_name", site.name());
  meta_tag(head, "property", "og:type", meta.og_type);
  meta_tag(head, "property", "og:title", meta.title);
  meta_tag(head, "property", "og:description", meta.description);
  meta_tag(head, "property", "og:url", site.url + meta.path);
  const bool arabic = site.lang == language::ar;
  meta_tag(head, "property", "og:locale", arabic ? "ar_AE" : "en_US");
  meta_tag(head, "property", "og:locale:alternate", arabic ? "en_US" : "ar_AE");
  if (!meta.image.empty()) {
    meta_tag(head, "property", "og:image", meta.image);
    if (meta.image.ends_with("-share.jpg")) {
      meta_tag(head, "property", "og:image:width", "1200");
      meta_tag(head, "property", "og:image:height", "630");
    }
  }
  if (meta.price) {
    meta_tag(head, "property", "product:price:amount", *meta.price);
    meta_tag(head, "property", "product:price:currency", "AED");
  }
  meta_tag(head, "name", "twitter:card", meta.image.empty() ? "summary" : "summary_large_image");
  meta_tag(head, "name", "twitter:title", meta.title);
  meta_tag(head, "name", "twitter:description", meta.description);
  if (!meta.image.empty()) meta_tag(head, "name", "twitter:image", meta.image);
  if (!meta.json_ld.empty())
    head += "<script type=\"application/ld+json\">" + script_safe_json(meta.json_ld) + "</script>\n";
  head += "<script type=\"application/json\" id=\"site-settings\">" + script_safe_json(to_json(site.settings)) +
          "</script>\n";
  head += first_screen_tags(meta.screen);

  const auto close = html.find("</head>");
  html.insert(close == std::string::npos ? 0 : close, head);
  arabic_assets(html, arabic);
  if (!meta.screen.markup.empty()) place_rendered_root(html, meta.screen.markup);
  if (arabic) set_html_language(html, "<html lang=\"ar\" dir=\"rtl\">");
  return html;
}

}  // namespace marine::api
