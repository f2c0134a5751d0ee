#include "api/pages/page_meta.hpp"

#include "api/json/settings_json.hpp"
#include "api/pages/opening_hours.hpp"
#include "api/pages/product_specs_meta.hpp"
#include "domain/category.hpp"
#include "domain/media_path.hpp"
#include "domain/url_rules.hpp"

#include <boost/json/serialize.hpp>
#include <fmt/format.h>

namespace marine::api {
namespace {

namespace json = boost::json;

std::string site_description(const site_info& site)
{
  return site.name() + ": marine supplies, vessel chartering and vessel sales & purchase in Dubai, UAE.";
}

// At most `limit` characters, cut at a space, with an ellipsis.
std::string shorten(std::string_view text, std::size_t limit = 160)
{
  if (text.size() <= limit) return std::string(text);
  auto cut = text.substr(0, limit - 1);
  if (const auto space = cut.rfind(' '); space != std::string_view::npos && space > limit / 2) cut = cut.substr(0, space);
  // Never end inside a UTF-8 sequence.
  while (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0x80) cut.remove_suffix(1);
  if (!cut.empty() && static_cast<unsigned char>(cut.back()) >= 0xC0) cut.remove_suffix(1);
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

// Removes the first element that starts with `open` and ends with `close` after it.
void remove_first(std::string& html, std::string_view open, std::string_view close)
{
  const auto start = html.find(open);
  if (start == std::string::npos) return;
  const auto end = html.find(close, start);
  if (end == std::string::npos) return;
  html.erase(start, end + close.size() - start);
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

std::string format_aed(std::string_view price)
{
  const auto dot = price.find('.');
  const auto whole = price.substr(0, dot);
  std::string cents(dot == std::string_view::npos ? std::string_view() : price.substr(dot + 1, 2));
  cents.resize(2, '0');
  // The no-break space keeps "AED" and the amount on one line, as Intl.NumberFormat does.
  std::string out = "AED\u00a0";
  for (std::size_t i = 0; i < whole.size(); ++i) {
    if (i > 0 && (whole.size() - i) % 3 == 0) out.push_back(',');
    out.push_back(whole[i]);
  }
  return out + "." + cents;
}

std::string share_image_url(const site_info& site, std::string_view image)
{
  // A URL stored before the image rule held (http:, credentials) is not passed on to link
  // previews: the placeholder stands in.
  if (image.empty() || !domain::is_valid_image_url(image)) return site.url + "/uploads/placeholder.jpg";
  if (const auto stem = domain::uploaded_image_stem(image)) return site.url + std::string(*stem) + "-share.jpg";
  return absolute(site, image);
}

// The social profiles that are set, for sameAs.
json::array same_as(const domain::social_links& social)
{
  json::array out;
  for (const auto* link : {&social.instagram, &social.facebook, &social.linkedin, &social.youtube, &social.tiktok})
    if (!link->empty()) out.emplace_back(*link);
  return out;
}

// schema.org Organization (logo, contact, social profiles) and WebSite: who publishes
// the site, for search engines' knowledge panels.
json::object organization_and_website(const site_info& site)
{
  const auto& s = site.settings;
  json::object organization{{"@type", "Organization"}, {"@id", site.url + "/#organization"},
                            {"name", s.company_name}, {"legalName", s.legal_entity},
                            {"url", site.url + "/"}, {"logo", site.url + "/favicon.svg"},
                            {"email", s.email}, {"telephone", "+" + s.phone}};
  if (auto links = same_as(s.social); !links.empty()) organization["sameAs"] = std::move(links);
  json::object website{{"@type", "WebSite"}, {"name", s.company_name}, {"url", site.url + "/"},
                       {"publisher", json::object{{"@id", site.url + "/#organization"}}}};
  return {{"@context", "https://schema.org"}, {"@graph", json::array{std::move(organization), std::move(website)}}};
}

page_meta home_page(const site_info& site)
{
  page_meta m{.title = site.name() + " | Dubai, UAE", .description = site_description(site), .path = "/"};
  m.image = site.url + "/uploads/placeholder.jpg";
  m.json_ld = organization_and_website(site);
  return m;
}

// schema.org LocalBusiness (https://schema.org/LocalBusiness): the contact page's business,
// its address, phone, e-mail, opening hours, map and social profiles, from the settings.
json::object local_business(const site_info& site, const std::string& image)
{
  const auto& s = site.settings;
  json::object business{
      {"@context", "https://schema.org"},
      {"@type", "LocalBusiness"},
      {"name", s.company_name},
      {"url", site.url + "/"},
      {"image", image},
      {"telephone", "+" + s.phone},
      {"email", s.email},
      {"address",
       json::object{{"@type", "PostalAddress"}, {"streetAddress", s.address}, {"addressLocality", "Dubai"}, {"addressCountry", "AE"}}},
  };
  if (auto hours = opening_hours_specification(s.business_hours); !hours.empty())
    business["openingHoursSpecification"] = std::move(hours);
  if (!s.map_url.empty()) business["hasMap"] = s.map_url;
  if (auto links = same_as(s.social); !links.empty()) business["sameAs"] = std::move(links);
  return business;
}

page_meta contact_page(const site_info& site)
{
  page_meta m{.title = "Contact Us | " + site.name(), .description = site_description(site), .path = "/contact"};
  m.image = site.url + "/uploads/placeholder.jpg";
  m.json_ld = local_business(site, m.image);
  return m;
}

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
  if (!c) return not_found_page(site, "/category/" + std::string(slug));
  page_meta m{.title = std::string(domain::display_name(*c)) + " | " + site.name(),
              .description = site.settings.description_of(*c),
              .path = "/category/" + std::string(slug)};
  m.image = site.url + "/uploads/placeholder.jpg";
  return m;
}

page_meta product_page(const site_info& site, const domain::product& p)
{
  page_meta m;
  m.title = p.name + " | " + site.name();
  const std::string vat = site.settings.prices_include_vat ? " incl. VAT" : "";
  const std::string price_text = p.show_contact_for_pricing
                                     ? std::string("Contact For Pricing")
                                     : format_aed(p.price) + " " + std::string(domain::price_suffix(p.specs)) + vat +
                                           minimum_hours_text(p);
  const auto summary = specs_summary(p);
  m.description = shorten(price_text + " · " + (summary.empty() ? "" : summary + " · ") + p.description);
  m.path = "/product/" + p.id;
  m.image = share_image_url(site, p.image);
  m.og_type = "product";
  if (!p.show_contact_for_pricing) m.price = p.price;

  json::object product{{"@context", "https://schema.org"}, {"@type", "Product"}, {"name", p.name},
                       {"description", p.description}, {"sku", p.id}, {"url", site.url + m.path}};
  json::array images{json::value(m.image)};
  product["image"] = std::move(images);
  if (const auto c = domain::category_from_slug(p.category)) product["category"] = std::string(domain::display_name(*c));
  if (auto properties = additional_properties(p); !properties.empty())
    product["additionalProperty"] = std::move(properties);
  // Priced items have an offer; 'Contact For Pricing' items have none (no price to state).
  if (!p.show_contact_for_pricing) {
    product["offers"] = json::object{
        {"@type", "Offer"},
        {"price", p.price},
        {"priceCurrency", "AED"},
        {"availability", p.in_stock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock"},
        {"url", site.url + m.path},
        {"seller", json::object{{"@type", "Organization"}, {"name", site.name()}}},
    };
  }
  m.json_ld = std::move(product);
  return m;
}

page_meta not_found_page(const site_info& site, std::string path)
{
  return {.status = 404, .title = "Page Not Found | " + site.name(), .description = site_description(site),
          .path = url_path(path), .noindex = true};
}

std::string render_page(std::string_view index_html, const site_info& site, const page_meta& meta)
{
  std::string html(index_html);
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
  meta_tag(head, "property", "og:site_name", site.name());
  meta_tag(head, "property", "og:type", meta.og_type);
  meta_tag(head, "property", "og:title", meta.title);
  meta_tag(head, "property", "og:description", meta.description);
  meta_tag(head, "property", "og:url", site.url + meta.path);
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
  return html;
}

}  // namespace marine::api
