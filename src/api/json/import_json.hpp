#pragma once
// The catalogue import's JSON (docs/catalogue-io.md): rows in, each an object of column →
// cell text with its file row number, and the row-by-row report out.
#include "api/http/types.hpp"
#include "domain/catalogue/product_import.hpp"

#include <boost/json/object.hpp>
#include <string>
#include <vector>

namespace marine::api {

// One row as sent: {"row": 7, "<column>": "<cell>", ...}; numbers and booleans are taken
// as their text (a spreadsheet reader may type them), null as an empty cell.
domain::result<domain::import_row> read_import_row(const boost::json::value& v);
// {"rows": [...], "dryRun"?: bool, "session"?: …}: the rows, and each row's JSON text (what
// a session stages). At most max_import_rows.
struct import_request {
  std::vector<domain::import_row> rows;
  std::vector<std::pair<long long, std::string>> texts;
  bool dry_run = false;
};
domain::result<import_request> read_import_request(const request& req);
// Staged texts back into rows.
domain::result<std::vector<domain::import_row>> rows_from_texts(const std::vector<std::string>& texts);

std::string import_report_json(const domain::import_report& report);

}  // namespace marine::api
