#include "api/json/import_json.hpp"

#include "api/json/body.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

namespace marine::api {
namespace {

// A cell holds at most a description's length and a little more (the form's longest field,
// docs/behaviour.md); a row at most every column once.
constexpr std::size_t max_cell_length = 20'000;

domain::failure bad_rows(std::string message) { return domain::invalid_input(std::move(message), {{"rows", "rows must be a list of row objects"}}); }

const char* action_name(domain::import_action a)
{
  switch (a) {
    case domain::import_action::create: return "create";
    case domain::import_action::update: return "update";
    case domain::import_action::unchanged: return "unchanged";
    case domain::import_action::error: return "error";
  }
  return "error";
}

}  // namespace

domain::result<domain::import_row> read_import_row(const boost::json::value& v)
{
  if (!v.is_object()) return bad_rows("Each row must be an object");
  const auto& obj = v.as_object();
  if (obj.size() > domain::import_columns().size() + 1) return bad_rows("A row has more cells than there are columns");
  domain::import_row row;
  const auto* n = obj.if_contains("row");
  if (!n || !n->is_int64() || n->as_int64() < 1) return bad_rows("Each row needs its row number, \"row\", from 1");
  row.row = n->as_int64();
  for (const auto& [key, value] : obj) {
    if (key == "row") continue;
    std::string cell;
    if (value.is_string()) cell = value.as_string();
    else if (value.is_bool()) cell = value.as_bool() ? "true" : "false";
    else if (value.is_number()) cell = boost::json::serialize(value);
    else if (!value.is_null()) return bad_rows("A cell must be text, a number, a boolean or null");
    if (cell.size() > max_cell_length) return bad_rows("A cell holds at most 20000 bytes");
    row.cells.emplace(std::string(key), std::move(cell));
  }
  return row;
}

domain::result<import_request> read_import_request(const request& req)
{
  auto body = parse_json_object(req);
  if (!body) return body.error();
  import_request out;
  const auto* dry = body->if_contains("dryRun");
  if (dry && !dry->is_bool()) return domain::invalid_input("Invalid input", {{"dryRun", "dryRun must be a boolean"}});
  out.dry_run = dry && dry->as_bool();
  const auto* rows = body->if_contains("rows");
  if (!rows || !rows->is_array()) return bad_rows("rows must be a list");
  if (rows->as_array().size() > domain::max_import_rows)
    return domain::failure{domain::error_code::payload_too_large, "An import holds at most 50000 rows"};
  for (const auto& k : *body)
    if (k.key() != "rows" && k.key() != "dryRun")
      return domain::invalid_input("Invalid input", {{std::string(k.key()), "Unknown field"}});
  out.rows.reserve(rows->as_array().size());
  for (const auto& v : rows->as_array()) {
    auto row = read_import_row(v);
    if (!row) return row.error();
    out.texts.emplace_back(row->row, boost::json::serialize(v));
    out.rows.push_back(std::move(*row));
  }
  return out;
}

domain::result<std::vector<domain::import_row>> rows_from_texts(const std::vector<std::string>& texts)
{
  std::vector<domain::import_row> rows;
  rows.reserve(texts.size());
  for (const auto& t : texts) {
    auto row = read_import_row(boost::json::parse(t));
    if (!row) return row.error();
    rows.push_back(std::move(*row));
  }
  return rows;
}

std::string import_report_json(const domain::import_report& report)
{
  boost::json::object out;
  out["summary"] = {{"create", report.create}, {"update", report.update}, {"unchanged", report.unchanged}, {"error", report.error}};
  out["applied"] = report.applied;
  boost::json::array rows;
  rows.reserve(report.rows.size());
  for (const auto& r : report.rows) {
    boost::json::object o{{"row", r.row}, {"action", action_name(r.action)}};
    if (!r.id.empty()) o["id"] = r.id;
    if (!r.changes.empty()) {
      boost::json::object changes;
      for (const auto& c : r.changes) changes[c.field] = {{"before", c.before}, {"after", c.after}};
      o["changes"] = std::move(changes);
    }
    if (!r.errors.empty()) {
      boost::json::array errors;
      for (const auto& e : r.errors) errors.push_back({{"field", e.field}, {"message", e.message}});
      o["errors"] = std::move(errors);
    }
    rows.push_back(std::move(o));
  }
  out["rows"] = std::move(rows);
  return boost::json::serialize(out);
}

}  // namespace marine::api
