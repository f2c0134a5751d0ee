#pragma once
// Leads in PostgreSQL (migration 0012, docs/enquiries.md): each with its items as sent and
// the staff's notes; staff changes are written to the activity log in their transaction.

#include "domain/enquiries/enquiry.hpp"
#include "persistence/enquiries/pg_enquiry_rows.hpp"
#include "persistence/postgres/db_pool.hpp"

#include <pqxx/connection>
#include <pqxx/row>

namespace marine::persistence {


class pg_enquiry_repository final : public domain::enquiry_repository {
 public:
  explicit pg_enquiry_repository(db_pool& pool) : pool_(pool) {}
  static void prepare(pqxx::connection_base& c);

  domain::awaitable<std::vector<domain::enquirable_product>> visible_products(std::vector<std::string> ids) override;
  domain::awaitable<std::optional<std::string>> insert(domain::enquiry lead, std::vector<std::string> refs,
                                                       mail_for_lead mail) override;
  domain::awaitable<std::vector<domain::enquiry>> list(domain::enquiry_filter filter) override;
  domain::awaitable<std::optional<domain::enquiry>> find(std::string ref) override;
  domain::awaitable<bool> update(std::string ref, domain::enquiry_status expected, domain::enquiry_update change,
                                 domain::acting by) override;
  domain::awaitable<bool> remove(std::string ref, domain::acting by) override;
  domain::awaitable<long long> count_new() override;
  domain::awaitable<bool> is_active_account(std::string id) override;
  domain::awaitable<long long> remove_older_than(int days) override;

 private:
  db_pool& pool_;
};

}  // namespace marine::persistence
