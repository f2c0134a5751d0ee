#pragma once
// The catalogue import (docs/catalogue-io.md): rows of a spreadsheet checked with the
// product form's rules (product_validation), matched to the catalogue on id or SKU, reported
// row by row (dry run), and applied all or nothing through an import session whose batches
// are staged in the database until one transaction writes them.
#include "domain/activity/activity.hpp"
#include "domain/catalogue/catalogue_change.hpp"
#include "domain/catalogue/import_cells.hpp"
#include "domain/catalogue/product.hpp"
#include "domain/catalogue/product_repository.hpp"
#include "domain/rules/awaitable.hpp"
#include "domain/rules/error.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace marine::domain {

inline constexpr std::size_t max_import_rows = 50'000;
inline constexpr std::size_t max_import_bytes = 20 * 1024 * 1024;

using import_cells = std::map<std::string, std::string, std::less<>>;
struct import_row {
  long long row = 0;  // the row number in the admin's file (the header is row 1)
  import_cells cells;
};

enum class import_action { create, update, unchanged, error };
struct field_change {
  std::string field;
  std::string before;  // as the export's cell (docs/catalogue-io.md)
  std::string after;
};
struct import_row_report {
  long long row = 0;
  import_action action = import_action::error;
  std::string id;  // the product's id ("" for a create without one: it is made on apply)
  std::vector<field_change> changes;
  std::vector<field_error> errors;
};
struct import_report {
  long long create = 0, update = 0, unchanged = 0, error = 0;
  std::vector<import_row_report> rows;
  bool applied = false;
};

// One product to write, with whether it is new.
struct import_write {
  product p;
  bool create = false;
};

enum class import_outcome { done, no_session, busy, too_large, duplicate_sku, duplicate_id };

class product_import_repository {
 public:
  virtual ~product_import_repository() = default;
  // Opens the one import session (a session idle past `idle_minutes` is dropped first);
  // busy when another is open.
  virtual awaitable<import_outcome> begin(std::string session, acting by, int idle_minutes) = 0;
  // Adds rows (their wire text, opaque here) to the session within the totals' limits.
  virtual awaitable<import_outcome> stage(std::string session, std::vector<std::pair<long long, std::string>> rows,
                                          std::size_t bytes, std::size_t max_rows, std::size_t max_bytes) = 0;
  // The session's staged rows in file order; nullopt when there is no such session.
  virtual awaitable<std::optional<std::vector<std::string>>> staged(std::string session) = 0;
  // Writes every product in one transaction with one activity entry each (naming `label`)
  // and one change notification, and closes the session.
  virtual awaitable<import_outcome> commit(std::string session, std::vector<import_write> writes, std::string label,
                                           acting by) = 0;
  virtual awaitable<void> close(std::string session) = 0;
  // Every product, visible or not, `limit` at a time in id order after `after_id` (the export).
  virtual awaitable<std::vector<product>> page_after(std::string after_id, int limit) = 0;
};

class product_import_service {
 public:
  product_import_service(product_repository& products, product_import_repository& store, catalogue_change_sink& changes,
                         std::vector<std::string> own_origins = {})
      : products_(products), store_(store), changes_(changes), own_origins_(std::move(own_origins))
  {
  }
  // Checks the rows against the catalogue as it is; writes nothing.
  awaitable<result<import_report>> dry_run(std::vector<import_row> rows);
  awaitable<result<std::string>> begin(acting by);
  awaitable<result<long long>> stage(std::string session, std::vector<std::pair<long long, std::string>> rows,
                                     std::size_t bytes);
  awaitable<result<std::vector<std::string>>> staged(std::string session);
  // Checks the staged rows again and writes them all, or none when a row has an error (the
  // report names it). The session closes either way.
  awaitable<result<import_report>> apply(std::string session, std::vector<import_row> rows, acting by);
  awaitable<void> abandon(std::string session);
  // The export reads the catalogue a page at a time, so that it is never held whole.
  awaitable<std::vector<product>> export_page(std::string after_id, int limit)
  {
    co_return co_await store_.page_after(std::move(after_id), limit);
  }

  // The plan itself (tested without a database).
  static import_report plan(const std::vector<import_row>& rows, const std::vector<product>& catalogue,
                            const std::vector<std::string>& own_origins, std::vector<import_write>* writes);

 private:
  product_repository& products_;
  product_import_repository& store_;
  catalogue_change_sink& changes_;
  const std::vector<std::string> own_origins_;
};

}  // namespace marine::domain
