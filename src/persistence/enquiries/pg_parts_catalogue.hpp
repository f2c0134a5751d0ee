#pragma once
// A parts list's lines against the catalogue (docs/parts-lists.md, "Matching a list"), on
// the catalogue's pipelined reads: one set-based query for every line's codes, one for the
// search's choices of the lines no code matched. persistence/ only.

#include "domain/enquiries/parts_match.hpp"
#include "persistence/postgres/pg_read_pipelines.hpp"

namespace marine::persistence {

class pg_parts_catalogue final : public domain::parts_catalogue {
 public:
  explicit pg_parts_catalogue(pg_read_pipelines& reads) : reads_(reads) {}

  domain::awaitable<std::vector<domain::code_hit>> by_code(std::vector<std::string> codes) override;
  domain::awaitable<std::vector<domain::choice_hit>> choices(std::vector<std::string> texts, int per_text) override;

 private:
  pg_read_pipelines& reads_;
};

}  // namespace marine::persistence
