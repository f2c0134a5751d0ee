#pragma once
// Bookings and payments in PostgreSQL (migration 0022, docs/payments.md): a webhook's event is
// handled in one transaction that inserts its id first, so each event counts once even when
// two instances receive it at the same moment.

#include "domain/payments/booking.hpp"
#include "persistence/postgres/db_pool.hpp"

namespace marine::persistence {

class pg_booking_repository final : public domain::booking_repository {
 public:
  explicit pg_booking_repository(db_pool& pool) : pool_(pool) {}

  domain::awaitable<std::optional<domain::booking_record>> by_token(std::string token) override;
  domain::awaitable<std::optional<domain::booking_record>> by_ref(std::string ref) override;
  domain::awaitable<bool> lead_exists(std::string ref) override;
  domain::awaitable<std::optional<domain::stored_session>> live_session(std::string ref, domain::payment_kind kind,
                                                                        domain::fils amount,
                                                                        std::chrono::sys_seconds after) override;
  domain::awaitable<void> store_session(std::string ref, domain::payment_kind kind, domain::stored_session session) override;
  domain::awaitable<domain::payment_outcome> handle_event(domain::gateway_event event, mail_for mail) override;
  domain::awaitable<domain::payment_outcome> record_manual(std::string ref, domain::manual_payment in, domain::acting by,
                                                           mail_for mail) override;
  domain::awaitable<bool> remove_payment(std::string ref, std::string id, domain::acting by) override;
  domain::awaitable<std::vector<std::pair<std::string, domain::payment_flag>>> flags(std::vector<std::string> refs) override;

 private:
  db_pool& pool_;
};

}  // namespace marine::persistence
