#pragma once
// The mail outbox's table (migration 0013, docs/enquiries.md): mail is written in the
// transaction of the change it tells of (enqueue_mail) and taken by the sender under a lease.

#include "domain/mail/mail.hpp"
#include "persistence/postgres/db_pool.hpp"

#include <pqxx/transaction_base>

namespace marine::persistence {

class pg_mail_outbox final : public domain::mail_outbox {
 public:
  explicit pg_mail_outbox(db_pool& pool) : pool_(pool) {}

  domain::awaitable<std::vector<domain::queued_mail>> take_due(int limit, std::chrono::seconds lease) override;
  domain::awaitable<void> mark_sent(long long id) override;
  domain::awaitable<void> mark_failed(long long id, std::string error, std::chrono::seconds retry_in) override;
  domain::awaitable<domain::outbox_state> state() override;

 private:
  db_pool& pool_;
};

// Writes `mail` in `tx`: it is sent only if `tx` commits. A key already there is kept as it is.
void enqueue_mail(pqxx::transaction_base& tx, const domain::outgoing_mail& mail);

}  // namespace marine::persistence
