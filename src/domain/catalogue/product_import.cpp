#include "domain/catalogue/product_import.hpp"

#include "domain/catalogue/product_validation.hpp"
#include "domain/rules/text_rules.hpp"
#include "domain/rules/url_rules.hpp"
#include "domain/rules/validation.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <random>
#include <unordered_map>

namespace marine::domain {
namespace {

// An abandoned session (a closed tab) stops blocking the next import after this long.
constexpr int session_idle_minutes = 10;

std::string lower(std::string s)
{
  std::ranges::transform(s, s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

failure no_session() { return not_found("No such import: it was finished, abandoned or timed out"); }

// What changed, field by field, as the export's cells show it.
std::vector<field_change> changes_between(const product& before, const product& after)
{
  const auto a = product_cells(before);
  const auto b = product_cells(after);
  const auto& columns = import_columns();
  std::vector<field_change> out;
  for (std::size_t i = 0; i < columns.size(); ++i)
    if (a[i] != b[i]) out.push_back({columns[i], a[i], b[i]});
  return out;
}

// A row is judged on what it changes: a stored value the form would refuse today (an old
// product without an image) sent back as it is does not make its row an error, so that an
// export imports again unchanged.
void drop_errors_on_stored_values(std::vector<field_error>& errors, const import_cells& cells, const product& existing)
{
  const auto stored = product_cells(existing);
  const auto& columns = import_columns();
  std::erase_if(errors, [&](const field_error& e) {
    const auto column = std::ranges::find(columns, e.field);
    const auto cell = cells.find(e.field);
    if (column == columns.end() || cell == cells.end()) return false;
    return unneutralise_cell(cell->second) == stored[static_cast<std::size_t>(column - columns.begin())];
  });
}

std::string new_session_id()
{
  std::random_device rd;
  return fmt::format("import_{:08x}{:08x}{:08x}{:08x}", rd(), rd(), rd(), rd());
}

}  // namespace

import_report product_import_service::plan(const std::vector<import_row>& rows, const std::vector<product>& catalogue,
                                           const std::vector<std::string>& own_origins, std::vector<import_write>* writes)
{
  std::unordered_map<std::string, const product*> by_id, by_sku;
  for (const auto& p : catalogue) {
    by_id.emplace(p.id, &p);
    if (!p.sku.empty()) by_sku.emplace(lower(p.sku), &p);
  }
  // Which row of the file first named an id or an SKU: a second row naming it is an error.
  std::unordered_map<std::string, long long> ids_in_file, skus_in_file;
  const auto base_ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch()).count();
  import_report report;
  long long generated = 0;
  for (const auto& row : rows) {
    import_row_report r{.row = row.row};
    auto [in, errors] = input_from_cells(row.cells);
    if (in.image) use_own_media_path(*in.image, own_origins);
    if (in.images)
      for (auto& url : *in.images) use_own_media_path(url, own_origins);
    const product* existing = nullptr;
    if (in.id) {
      if (!is_plausible_id(*in.id)) errors.push_back({"id", "id must be 1 to 64 letters, digits, '_' or '-'"});
      else if (auto it = by_id.find(*in.id); it != by_id.end()) existing = it->second;
    } else if (in.sku && !in.sku->empty()) {
      if (auto it = by_sku.find(lower(*in.sku)); it != by_sku.end()) existing = it->second;
    }
    // An empty image is the placeholder, as in the product form; a file without the column
    // keeps a stored product's image and gives a new one the placeholder (a supplier's price
    // list rarely has pictures). An old product stored without one and sent back as it is
    // stays unchanged.
    const bool emptied = in.image && trim(*in.image).empty() && !(existing && existing->image.empty());
    if (emptied || (!in.image && !existing)) in.image = std::string(placeholder_image);
    product p;
    auto rule_errors = build_product(in, existing ? *existing : new_product_defaults(), p);
    if (existing) drop_errors_on_stored_values(rule_errors, row.cells, *existing);
    errors.insert(errors.end(), rule_errors.begin(), rule_errors.end());
    // A new product without an id gets one as the form's are made (product_<digits>).
    if (existing) p.id = existing->id;
    else p.id = in.id ? *in.id : fmt::format("product_{}{:05}", base_ms, generated++);
    if (!p.sku.empty()) {
      const auto key = lower(p.sku);
      if (auto it = by_sku.find(key); it != by_sku.end() && it->second->id != p.id)
        errors.push_back({"sku", "This SKU is already used by another product"});
      if (auto [it, fresh] = skus_in_file.emplace(key, row.row); !fresh)
        errors.push_back({"sku", fmt::format("This SKU is also on row {}", it->second)});
    }
    if (auto [it, fresh] = ids_in_file.emplace(p.id, row.row); !fresh)
      errors.push_back({"id", fmt::format("This product is also on row {}", it->second)});
    if (!errors.empty()) {
      r.action = import_action::error;
      r.errors = std::move(errors);
      ++report.error;
    } else if (!existing) {
      r.action = import_action::create;
      r.id = in.id ? p.id : "";
      ++report.create;
      if (writes) writes->push_back({std::move(p), true});
    } else {
      r.id = p.id;
      r.changes = changes_between(*existing, p);
      if (r.changes.empty()) {
        r.action = import_action::unchanged;
        ++report.unchanged;
      } else {
        r.action = import_action::update;
        ++report.update;
        p.timestamp = existing->timestamp;
        if (writes) writes->push_back({std::move(p), false});
      }
    }
    report.rows.push_back(std::move(r));
  }
  return report;
}

awaitable<result<import_report>> product_import_service::dry_run(std::vector<import_row> rows)
{
  if (rows.size() > max_import_rows)
    co_return failure{error_code::payload_too_large, fmt::format("An import holds at most {} rows", max_import_rows)};
  const auto catalogue = co_await products_.list(visibility::all);
  co_return plan(rows, catalogue, own_origins_, nullptr);
}

awaitable<result<std::string>> product_import_service::begin(acting by)
{
  auto id = new_session_id();
  const auto outcome = co_await store_.begin(id, std::move(by), session_idle_minutes);
  if (outcome == import_outcome::busy) co_return conflict("Another import is running; try again when it has finished");
  co_return id;
}

awaitable<result<long long>> product_import_service::stage(std::string session,
                                                           std::vector<std::pair<long long, std::string>> rows,
                                                           std::size_t bytes)
{
  const auto n = static_cast<long long>(rows.size());
  const auto outcome = co_await store_.stage(std::move(session), std::move(rows), bytes, max_import_rows, max_import_bytes);
  if (outcome == import_outcome::no_session) co_return no_session();
  if (outcome == import_outcome::too_large)
    co_return failure{error_code::payload_too_large,
                      fmt::format("An import holds at most {} rows and {} MB", max_import_rows, max_import_bytes >> 20)};
  co_return n;
}

awaitable<result<std::vector<std::string>>> product_import_service::staged(std::string session)
{
  auto rows = co_await store_.staged(std::move(session));
  if (!rows) co_return no_session();
  co_return std::move(*rows);
}

awaitable<result<import_report>> product_import_service::apply(std::string session, std::vector<import_row> rows,
                                                               acting by)
{
  const auto catalogue = co_await products_.list(visibility::all);
  std::vector<import_write> writes;
  auto report = plan(rows, catalogue, own_origins_, &writes);
  if (report.error > 0) {
    co_await store_.close(session);
    co_return report;
  }
  const auto label = fmt::format("import of {} row{}", rows.size(), rows.size() == 1 ? "" : "s");
  const auto outcome = co_await store_.commit(session, std::move(writes), label, std::move(by));
  if (outcome != import_outcome::done) co_await store_.close(session);  // rolled back: the session goes too
  if (outcome == import_outcome::no_session) co_return no_session();
  if (outcome == import_outcome::duplicate_sku)
    co_return conflict("An SKU of the file was taken by another product meanwhile; nothing was written");
  if (outcome == import_outcome::duplicate_id)
    co_return conflict("An id of the file was taken by another product meanwhile; nothing was written");
  report.applied = true;
  if (report.create + report.update > 0) changes_.changed({catalogue_change::subject::product, all_products});
  co_return report;
}

awaitable<void> product_import_service::abandon(std::string session) { co_await store_.close(std::move(session)); }

}  // namespace marine::domain
