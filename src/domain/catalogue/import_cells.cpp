#include "domain/catalogue/import_cells.hpp"

#include "domain/catalogue/product_specs.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace marine::domain {
namespace {

// The product fields in the order of the product form; the specifications follow.
constexpr std::string_view product_fields[] = {
    "id", "sku", "name", "nameAr", "category", "description", "descriptionAr", "price", "showContactForPricing",
    "inStock", "isVisible", "image", "images", "partNumbers", "supersedes", "fits"};

// Lists (images, part numbers) share one cell, separated by "|": neither a URL nor a part
// code holds one.
constexpr char list_separator = '|';

// OWASP's list: a spreadsheet reads a cell starting with any of these as a formula.
bool formula_start(char c) { return c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r'; }

std::string trimmed(std::string_view s)
{
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return std::string(s);
}

std::string joined(const std::vector<std::string>& items)
{
  std::string out;
  for (const auto& i : items) {
    if (!out.empty()) out += list_separator;
    out += i;
  }
  return out;
}

std::vector<std::string> split_list(std::string_view cell)
{
  std::vector<std::string> out;
  if (trimmed(cell).empty()) return out;
  std::size_t start = 0;
  while (true) {
    const auto bar = cell.find(list_separator, start);
    out.push_back(trimmed(cell.substr(start, bar == std::string_view::npos ? std::string_view::npos : bar - start)));
    if (bar == std::string_view::npos) break;
    start = bar + 1;
  }
  return out;
}

}  // namespace

// Images and part numbers keep the plain bar: a cell exported before could hold a backslash,
// read as itself.
std::string joined_escaped(const std::vector<std::string>& items)
{
  std::string out;
  for (const auto& item : items) {
    if (!out.empty()) out += list_separator;
    for (char c : item) {
      if (c == '\\' || c == list_separator) out += '\\';
      out += c;
    }
  }
  return out;
}

std::vector<std::string> split_escaped(std::string_view cell)
{
  std::vector<std::string> out;
  if (trimmed(cell).empty()) return out;
  std::string item;
  for (std::size_t i = 0; i < cell.size(); ++i) {
    const char c = cell[i];
    if (c == '\\' && i + 1 < cell.size() && (cell[i + 1] == '\\' || cell[i + 1] == list_separator)) {
      item += cell[++i];
    } else if (c == list_separator) {
      out.push_back(trimmed(item));
      item.clear();
    } else {
      item += c;
    }
  }
  out.push_back(trimmed(item));
  return out;
}

namespace {

std::optional<bool> cell_boolean(std::string_view cell, bool& bad)
{
  std::string t = trimmed(cell);
  std::ranges::transform(t, t.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (t.empty()) return std::nullopt;
  if (t == "true" || t == "yes" || t == "1") return true;
  if (t == "false" || t == "no" || t == "0") return false;
  bad = true;
  return std::nullopt;
}

std::string spec_cell(const spec_field& f, const product_specs& specs)
{
  const auto* v = specs.find(f.key);
  if (!v) return {};
  if (const auto* s = std::get_if<std::string>(v)) return *s;
  const auto n = std::get<long long>(*v);
  return f.kind == spec_kind::decimal ? format_hundredths(n) : std::to_string(n);
}

spec_input spec_from_cell(const spec_field& f, std::string_view cell)
{
  const auto text = trimmed(cell);
  if (text.empty()) return std::monostate{};
  if (f.kind == spec_kind::text || f.kind == spec_kind::choice) return text;
  double d = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), d);
  if (ec != std::errc{} || end != text.data() + text.size()) return text;  // the spec rule says "must be a number"
  return d;
}

}  // namespace

const std::vector<std::string>& import_columns()
{
  static const std::vector<std::string> columns = [] {
    std::vector<std::string> c(std::begin(product_fields), std::end(product_fields));
    for (const auto& f : spec_fields()) c.emplace_back(f.key);
    return c;
  }();
  return columns;
}

bool is_import_column(std::string_view name) { return std::ranges::find(import_columns(), name) != import_columns().end(); }

std::string neutralise_cell(std::string_view text)
{
  const auto first = text.find_first_not_of('\'');
  if (first != std::string_view::npos && formula_start(text[first])) return "'" + std::string(text);
  return std::string(text);
}

std::string unneutralise_cell(std::string_view text)
{
  const auto first = text.find_first_not_of('\'');
  if (first != std::string_view::npos && first > 0 && formula_start(text[first])) return std::string(text.substr(1));
  return std::string(text);
}

std::string without_thousands_separators(std::string_view price)
{
  const auto text = trimmed(price);
  const auto point = text.find('.');
  const std::string_view whole = std::string_view(text).substr(0, point);
  if (whole.find(',') == std::string_view::npos) return text;
  // Groups of exactly three digits after a first group of one to three.
  std::size_t group = 0;
  bool first = true;
  for (std::size_t i = whole.size(); i-- > 0;) {
    if (whole[i] == ',') {
      if (group != 3) return text;
      group = 0;
      continue;
    }
    if (!std::isdigit(static_cast<unsigned char>(whole[i]))) return text;
    ++group;
    first = false;
  }
  if (first || group == 0 || group > 3) return text;
  std::string out;
  for (char c : text)
    if (c != ',') out += c;
  return out;
}

std::vector<std::string> product_cells(const product& p)
{
  std::vector<std::string> c = {p.id,
                                p.sku,
                                p.name,
                                p.name_ar,
                                p.category,
                                p.description,
                                p.description_ar,
                                p.price,
                                p.show_contact_for_pricing ? "true" : "false",
                                p.in_stock ? "true" : "false",
                                p.is_visible ? "true" : "false",
                                p.image,
                                joined(p.images),
                                joined(p.part_numbers),
                                joined_escaped(p.supersedes),
                                joined_escaped(p.fits)};
  for (const auto& f : spec_fields()) c.push_back(spec_cell(f, p.specs));
  return c;
}

import_cells_result input_from_cells(const std::map<std::string, std::string, std::less<>>& cells)
{
  import_cells_result r;
  auto& in = r.input;
  spec_patch specs;
  for (const auto& [column, raw] : cells) {
    const std::string cell = unneutralise_cell(raw);
    bool bad = false;
    if (column == "id") {
      if (!trimmed(cell).empty()) in.id = trimmed(cell);
    } else if (column == "sku") in.sku = trimmed(cell);
    else if (column == "name") in.name = cell;
    else if (column == "nameAr") in.name_ar = cell;
    else if (column == "category") in.category = trimmed(cell);
    else if (column == "description") in.description = cell;
    else if (column == "descriptionAr") in.description_ar = cell;
    else if (column == "price") in.price = without_thousands_separators(cell);
    else if (column == "image") in.image = trimmed(cell);
    else if (column == "images") in.images = split_list(cell);
    else if (column == "partNumbers") in.part_numbers = split_list(cell);
    else if (column == "supersedes") in.supersedes = split_escaped(cell);
    else if (column == "fits") in.fits = split_escaped(cell);
    else if (column == "showContactForPricing") in.show_contact_for_pricing = cell_boolean(cell, bad);
    else if (column == "inStock") in.in_stock = cell_boolean(cell, bad);
    else if (column == "isVisible") in.is_visible = cell_boolean(cell, bad);
    else if (const auto* f = find_spec_field(column)) specs.changes.emplace_back(column, spec_from_cell(*f, cell));
    else r.errors.push_back({column, "Unknown column"});
    if (bad) r.errors.push_back({column, column + " must be true or false"});
  }
  if (!specs.changes.empty()) in.specs = std::move(specs);
  return r;
}

}  // namespace marine::domain
