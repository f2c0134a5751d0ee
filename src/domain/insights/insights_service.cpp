#include "domain/insights/insights_service.hpp"

#include "domain/rules/validation.hpp"

#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <algorithm>
#include <numeric>

#include <fmt/format.h>

namespace marine::domain {
namespace {

using namespace std::chrono_literals;
// A product created a moment ago is known after this long at most; a flood of unknown ids
// costs one query per interval.
constexpr auto product_ids_retry = 2s;
// Deleted products stop being counted after this long at most.
constexpr auto product_ids_max_age = 60s;

std::int64_t enquiries(const kind_counts& c)
{
  return c[static_cast<int>(event_kind::call)] + c[static_cast<int>(event_kind::whatsapp)] +
         c[static_cast<int>(event_kind::email)];
}

}  // namespace

result<std::pair<sys_days, sys_days>> parse_report_range(std::string_view from, std::string_view to)
{
  const auto first = parse_iso_date(from), last = parse_iso_date(to);
  if (!first || !last)
    return invalid_input("from and to must be dates in the form YYYY-MM-DD",
                         {{!first ? "from" : "to", "Must be a date in the form YYYY-MM-DD"}});
  for (const auto& [field, day] : {std::pair{"from", *first}, std::pair{"to", *last}})
    if (auto problem = day_out_of_range(day)) {
      auto message = fmt::format("{} {}", field, *problem);
      return invalid_input(message, {{field, std::move(message)}});
    }
  if (*first > *last) return invalid_input("from must not be after to", {{"from", "Must not be after to"}});
  if ((*last - *first).count() + 1 > max_report_days)
    return invalid_input("The range must not be over 400 days", {{"to", "The range must not be over 400 days"}});
  return std::pair{*first, *last};
}

insights_report build_report(sys_days from, sys_days to, insights_rows rows)
{
  insights_report r{from, to, {}, {}, std::move(rows.by_product), std::move(rows.by_source), rows.leads, std::move(rows.by_desk)};
  for (auto& with_leads : rows.leads_by_product) {
    const auto same = std::find_if(r.by_product.begin(), r.by_product.end(),
                                   [&](const auto& p) { return p.product_id == with_leads.product_id; });
    if (same != r.by_product.end()) same->leads = with_leads.leads;
    else r.by_product.push_back(std::move(with_leads));
  }
  std::sort(rows.by_day.begin(), rows.by_day.end(), [](auto& a, auto& b) { return a.day < b.day; });
  auto stored = rows.by_day.begin();
  for (auto day = from; day <= to; day += std::chrono::days(1)) {
    insights_totals_by_day entry{day, {}};
    while (stored != rows.by_day.end() && stored->day < day) ++stored;
    if (stored != rows.by_day.end() && stored->day == day) entry.counts = stored->counts;
    for (std::size_t k = 0; k < entry.counts.size(); ++k) r.totals[k] += entry.counts[k];
    r.by_day.push_back(entry);
  }
  std::stable_sort(r.by_product.begin(), r.by_product.end(), [](const auto& a, const auto& b) {
    const auto ea = enquiries(a.counts), eb = enquiries(b.counts);
    if (ea != eb) return ea > eb;
    return a.leads.sent != b.leads.sent ? a.leads.sent > b.leads.sent : a.counts[0] > b.counts[0];
  });
  auto total = [](const kind_counts& c) { return std::accumulate(c.begin(), c.end(), std::int64_t{0}); };
  std::stable_sort(r.by_source.begin(), r.by_source.end(),
                   [&total](const auto& a, const auto& b) { return total(a.counts) > total(b.counts); });
  return r;
}

std::optional<bool> insights_service::known_from_list(const std::string& id, bool claim_load)
{
  const auto now = std::chrono::steady_clock::now();
  std::lock_guard lock(ids_mutex_);
  const bool fresh = product_ids_ && now - ids_loaded_ < product_ids_max_age;
  const bool known = product_ids_ && product_ids_->contains(id);
  if (fresh && (known || now - ids_loaded_ < product_ids_retry)) return known;
  if (ids_loading_ && product_ids_) return known;  // being asked already: the list we have answers
  if (claim_load) ids_loading_ = true;
  return std::nullopt;
}

awaitable<bool> insights_service::is_known_product(const std::string& id)
{
  if (const auto known = known_from_list(id, true)) co_return *known;
  const auto now = std::chrono::steady_clock::now();
  const auto generation = ids_generation_.load();  // a change while reading makes the list stale
  std::shared_ptr<const std::unordered_set<std::string>> ids;
  try {
    ids = std::make_shared<const std::unordered_set<std::string>>(co_await repository_.product_ids());
  } catch (...) {
    std::lock_guard lock(ids_mutex_);
    ids_loading_ = false;
    throw;
  }
  std::lock_guard lock(ids_mutex_);
  if (generation == ids_generation_) {
    product_ids_ = ids;
    ids_loaded_ = now;
  }
  ids_loading_ = false;
  co_return ids->contains(id);
}

awaitable<result<bool>> insights_service::record(enquiry_event e, clock::time_point at, std::string_view address)
{
  if (!e.product_id.empty() && !co_await is_known_product(e.product_id))
    co_return invalid_input("Unknown product", {{"productId", "Unknown product"}});
  const auto day = dubai_day(at);
  e.source = sources_.admit(day, e.source, address);
  tally_.add(day, e);
  co_return true;
}

std::optional<bool> insights_service::record_now(enquiry_event e, clock::time_point at, std::string_view address)
{
  if (!e.product_id.empty()) {
    const auto known = known_from_list(e.product_id, false);
    if (!known || !*known) return known;
  }
  const auto day = dubai_day(at);
  e.source = sources_.admit(day, e.source, address);
  tally_.add(day, e);
  return true;
}

void insights_service::changed(const catalogue_change& change)
{
  if (change.what != catalogue_change::subject::product) return;
  std::lock_guard lock(ids_mutex_);
  ids_generation_ += 1;
  product_ids_.reset();
}

awaitable<void> insights_service::flush()
{
  auto rows = tally_.take();
  if (rows.empty()) co_return;
  try {
    co_await repository_.add_counts(rows, limits_.max_sources_per_day);
  } catch (const unavailable_error&) {
    // The database is away: the counts wait for the next flush (within the tally's cap).
    tally_.restore(rows);
  } catch (const std::exception&) {
    // Refused by the database: trying again would fail again, so the batch is dropped.
    failed_batches_ += 1;
  }
}

awaitable<void> insights_service::flush_every(std::chrono::milliseconds interval)
{
  boost::asio::steady_timer timer(co_await boost::asio::this_coro::executor);
  for (;;) {
    timer.expires_after(interval);
    co_await timer.async_wait(boost::asio::use_awaitable);
    co_await flush();
    rate_.forget_idle(address_rate_limit::clock::now());
  }
}

awaitable<result<insights_report>> insights_service::report(std::string_view from, std::string_view to)
{
  const auto range = parse_report_range(from, to);
  if (!range) co_return range.error();
  auto rows = co_await repository_.counts(range->first, range->second);
  co_return build_report(range->first, range->second, std::move(rows));
}

awaitable<result<std::vector<insights_detail_row>>> insights_service::detail(std::string_view from,
                                                                             std::string_view to)
{
  const auto range = parse_report_range(from, to);
  if (!range) co_return range.error();
  co_return co_await repository_.detail(range->first, range->second);
}

}  // namespace marine::domain
