#include "persistence/payments/pg_booking_repository.hpp"
#include "persistence/payments/pg_booking_rows.hpp"

#include "persistence/activity/pg_activity_repository.hpp"
#include "persistence/charter/pg_charter_block_repository.hpp"
#include "persistence/mail/pg_mail_outbox.hpp"
#include "persistence/postgres/pg_rows.hpp"

#include <pqxx/except>
#include <pqxx/transaction>

#include <cctype>

namespace marine::persistence {
namespace {

using domain::payment_step;
constexpr std::string_view exclusion_violation = "23P01";
const char* const snapshot_of_lead = "activity_snapshot(to_jsonb(e) - '{created_at,updated_at}'::text[])::text";
const char* const snapshot_of_block =
    "activity_snapshot(to_jsonb(b) - '{span,busy,lane,feed_id,event_uid,recurrence_id}'::text[] || jsonb_build_object('start', "
    "dubai_iso(lower(b.span)), 'end', dubai_iso(upper(b.span)), 'expiresAt', dubai_iso(b.expires_at)))::text";

std::string currency_of(std::string_view c)
{
  std::string out;
  for (char ch : c) out += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  const bool ok = out.size() == 3 && std::isalpha(static_cast<unsigned char>(out[0])) && std::isalpha(static_cast<unsigned char>(out[1])) &&
                  std::isalpha(static_cast<unsigned char>(out[2]));
  return ok ? out : "XXX";
}

// The lead locked: a webhook and a staff payment on the same lead take turns.
std::optional<booking_row> lock_lead(pqxx::transaction_base& tx, const std::string& ref)
{
  if (tx.exec_params("SELECT 1 FROM enquiries WHERE ref = $1 FOR UPDATE", ref).empty()) return std::nullopt;
  return read_booking(tx, "e.ref = $1", ref);
}

void lead_won(pqxx::transaction_base& tx, const std::string& ref, const domain::acting& by)
{
  const auto before = tx.exec_params(std::string("SELECT ") + snapshot_of_lead + " FROM enquiries e WHERE ref = $1 AND status <> 'won'", ref);
  if (before.empty()) return;
  const auto after = tx.exec_params(std::string("UPDATE enquiries e SET status = 'won', lost_reason = NULL, updated_at = now() "
                                                "WHERE ref = $1 RETURNING ") + snapshot_of_lead, ref);
  record_activity(tx, by, {.action = "update", .entity = "enquiry", .entity_id = ref, .before = before[0][0].c_str(),
                           .after = after[0][0].c_str()});
}

// docs/payments.md: the option becomes the booking, or (lapsed) a new booking block takes the
// slot if the exclusion constraint lets it; false when the slot was taken meanwhile.
bool confirm(pqxx::transaction_base& tx, const booking_row& row, payment_step step, const domain::acting& by)
{
  const auto& product = row.record.booking.product_id;
  if (step == payment_step::confirm_option && row.block_id) {
    const auto before = tx.exec_params(std::string("SELECT ") + snapshot_of_block + " FROM charter_blocks b WHERE b.id = $1::bigint", *row.block_id);
    const auto after = tx.exec_params(std::string("UPDATE charter_blocks b SET kind = 'booking', expires_at = NULL, updated_at = now() "
                                                  "WHERE b.id = $1::bigint RETURNING ") + snapshot_of_block, *row.block_id);
    record_activity(tx, by, {.action = "update", .entity = "charter_block", .entity_id = *row.block_id,
                             .before = before[0][0].c_str(), .after = after[0][0].c_str()});
  } else {
    remove_expired_options(tx, product, by);
    // A savepoint: the transaction goes on (to flag the payment) when the slot is taken.
    tx.exec("SAVEPOINT book_slot");
    try {
      const auto r = tx.exec_params(
          std::string("INSERT INTO charter_blocks AS b (product_id, span, busy, kind, enquiry_ref) SELECT $1, tstzrange($2::timestamptz, "
                      "$3::timestamptz, '[)'), tstzrange($2::timestamptz, $3::timestamptz + make_interval(mins => coalesce((SELECT "
                      "(charter ->> 'turnaroundMinutes')::int FROM products WHERE id = $1), 0)), '[)'), 'booking', $4 RETURNING b.id::text, ") +
              snapshot_of_block,
          product, row.record.start, row.record.end, row.record.ref);
      tx.exec("RELEASE SAVEPOINT book_slot");
      record_activity(tx, by, {.action = "create", .entity = "charter_block", .entity_id = r[0][0].c_str(), .after = r[0][1].c_str()});
    } catch (const pqxx::sql_error& e) {
      if (e.sqlstate() != exclusion_violation) throw;
      tx.exec("ROLLBACK TO SAVEPOINT book_slot");
      return false;
    }
  }
  notify_change(tx, domain::catalogue_change::subject::charter, product);
  lead_won(tx, row.record.ref, by);
  return true;
}

// The payment's new state written back (or its row made), its activity entry, and the mail.
domain::payment write_payment(pqxx::transaction_base& tx, const std::optional<std::string>& id, const std::string& ref,
                              const domain::payment& p, const std::optional<std::string>& intent, const domain::acting& by)
{
  const std::string kind(domain::kind_name(p.kind)), method(domain::method_name(p.method)), state(domain::state_name(p.state));
  const std::optional<std::string> flag = p.flag ? std::optional<std::string>(std::string(domain::flag_name(*p.flag))) : std::nullopt;
  const std::optional<std::string> creator = by ? std::optional<std::string>(by->id) : std::nullopt;
  if (id) {
    const auto before = tx.exec_params(std::string("SELECT ") + payment_snapshot + " FROM payments p WHERE p.id = $1::bigint", *id);
    const auto r = tx.exec_params(std::string("UPDATE payments p SET state = $2, flag = $3, amount_fils = $4, currency = $5, "
                                              "payment_intent = coalesce($6, p.payment_intent), refunded_fils = $7 WHERE p.id = $1::bigint "
                                              "RETURNING ") + payment_columns + ", " + payment_snapshot,
                                  *id, state, flag, p.amount, p.currency, intent, p.refunded);
    record_activity(tx, by, {.action = "update", .entity = "payment", .entity_id = *id, .before = before[0][0].c_str(), .after = r[0][payment_column_count].c_str()});
    return payment_of(r[0]);
  }
  const auto r = tx.exec_params(std::string("INSERT INTO payments AS p (enquiry_ref, kind, amount_fils, currency, method, state, flag, note, "
                                            "payment_intent, created_by, session_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) "
                                            "RETURNING ") + payment_columns + ", " + payment_snapshot,
                                ref, kind, p.amount, p.currency, method, state, flag, p.note, intent, creator,
                                p.method == domain::payment_method::online ? std::optional<std::string>(p.id) : std::nullopt);
  const auto stored = payment_of(r[0]);
  record_activity(tx, by, {.action = "create", .entity = "payment", .entity_id = stored.id, .after = r[0][payment_column_count].c_str()});
  return stored;
}

// Applies the step the rules chose to a locked booking; `p` is the payment as it is to be.
domain::payment_outcome settle(pqxx::transaction_base& tx, const booking_row& row, domain::payment_step step,
                               const std::optional<std::string>& existing, domain::payment p, const std::optional<std::string>& intent,
                               const domain::acting& by, const domain::booking_repository::mail_for& mail)
{
  domain::payment_outcome out{.step = step, .ref = row.record.ref};
  switch (step) {
    case payment_step::ignore: return out;
    case payment_step::expire: p.state = domain::payment_state::expired; break;
    case payment_step::refund: p.state = domain::payment_state::refunded; p.flag.reset(); p.refunded = p.amount; break;
    case payment_step::partial_refund: break;  // the amount, set by the caller; the state stays
    case payment_step::flag_amount: p.state = domain::payment_state::flagged; p.flag = domain::payment_flag::amount; break;
    case payment_step::record_paid: p.state = domain::payment_state::paid; break;
    case payment_step::confirm_option:
    case payment_step::book_slot:
      p.state = domain::payment_state::paid;
      if (!confirm(tx, row, step, by)) {
        p.state = domain::payment_state::flagged;
        p.flag = domain::payment_flag::slot_taken;
      }
      break;
  }
  out.flag = p.flag;
  out.stored = write_payment(tx, existing, row.record.ref, p, intent, by);
  if (mail)
    if (const auto m = mail(out)) enqueue_mail(tx, *m);
  return out;
}

}  // namespace

domain::awaitable<domain::payment_outcome> pg_booking_repository::handle_event(domain::gateway_event event, mail_for mail)
{
  co_return co_await pool_.run([event = std::move(event), mail = std::move(mail)](pqxx::connection_base& c) {
    pqxx::work tx(c);
    // First: a second delivery waits here for the first's commit, then finds the id taken.
    if (tx.exec_params("INSERT INTO gateway_events (event_id, type) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1", event.id,
                       event.type.substr(0, 100)).empty()) {
      tx.commit();
      return domain::payment_outcome{.duplicate = true};
    }
    const auto kind = domain::event_kind_of(event.type);
    pqxx::result found;
    if (kind == domain::gateway_event_kind::charge_refunded)
      found = tx.exec_params(std::string("SELECT ") + payment_columns + ", p.enquiry_ref FROM payments p WHERE p.method = 'online' AND "
                                                                        "(p.payment_intent = $1 OR p.session_id = $2) ORDER BY p.id LIMIT 1",
                             event.payment_intent, event.session_id);
    else
      found = tx.exec_params(std::string("SELECT ") + payment_columns + ", p.enquiry_ref FROM payments p WHERE p.session_id = $1", event.session_id);
    const std::string ref = found.empty() ? event.ref : std::string(found[0][payment_column_count].c_str());
    std::optional<booking_row> row;
    if (kind != domain::gateway_event_kind::other && !ref.empty()) row = lock_lead(tx, ref);
    // Refunds name no session (docs/payments.md, "Stripe adapter"): found by payment_intent.
    if (!row || (kind != domain::gateway_event_kind::charge_refunded && event.session_id.empty())) {
      tx.commit();  // an event about nothing of ours: handled (by being ignored)
      return domain::payment_outcome{.ref = ref};
    }
    std::optional<domain::payment> current;
    if (!found.empty())  // read again under the lead's lock
      current = payment_of(tx.exec_params(std::string("SELECT ") + payment_columns + " FROM payments p WHERE p.id = $1::bigint",
                                          std::string(found[0][0].c_str()))[0]);
    domain::payment_facts facts{.event = kind, .paid = event.payment_status == "paid", .amount = event.amount_fils,
                                .currency = event.currency,
                                .expected = current ? std::optional<domain::fils>(current->amount) : std::nullopt,
                                .current = current ? std::optional(current->state) : std::nullopt,
                                .kind = current ? current->kind : domain::payment_kind::deposit, .booking = row->record.status};
    const auto step = domain::step_for(facts);
    domain::payment p = current.value_or(domain::payment{.id = event.session_id, .kind = facts.kind});
    if (kind == domain::gateway_event_kind::session_completed) {
      p.amount = std::max<domain::fils>(0, event.amount_fils);
      p.currency = currency_of(event.currency);
      // A paid session is not offered again.
      tx.exec_params("DELETE FROM checkout_sessions WHERE session_id = $1", event.session_id);
    } else if (kind == domain::gateway_event_kind::session_expired) {
      tx.exec_params("DELETE FROM checkout_sessions WHERE session_id = $1", event.session_id);
    } else if (step == payment_step::partial_refund) {
      // Stripe's amount_refunded is the charge's total so far: an older event never lowers it.
      p.refunded = std::max(p.refunded, event.amount_fils);
    }
    const std::optional<std::string> existing = current ? std::optional(current->id) : std::nullopt;
    const std::optional<std::string> intent = event.payment_intent.empty() ? std::nullopt : std::optional(event.payment_intent);
    auto out = settle(tx, *row, step, existing, std::move(p), intent, std::nullopt, mail);
    tx.commit();
    return out;
  });
}

domain::awaitable<domain::payment_outcome> pg_booking_repository::record_manual(std::string ref, domain::manual_payment in,
                                                                                domain::acting by, mail_for mail)
{
  co_return co_await pool_.run([ref = std::move(ref), in = std::move(in), by = std::move(by), mail = std::move(mail)](pqxx::connection_base& c) {
    pqxx::work tx(c);
    const auto row = lock_lead(tx, ref);
    if (!row || !row->record.token) return domain::payment_outcome{.ref = ref};
    domain::payment_facts facts{.event = domain::gateway_event_kind::session_completed, .paid = true, .amount = in.amount, .currency = "aed",
                                .expected = in.amount, .kind = in.kind, .booking = row->record.status};
    const auto step = domain::step_for(facts);
    domain::payment p{.kind = in.kind, .amount = in.amount, .method = in.method, .note = in.note};
    auto out = settle(tx, *row, step, std::nullopt, std::move(p), std::nullopt, by, mail);
    tx.commit();
    return out;
  });
}

}  // namespace marine::persistence
