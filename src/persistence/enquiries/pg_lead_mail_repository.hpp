#pragma once
// The lead mail's mode and its digests in PostgreSQL (migration 0018, docs/enquiries.md).

#include "domain/enquiries/lead_mail.hpp"
#include "persistence/postgres/db_pool.hpp"

namespace marine::persistence {

class pg_lead_mail_repository final : public domain::lead_mail_repository {
 public:
  explicit pg_lead_mail_repository(db_pool& pool) : pool_(pool) {}

  domain::awaitable<domain::lead_mail_mode> mode() override;
  domain::awaitable<void> set_mode(domain::lead_mail_mode mode, domain::acting by) override;
  domain::awaitable<std::size_t> write_digest(std::chrono::seconds every, digest_builder build) override;

 private:
  db_pool& pool_;
};

}  // namespace marine::persistence
