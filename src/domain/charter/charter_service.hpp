#pragma once
// The charter use cases (docs/charter.md): a vessel's public quote and month of availability,
// and the staff's blocks and calendar. Sub-users may block time; only admins delete a
// booking (checked here, from the viewer). Every block change empties the vessel's cached
// availability, in this process and (through the change notification) in the others.

#include "domain/catalogue/catalogue_change.hpp"
#include "domain/catalogue/product_repository.hpp"
#include "domain/charter/charter_block.hpp"
#include "domain/charter/charter_month.hpp"
#include "domain/charter/charter_quote.hpp"
#include "domain/rules/query_parameters.hpp"
#include "domain/settings/settings_service.hpp"

namespace marine::domain {

struct calendar_vessel {
  std::string id, name, name_ar;
  std::vector<charter_block> blocks;
};

class charter_service {
 public:
  charter_service(product_repository& products, charter_block_repository& blocks, settings_service& settings,
                  catalogue_change_sink& changes)
      : products_(products), blocks_(blocks), settings_(settings), changes_(changes)
  {
  }

  // A visible chartering vessel with terms, else not_found.
  awaitable<result<charter_quote>> quote(std::string product_id, quote_request_input request);
  // The quote of a vessel already found (the booking lead).
  awaitable<result<charter_quote>> quote(const product& vessel, const quote_request_input& request);
  // A bookable month of a visible vessel (charter_month.hpp).
  awaitable<result<availability_month>> availability(std::string product_id, query_parameters params);

  awaitable<result<std::vector<charter_block>>> blocks(std::string product_id, query_parameters params);
  awaitable<result<block_outcome>> create_block(std::string product_id, block_input in, acting by);
  awaitable<result<block_outcome>> update_block(std::string product_id, std::string block_id, block_input in, viewer who,
                                                acting by);
  awaitable<result<bool>> remove_block(std::string product_id, std::string block_id, viewer who, acting by);
  awaitable<result<std::vector<calendar_vessel>>> calendar(query_parameters params);

 private:
  awaitable<std::optional<product>> vessel(const std::string& id, bool visible_only);

  product_repository& products_;
  charter_block_repository& blocks_;
  settings_service& settings_;
  catalogue_change_sink& changes_;
};

}  // namespace marine::domain
