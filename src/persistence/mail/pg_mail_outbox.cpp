#include "persistence/mail/pg_mail_outbox.hpp"

#include <pqxx/nontransaction>

#include <algorithm>
#include <pqxx/result>
#include <pqxx/transaction>

namespace marine::persistence {

void enqueue_mail(pqxx::transaction_base& tx, const domain::outgoing_mail& m)
{
  tx.exec_params("INSERT INTO mail_outbox (message_key, recipient, subject, body) VALUES ($1, $2, $3, $4) "
                 "ON CONFLICT (message_key) DO NOTHING",
                 m.key, m.to, m.subject, m.body);
}

domain::awaitable<std::vector<domain::queued_mail>> pg_mail_outbox::take_due(int limit, std::chrono::seconds lease)
{
  co_return co_await pool_.run([limit, lease](pqxx::connection_base& c) {
    pqxx::work tx(c);
    // SKIP LOCKED and the lease: two instances never take the same mail at once.
    const auto rows = tx.exec_params(
        "UPDATE mail_outbox SET next_attempt_at = now() + make_interval(secs => $2) WHERE id IN ("
        "SELECT id FROM mail_outbox WHERE sent_at IS NULL AND next_attempt_at <= now() "
        "ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED) "
        "RETURNING id, attempts, message_key, recipient, subject, body",
        limit, static_cast<double>(lease.count()));
    tx.commit();
    std::vector<domain::queued_mail> out;
    for (const auto& r : rows)
      out.push_back({r[0].as<long long>(), r[1].as<int>(), {r[2].c_str(), r[3].c_str(), r[4].c_str(), r[5].c_str()}});
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
    return out;
  });
}

domain::awaitable<void> pg_mail_outbox::mark_sent(long long id)
{
  co_await pool_.run([id](pqxx::connection_base& c) {
    pqxx::work tx(c);
    tx.exec_params("UPDATE mail_outbox SET sent_at = now(), last_error = NULL WHERE id = $1", id);
    tx.commit();
    return true;
  });
}

domain::awaitable<void> pg_mail_outbox::mark_failed(long long id, std::string error, std::chrono::seconds retry_in)
{
  co_await pool_.run([id, error = std::move(error), retry_in](pqxx::connection_base& c) {
    pqxx::work tx(c);
    tx.exec_params("UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2, "
                   "next_attempt_at = now() + make_interval(secs => $3) WHERE id = $1",
                   id, error, static_cast<double>(retry_in.count()));
    tx.commit();
    return true;
  });
}

domain::awaitable<domain::outbox_state> pg_mail_outbox::state()
{
  co_return co_await pool_.run([](pqxx::connection_base& c) {
    pqxx::nontransaction tx(c);
    const auto r = tx.exec("SELECT count(*), extract(epoch FROM now() - min(created_at))::float8 FROM mail_outbox "
                           "WHERE sent_at IS NULL")[0];
    domain::outbox_state s{.pending = r[0].as<long long>()};
    if (!r[1].is_null()) s.oldest_seconds = r[1].as<double>();
    return s;
  });
}

}  // namespace marine::persistence
