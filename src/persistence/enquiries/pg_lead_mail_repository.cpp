#include "persistence/enquiries/pg_lead_mail_repository.hpp"

#include "persistence/activity/pg_activity_repository.hpp"
#include "persistence/enquiries/pg_enquiry_repository.hpp"
#include "persistence/mail/pg_mail_outbox.hpp"

#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>

#include <pqxx/nontransaction>
#include <pqxx/result>
#include <pqxx/transaction>

#include <string>

namespace marine::persistence {
namespace {

std::string mode_json(std::string_view mode) { return boost::json::serialize(boost::json::object{{"leadMail", mode}}); }

}  // namespace

domain::awaitable<domain::lead_mail_mode> pg_lead_mail_repository::mode()
{
  co_return co_await pool_.run([](pqxx::connection_base& c) {
    pqxx::nontransaction tx(c);
    return domain::lead_mail_mode_of(tx.exec("SELECT mode FROM lead_mail")[0][0].c_str()).value_or(domain::lead_mail_mode::each);
  });
}

domain::awaitable<void> pg_lead_mail_repository::set_mode(domain::lead_mail_mode mode, domain::acting by)
{
  co_await pool_.run([name = std::string(domain::lead_mail_mode_name(mode)), by = std::move(by)](pqxx::connection_base& c) {
    pqxx::work tx(c);
    const auto before = tx.exec("SELECT mode FROM lead_mail FOR UPDATE")[0][0].as<std::string>();
    tx.exec_params("UPDATE lead_mail SET mode = $1", name);
    if (name == "off") tx.exec("UPDATE enquiries SET awaiting_digest = false WHERE awaiting_digest");
    record_activity(tx, by, {.action = "update", .entity = "settings", .entity_id = "lead-mail",
                             .before = mode_json(before), .after = mode_json(name)});
    tx.commit();
    return true;
  });
}

domain::awaitable<std::size_t> pg_lead_mail_repository::write_digest(std::chrono::seconds every, digest_builder build)
{
  co_return co_await pool_.run([every, build = std::move(build)](pqxx::connection_base& c) -> std::size_t {
    pqxx::work tx(c);
    // The row lock makes one instance write a given digest; the others wait, then see it done.
    const auto due = tx.exec_params("SELECT last_digest_at <= now() - make_interval(secs => $1) FROM lead_mail FOR UPDATE",
                                    static_cast<double>(every.count()))[0][0].as<bool>();
    if (!due) return 0;
    std::vector<domain::enquiry> waiting;
    for (const auto& row : tx.exec_params(std::string("SELECT ") + lead_columns +
                                              " WHERE e.awaiting_digest ORDER BY e.created_at, e.ref LIMIT $1",
                                          domain::digest_batch))
      waiting.push_back(lead_from_row(row));
    if (waiting.empty()) return 0;
    // One mail per desk's address (docs/desks.md, "The lead mail").
    std::size_t held = 0;
    std::string refs = "{";
    for (const auto& d : build(waiting)) {
      enqueue_mail(tx, d.mail);
      for (const auto& ref : d.refs) refs += (held++ ? "," : "") + ref;
    }
    tx.exec_params("UPDATE enquiries SET awaiting_digest = false WHERE ref = ANY($1::text[])", refs + "}");
    // Leads left behind (more than one mail holds) go in the next pass, not an hour later.
    const bool all = held == waiting.size() && waiting.size() < static_cast<std::size_t>(domain::digest_batch);
    tx.exec_params("UPDATE lead_mail SET last_digest_at = CASE WHEN $1 THEN now() ELSE '-infinity' END", all);
    tx.commit();
    return held;
  });
}

}  // namespace marine::persistence
