#include "domain/enquiries/enquiry_service.hpp"

#include "domain/enquiries/enquiry_rules.hpp"
#include "domain/enquiries/reference_code.hpp"
#include "domain/insights/source_gate.hpp"
#include "domain/rules/keyset_page.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace marine::domain {
namespace {

failure lead_not_found() { return not_found("Lead not found"); }

// The item as the visitor saw it: the name in their language, the price unless the page
// said 'contact for pricing'.
enquiry_item snapshot(const enquirable_product& p, const enquiry_line& line, std::string_view lang)
{
  return {.product_id = p.id,
          .name = lang == "ar" && !p.name_ar.empty() ? p.name_ar : p.name,
          .category = p.category,
          .price = p.show_contact_for_pricing ? std::nullopt : std::optional(p.price),
          .quantity = line.quantity,
          .replaced = line.replaced,
          .code = p.code};
}

}  // namespace

// The booking priced by the same pure function as the quote endpoint; its errors named
// under "booking." (docs/charter.md).
awaitable<result<lead_booking>> enquiry_service::priced_booking(const enquiry_request& request, const std::string& lang)
{
  const std::string product_id = request.booking->first;
  auto slot = request.booking->second;
  const bool listed = std::any_of(request.items.begin(), request.items.end(),
                                  [&](const enquiry_line& l) { return l.product_id == product_id; });
  if (!listed || !charters_)
    co_return invalid_input("The vessel of a booking must be in the list",
                            {{"booking.productId", "The vessel of a booking must be in the list"}});
  slot.lang = lang;
  auto quote = co_await charters_->quote(product_id, std::move(slot));
  if (!quote) {
    auto f = quote.error();
    if (f.code == error_code::not_found) f = invalid_input(f.message, {{"booking.productId", f.message}});
    for (auto& e : f.errors)
      if (!e.field.starts_with("booking.")) e.field = "booking." + e.field;
    if (f.code == error_code::invalid_input && !f.errors.empty()) f.message = f.errors.front().message;
    co_return f;
  }
  co_return lead_booking{product_id, std::move(*quote)};
}

bool enquiry_service::allow(std::string_view address)
{
  return rate_.allow(network_of(address), address_rate_limit::clock::now());
}

awaitable<result<enquiry_receipt>> enquiry_service::submit(enquiry_request request)
{
  auto valid = validated_enquiry(std::move(request));
  if (!valid) co_return valid.error();
  std::vector<std::string> ids;
  for (const auto& line : valid->items) ids.push_back(line.product_id);
  const auto found = ids.empty() ? std::vector<enquirable_product>() : co_await store_.visible_products(ids);

  enquiry lead{.channel = valid->channel, .lang = valid->lang, .page = valid->page, .note = valid->note};
  lead.missing = valid->missing;
  std::vector<field_error> missing;
  for (std::size_t i = 0; i < valid->items.size(); ++i) {
    const auto& line = valid->items[i];
    const auto p = std::find_if(found.begin(), found.end(), [&](const auto& f) { return f.id == line.product_id; });
    // A hidden product is answered exactly as an unknown one (docs/security.md).
    if (p == found.end()) missing.push_back({fmt::format("items[{}].productId", i), "Unknown product"});
    else lead.items.push_back(snapshot(*p, line, lead.lang));
  }
  if (!missing.empty()) co_return invalid_input("A product in the list is not available", std::move(missing));
  if (valid->booking) {
    auto booking = co_await priced_booking(*valid, lead.lang);
    if (!booking) co_return booking.error();
    lead.booking = std::move(*booking);
  }

  const auto settings = co_await settings_.get();
  // Its desk (docs/desks.md): the visitor's choice or the desk of most items. The chat goes
  // to the visitor's agent when on duty there, the mail to the desk's address.
  const auto desks = co_await settings_.desks();
  const desk* to_desk = desk_of_enquiry(desks, valid->desk, lead.items, lead.missing.size());
  if (valid->desk && !to_desk) co_return invalid_input("Unknown desk", {{"desk", "Unknown desk"}});
  std::string whatsapp = settings.whatsapp_number, email = settings.email;
  std::optional<closed_desk> closed;
  if (to_desk) {
    lead.desk = to_desk->id;
    const auto now = options_.clock.now();
    const auto state = status_of(*to_desk, now);
    lead.out_of_hours = state.is == desk_status::state::closed;
    if (lead.out_of_hours && state.at) closed = closed_desk{dubai_time(now), *state.at};
    if (auto agent = agent_of(*to_desk, valid->agent); !agent.empty()) whatsapp = std::move(agent);
    if (!to_desk->email.empty()) email = to_desk->email;
  }
  enquiry_repository::mail_for_lead mail;
  // Copies, not references: the database worker may still run this after a deadline has
  // already resumed (and ended) this coroutine.
  if (options_.mail_staff)
    mail = [named = lead, words = words_, to = email, site = options_.site_url](
               const std::string& ref) mutable -> std::optional<outgoing_mail> {
      named.ref = ref;
      return staff_mail(named, words, to, site, new_reference(6).substr(2));
    };
  const auto ref = co_await store_.insert(lead, reference_candidates(), std::move(mail));
  if (!ref) co_return unavailable();
  lead.ref = *ref;
  co_return enquiry_receipt{lead.ref, enquiry_links_for(lead, words_, whatsapp, email, closed)};
}

