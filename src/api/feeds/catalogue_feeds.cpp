#include "api/feeds/catalogue_feeds.hpp"

#include "api/feeds/csv.hpp"
#include "api/feeds/xml_text.hpp"
#include "api/feeds/site_paths.hpp"
#include "domain/catalogue/import_cells.hpp"

namespace marine::api {
namespace {

std::string price_of(const domain::product& p) { return p.price + " AED"; }

// Absolute: a site path (/uploads/…) gets the site's origin in front.
std::string absolute(const std::string& site_url, const std::string& url)
{
  return url.starts_with("/") ? site_url + url : url;
}

std::string spec_text(const domain::product& p, std::string_view key)
{
  const auto* t = p.specs.text(key);
  return t ? *t : std::string();
}

// The maker's part number: the SKU is the shop's own code, so the first OEM number, then the
// partNumber specification, then the SKU.
std::string mpn_of(const domain::product& p)
{
  if (!p.part_numbers.empty()) return p.part_numbers.front();
  if (auto n = spec_text(p, "partNumber"); !n.empty()) return n;
  return p.sku;
}

std::string condition_of(const domain::product& p)
{
  return spec_text(p, "condition") == "used" ? "used" : "new";
}

// One line, as both feeds want their title and description.
std::string one_line(std::string text)
{
  for (auto& c : text)
    if (c == '\r' || c == '\n' || c == '\t') c = ' ';
  return text;
}

// Staff open the Meta feeds in spreadsheets: a cell that would start a formula is kept as
// text, as the export does (docs/catalogue-io.md, "Formulas").
void append_meta_row(std::string& out, std::vector<std::string> cells)
{
  for (auto& c : cells) c = domain::neutralise_cell(c);
  append_csv_row(out, cells);
}

}  // namespace

// Both networks refuse an item without a price or an image (docs/catalogue-io.md, "Feeds").
bool in_feeds(const domain::product& p) { return p.is_visible && !p.show_contact_for_pricing && !p.image.empty(); }

std::string meta_feed_csv(const std::string& site_url, const std::vector<domain::product>& products)
{
  std::string out(utf8_bom);
  append_csv_row(out, {"id", "title", "description", "availability", "condition", "price", "link", "image_link", "brand", "mpn"});
  for (const auto& p : products) {
    if (!in_feeds(p)) continue;
    append_meta_row(out, {p.id, one_line(p.name), one_line(p.description), p.in_stock ? "in stock" : "out of stock",
                          condition_of(p), price_of(p), site_url + "/product/" + p.id, absolute(site_url, p.image),
                          spec_text(p, "brand"), mpn_of(p)});
  }
  return out;
}

std::string meta_arabic_override_csv(const std::string& site_url, const std::vector<domain::product>& products)
{
  std::string out(utf8_bom);
  append_csv_row(out, {"id", "override", "title", "description", "link"});
  for (const auto& p : products) {
    if (!in_feeds(p)) continue;
    // The Arabic pages show the English text where there is no translation (docs/arabic.md).
    append_meta_row(out, {p.id, "ar_XX", one_line(p.name_ar.empty() ? p.name : p.name_ar),
                          one_line(p.description_ar.empty() ? p.description : p.description_ar),
                          site_url + arabic_path("/product/" + p.id)});
  }
  return out;
}

std::string google_feed_xml(const std::string& site_url, const std::vector<domain::product>& products)
{
  std::string xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                    "<rss version=\"2.0\" xmlns:g=\"http://base.google.com/ns/1.0\">\n<channel>\n<title>" +
                    xml_text(site_url) + "</title>\n<link>" + xml_text(site_url + "/") +
                    "</link>\n<description>Marine Supplies</description>\n";
  auto tag = [&xml](std::string_view name, const std::string& value) {
    xml += "<g:";
    xml += name;
    xml += '>';
    xml += xml_text(value);
    xml += "</g:";
    xml += name;
    xml += ">";
  };
  for (const auto& p : products) {
    // Merchant Center lists physical goods; vessels and charters are not shopping items.
    if (!in_feeds(p) || p.category != "marine-spares") continue;
    xml += "<item>";
    tag("id", p.id);
    tag("title", one_line(p.name));
    tag("description", one_line(p.description));
    tag("link", site_url + "/product/" + p.id);
    tag("image_link", absolute(site_url, p.image));
    tag("availability", p.in_stock ? "in_stock" : "out_of_stock");
    tag("price", price_of(p));
    const auto brand = spec_text(p, "brand");
    const auto mpn = mpn_of(p);
    if (!brand.empty()) tag("brand", brand);
    if (!mpn.empty()) tag("mpn", mpn);
    if (brand.empty() && mpn.empty()) tag("identifier_exists", "no");
    tag("condition", condition_of(p));
    xml += "</item>\n";
  }
  return xml + "</channel>\n</rss>\n";
}

}  // namespace marine::api
