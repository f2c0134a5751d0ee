#include "api/json/search_json.hpp"

#include "api/json/mapping.hpp"

namespace marine::api {
namespace {

void write_counts(json_text& out, const std::vector<domain::facet_count>& counts)
{
  out.begin_array();
  for (const auto& c : counts) {
    out.begin_object();
    out.member("value", c.value);
    out.key("count");
    out.number_text(std::to_string(c.count));
    out.end_object();
  }
  out.end_array();
}

// {"min": …, "max": …} of a range that some product has; `quoted`: the bounds are decimal
// text in the API's price form, else JSON numbers.
void write_range(json_text& out, std::string_view name, const std::optional<std::string>& min,
                 const std::optional<std::string>& max, bool quoted)
{
  if (!min || !max) return;
  out.key(name);
  out.begin_object();
  out.key("min");
  quoted ? out.value(*min) : out.number_text(*min);
  out.key("max");
  quoted ? out.value(*max) : out.number_text(*max);
  out.end_object();
}

// A product as its card draws it (docs/search.md, "Cards"): the name, the picture and the
// price with its basis; no descriptions, gallery, codes or charter terms, which a list of 24
// cards would carry in every category page's HTML.
void write_card(json_text& out, const domain::product& p, std::string_view replaced)
{
  out.begin_object();
  out.member("id", p.id);
  out.member("name", p.name);
  out.member("nameAr", p.name_ar);
  out.member("category", p.category);
  out.member("price", p.price);
  out.member("image", p.image);
  out.member("inStock", p.in_stock);
  out.member("showContactForPricing", p.show_contact_for_pricing);
  out.key("specs");
  out.begin_object();
  if (const auto* basis = p.specs.text("rateBasis")) out.member("rateBasis", *basis);
  out.end_object();
  if (!replaced.empty()) out.member("replaced", replaced);
  out.end_object();
}

}  // namespace

std::string search_page_json(const domain::search_page& page)
{
  json_text out(page.items.size() * 1024 + 512);
  out.begin_object();
  out.key("items");
  out.begin_array();
  for (std::size_t i = 0; i < page.items.size(); ++i) {
    const auto replaced = i < page.replaced.size() ? std::string_view(page.replaced[i]) : std::string_view();
    page.cards ? write_card(out, page.items[i], replaced) : write_json(out, page.items[i], replaced);
  }
  out.end_array();
  out.key("total");
  out.number_text(std::to_string(page.summary.total));
  out.key("nextCursor");
  if (page.next) out.value(domain::encode_cursor(*page.next));
  else out.null_value();
  const auto& f = page.summary.facets;
  out.key("facets");
  out.begin_object();
  out.key("types");
  write_counts(out, f.types);
  out.key("brands");
  write_counts(out, f.brands);
  out.key("fits");
  write_counts(out, f.fits);
  write_range(out, "price", f.price_min, f.price_max, true);
  write_range(out, "length", f.length_min, f.length_max, false);
  write_range(out, "year", f.year_min, f.year_max, false);
  if (f.guests_max) {
    out.key("guests");
    out.begin_object();
    out.key("max");
    out.number_text(*f.guests_max);
    out.end_object();
  }
  out.end_object();
  out.end_object();
  return out.take();
}

}  // namespace marine::api