awaitable<result<enquiry_page>> enquiry_service::list(const query_parameters& params)
{
  auto filter = parse_enquiry_filter(params);
  if (!filter) co_return filter.error();
  const auto limit = static_cast<std::size_t>(filter->limit);
  enquiry_page page;
  page.items = co_await store_.list(std::move(*filter));
  page.next = cut_to_page(page.items, limit);
  co_return page;
}

awaitable<result<enquiry>> enquiry_service::open(std::string_view typed_ref, acting by)
{
  const auto ref = typed_reference(typed_ref);
  if (!ref) co_return lead_not_found();
  auto lead = co_await store_.find(*ref);
  if (!lead) co_return lead_not_found();
  if (lead->status == enquiry_status::fresh &&
      co_await store_.update(*ref, enquiry_status::fresh, {.status = enquiry_status::received}, by))
    lead->status = enquiry_status::received;
  co_return std::move(*lead);
}

awaitable<result<enquiry>> enquiry_service::update(std::string_view typed_ref, enquiry_update change, acting by)
{
  const auto ref = typed_reference(typed_ref);
  if (!ref) co_return lead_not_found();
  auto valid = validated_update(std::move(change));
  if (!valid) co_return valid.error();
  const auto lead = co_await store_.find(*ref);
  if (!lead) co_return lead_not_found();
  if (valid->status) {
    if (auto refused = check_transition(lead->status, *valid->status, valid->lost_reason)) co_return *refused;
  }
  if (valid->assignee_id && *valid->assignee_id != lead->assignee_id) {
    // What the screen offers (docs/enquiries.md, "Who may do what"): a sub-user takes a lead
    // or leaves it; a won or lost lead keeps whoever had it.
    if (lead->status == enquiry_status::won || lead->status == enquiry_status::lost)
      co_return invalid_input("A won or lost lead keeps its assignee", {{"assignee", "A won or lost lead keeps its assignee"}});
    if (by && by->who == role::sub_user && *valid->assignee_id && **valid->assignee_id != by->id)
      co_return forbidden("A sub-user can take a lead or leave it, not assign it to someone else");
  }
  if (valid->assignee_id && *valid->assignee_id && !co_await store_.is_active_account(**valid->assignee_id))
    co_return invalid_input("The assignee must be an active staff account",
                            {{"assignee", "The assignee must be an active staff account"}});
  if (!co_await store_.update(*ref, lead->status, std::move(*valid), by))
    co_return conflict("The lead changed meanwhile; reload it and try again");
  auto updated = co_await store_.find(*ref);
  if (!updated) co_return lead_not_found();
  co_return std::move(*updated);
}

awaitable<result<bool>> enquiry_service::remove(std::string_view typed_ref, acting by)
{
  const auto ref = typed_reference(typed_ref);
  if (!ref || !co_await store_.remove(*ref, by)) co_return lead_not_found();
  co_return true;
}

}  // namespace marine::domain
