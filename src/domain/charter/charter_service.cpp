#include "domain/charter/charter_service.hpp"

#include "domain/catalogue/category.hpp"
#include "domain/charter/booking_window.hpp"
#include "domain/rules/validation.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <regex>

namespace marine::domain {
namespace {

constexpr const char* vessel_not_found = "Charter vessel not found";
constexpr const char* block_not_found = "Block not found";
// Another channel's event moves or goes with that channel's calendar (docs/charter.md).
constexpr const char* external_block = "This time comes from a channel's calendar: change it there";

bool is_chartering(const product& p) { return p.category == slug(category::vessel_chartering); }

// from/to of a list (YYYY-MM-DD, Dubai days, both included), at most `max_days` apart.
std::optional<std::pair<std::string, std::string>> day_range(const query_parameters& params, int max_days,
                                                             std::vector<field_error>& errors)
{
  static constexpr std::array<std::string_view, 2> known = {"from", "to"};
  std::vector<std::string_view> seen;
  std::optional<std::chrono::sys_days> from, to;
  for (const auto& [name, value] : params) {
    if (!accept_parameter(name, known, seen, errors)) continue;
    const auto day = parse_civil_date(value);
    if (!day) errors.push_back({name, "A date as YYYY-MM-DD"});
    (name == "from" ? from : to) = day;
  }
  if (!errors.empty()) return std::nullopt;
  if (!from) errors.push_back({"from", "from is required"});
  if (!to) errors.push_back({"to", "to is required"});
  if (from && to && *to < *from) errors.push_back({"to", "to cannot be before from"});
  else if (from && to && (*to - *from).count() >= max_days)
    errors.push_back({"to", "At most " + std::to_string(max_days) + " days"});
  if (!errors.empty()) return std::nullopt;
  return std::pair{format_civil_date(*from), format_civil_date(*to)};
}

bool plausible_ref(const std::string& ref) { return std::regex_match(ref, std::regex("^Q-[2-9A-HJ-NP-Z]{4,8}$")); }

// The block a write would store: `base` (a PATCH's stored block) with `in` over it.
result<block_write> checked_block(const std::string& product_id, const block_input& in, const charter_block* base)
{
  std::vector<field_error> errors;
  block_write b{.product_id = product_id};
  if (base) {
    b.start = base->start, b.end = base->end, b.kind = base->kind, b.expires_at = base->expires_at;
    b.enquiry_ref = base->enquiry_ref;
  }
  if (in.start) b.start = *in.start;
  if (in.end) b.end = *in.end;
  if (in.kind) {
    if (const auto k = block_kind_from(*in.kind); k && *k != block_kind::external) b.kind = *k;
    else errors.push_back({"kind", "kind must be booking, option or maintenance"});
  }
  if (in.expires_at) b.expires_at = *in.expires_at;
  // A confirmed booking or a maintenance expires no more.
  if (in.kind && b.kind != block_kind::option && !in.expires_at) b.expires_at.reset();
  if (in.enquiry_ref) b.enquiry_ref = *in.enquiry_ref;
  const auto start = parse_instant(b.start), end = parse_instant(b.end);
  if (!start) errors.push_back({"start", "An instant such as 2026-12-04T17:00:00+04:00"});
  if (!end) errors.push_back({"end", "An instant such as 2026-12-04T21:00:00+04:00"});
  if (start && end && *end <= *start) errors.push_back({"end", "The end must be after the start"});
  else if (start && end && *end - *start > max_block_length) errors.push_back({"end", "A block is at most 31 days"});
  if (b.kind == block_kind::option && !b.expires_at) errors.push_back({"expiresAt", "An option needs its expiry"});
  if (b.kind != block_kind::option && b.expires_at) errors.push_back({"expiresAt", "Only an option expires"});
  const auto expiry = b.expires_at ? parse_instant(*b.expires_at) : std::nullopt;
  if (b.expires_at && !expiry) errors.push_back({"expiresAt", "An instant such as 2026-12-04T17:00:00+04:00"});
  // An expiry already past would remove the block on the next read: that is a deletion,
  // which has its own call and its own role rule. (A stored one is checked by no write.)
  else if (in.expires_at && *in.expires_at && *expiry <= std::chrono::system_clock::now())
    errors.push_back({"expiresAt", "The expiry must be in the future"});
  if (b.enquiry_ref && !plausible_ref(*b.enquiry_ref)) errors.push_back({"enquiryRef", "A lead's reference, such as Q-7K3M"});
  if (!errors.empty()) return validation_failure(std::move(errors));
  return b;
}

}  // namespace

awaitable<std::optional<product>> charter_service::vessel(const std::string& id, bool visible_only)
{
  if (!is_plausible_id(id)) co_return std::nullopt;
  auto p = co_await products_.find(id);
  if (!p || !is_chartering(*p) || (visible_only && !p->is_visible)) co_return std::nullopt;
  co_return p;
}

awaitable<result<charter_quote>> charter_service::quote(std::string product_id, quote_request_input request)
{
  const auto p = co_await vessel(product_id, true);
  if (!p || !p->charter) co_return not_found(vessel_not_found);
  co_return co_await quote(*p, request);
}

awaitable<result<charter_quote>> charter_service::quote(const product& vessel, const quote_request_input& request)
{
  if (!vessel.charter) co_return invalid_input("This vessel has no charter terms", {{"productId", "This vessel has no charter terms"}});
  if (const auto day = parse_civil_date(request.date); day && !current_booking_window().holds(*day))
    co_return invalid_input("The date cannot be booked",
                            {{"date", request.lang == "ar" ? fmt::format("تاريخ من اليوم حتى {} شهرًا قادمة", bookable_months_ahead)
                                                           : fmt::format("A date from today to {} months ahead", bookable_months_ahead)}});
  const auto settings = co_await settings_.get();
  co_return quote_charter(*vessel.charter, request, vessel.specs.number("guests"), settings.prices_include_vat);
}

awaitable<result<availability_month>> charter_service::availability(std::string product_id, query_parameters params)
{
  std::vector<field_error> errors;
  static constexpr std::array<std::string_view, 1> known = {"month"};
  std::vector<std::string_view> seen;
  std::optional<std::chrono::sys_days> first;
  for (const auto& [name, value] : params) {
    if (!accept_parameter(name, known, seen, errors)) continue;
    auto month = bookable_month(value, std::chrono::system_clock::now());
    if (month) first = *month;
    else errors.push_back(month.error().errors.front());
  }
  if (errors.empty() && !first) errors.push_back({"month", "month is required"});
  if (!errors.empty()) co_return validation_failure(std::move(errors));
  if (!co_await vessel(product_id, true)) co_return not_found(vessel_not_found);
  auto busy = co_await blocks_.month(product_id, format_civil_date(*first));
  const auto end = dubai_month_end(*first);
  co_return availability_month{.days = availability_of(std::move(busy.days)),
                               .valid_until = busy.first_expiry ? std::min(*busy.first_expiry, end) : end};
}

awaitable<result<std::vector<charter_block>>> charter_service::blocks(std::string product_id, query_parameters params)
{
  std::vector<field_error> errors;
  const auto range = day_range(params, 366, errors);
  if (!range) co_return validation_failure(std::move(errors));
  if (!co_await vessel(product_id, false)) co_return not_found(vessel_not_found);
  co_return co_await blocks_.list(product_id, range->first, range->second);
}

awaitable<result<block_outcome>> charter_service::create_block(std::string product_id, block_input in, acting by)
{
  if (!co_await vessel(product_id, false)) co_return not_found(vessel_not_found);
  if (!in.start || !in.end || !in.kind) {
    std::vector<field_error> errors;
    if (!in.start) errors.push_back({"start", "start is required"});
    if (!in.end) errors.push_back({"end", "end is required"});
    if (!in.kind) errors.push_back({"kind", "kind is required"});
    co_return validation_failure(std::move(errors));
  }
  auto b = checked_block(product_id, in, nullptr);
  if (!b) co_return b.error();
  if (b->enquiry_ref && !co_await blocks_.lead_exists(*b->enquiry_ref))
    co_return invalid_input("No lead has this reference", {{"enquiryRef", "No lead has this reference"}});
  auto outcome = co_await blocks_.insert(std::move(*b), std::move(by));
  if (outcome.what == block_outcome::status::done) changes_.changed({catalogue_change::subject::charter, product_id});
  co_return outcome;
}

awaitable<result<block_outcome>> charter_service::update_block(std::string product_id, std::string block_id, block_input in,
                                                               viewer who, acting by)
{
  if (!is_plausible_id(product_id) || !is_plausible_id(block_id)) co_return not_found(block_not_found);
  const auto stored = co_await blocks_.find(product_id, block_id);
  if (!stored) co_return not_found(block_not_found);
  if (stored->kind == block_kind::external) co_return forbidden(external_block);
  if (in.enquiry_ref) co_return invalid_input("enquiryRef cannot change", {{"enquiryRef", "enquiryRef cannot change"}});
  // A booking turned into an option or a maintenance could then be deleted or lapse: the
  // same role rule as deleting it.
  if (stored->kind == block_kind::booking && in.kind && *in.kind != block_kind_name(block_kind::booking) && who.who != role::admin)
    co_return forbidden("Only an administrator changes a booking's kind");
  auto b = checked_block(product_id, in, &*stored);
  if (!b) co_return b.error();
  auto outcome = co_await blocks_.update(block_id, std::move(*b), std::move(by));
  if (outcome.what == block_outcome::status::not_found) co_return not_found(block_not_found);
  if (outcome.what == block_outcome::status::done) changes_.changed({catalogue_change::subject::charter, product_id});
  co_return outcome;
}

awaitable<result<bool>> charter_service::remove_block(std::string product_id, std::string block_id, viewer who, acting by)
{
  if (!is_plausible_id(product_id) || !is_plausible_id(block_id)) co_return not_found(block_not_found);
  const auto stored = co_await blocks_.find(product_id, block_id);
  if (!stored) co_return not_found(block_not_found);
  if (stored->kind == block_kind::external) co_return forbidden(external_block);
  if (stored->kind == block_kind::booking && who.who != role::admin) co_return forbidden("Only an administrator deletes a booking");
  if (!co_await blocks_.remove(product_id, block_id, std::move(by))) co_return not_found(block_not_found);
  changes_.changed({catalogue_change::subject::charter, product_id});
  co_return true;
}

awaitable<result<std::vector<calendar_vessel>>> charter_service::calendar(query_parameters params)
{
  std::vector<field_error> errors;
  const auto range = day_range(params, max_calendar_days, errors);
  if (!range) co_return validation_failure(std::move(errors));
  auto all = co_await products_.list(visibility::all);
  std::vector<calendar_vessel> out;
  for (const auto& p : all)
    if (is_chartering(p)) out.push_back({p.id, p.name, p.name_ar, {}});
  auto blocks = co_await blocks_.list(std::nullopt, range->first, range->second);
  for (auto& b : blocks)
    for (auto& v : out)
      if (v.id == b.product_id) v.blocks.push_back(std::move(b));
  co_return out;
}

}  // namespace marine::domain
