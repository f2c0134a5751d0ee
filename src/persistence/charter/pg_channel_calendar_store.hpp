#pragma once
// The channel calendars in PostgreSQL (migration 0021, docs/charter.md "Channel calendars"):
// export secrets, feeds, the sync round's claim, and a feed's events applied as external
// blocks under the blocks' exclusion constraint (pg_calendar_feed_apply.cpp).

#include "domain/charter/channel_calendar_store.hpp"
#include "persistence/postgres/db_pool.hpp"

namespace marine::persistence {

class pg_channel_calendar_store final : public domain::channel_calendar_store {
 public:
  explicit pg_channel_calendar_store(db_pool& pool) : pool_(pool) {}

  domain::awaitable<domain::vessel_calendar> calendar(std::string product_id, std::string new_token) override;
  domain::awaitable<void> replace_token(std::string product_id, std::string token, domain::acting by) override;
  domain::awaitable<bool> token_matches(std::string product_id, std::string token) override;
  domain::awaitable<std::vector<domain::exported_block>> export_blocks(std::string product_id, std::chrono::sys_seconds from,
                                                                       std::chrono::sys_seconds to) override;
  domain::awaitable<std::optional<domain::calendar_feed>> add_feed(domain::calendar_feed feed, domain::acting by) override;
  domain::awaitable<bool> remove_feed(std::string product_id, std::string feed_id, domain::acting by) override;
  domain::awaitable<std::vector<domain::calendar_feed>> feeds(std::optional<std::string> product_id) override;
  domain::awaitable<bool> claim_round(std::chrono::seconds every) override;
  domain::awaitable<void> finish_round() override;
  domain::awaitable<void> record_failure(std::string feed_id, std::string error) override;
  domain::awaitable<void> record_unchanged(std::string feed_id, domain::feed_answer_marks marks, bool touch) override;
  domain::awaitable<domain::feed_changes> apply(std::string feed_id, std::vector<domain::external_event> events,
                                                domain::feed_answer_marks marks, conflict_mail mail) override;
  domain::awaitable<long long> conflict_count() override;

 private:
  db_pool& pool_;
};

}  // namespace marine::persistence
