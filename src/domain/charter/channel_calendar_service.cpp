#include "domain/charter/channel_calendar_service.hpp"

#include "domain/catalogue/category.hpp"
#include "domain/rules/text_rules.hpp"
#include "domain/rules/validation.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <algorithm>

namespace marine::domain {
namespace {

constexpr const char* vessel_not_found = "Charter vessel not found";
constexpr const char* feed_not_found = "Calendar feed not found";
// The export's window and the import's: 30 days back, 18 months ahead (docs/charter.md).
constexpr std::chrono::days look_back{30};
constexpr std::chrono::days look_ahead{549};

bool plausible_number(const std::string& id)
{
  return !id.empty() && id.size() <= 18 && std::all_of(id.begin(), id.end(), [](char c) { return c >= '0' && c <= '9'; });
}

bool plausible_token(const std::string& t)
{
  return t.size() == 32 && std::all_of(t.begin(), t.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

std::chrono::sys_seconds now_s() { return std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now()); }

}  // namespace

awaitable<std::optional<product>> channel_calendar_service::vessel(const std::string& id)
{
  if (!is_plausible_id(id)) co_return std::nullopt;
  auto p = co_await products_.find(id);
  if (!p || p->category != slug(category::vessel_chartering)) co_return std::nullopt;
  co_return p;
}

std::string channel_calendar_service::site_host() const
{
  const auto scheme = options_.site_url.find("://");
  auto host = options_.site_url.substr(scheme == std::string::npos ? 0 : scheme + 3);
  host = host.substr(0, host.find_first_of(":/"));
  return host.empty() ? "localhost" : host;
}

std::string channel_calendar_service::export_url(const std::string& product_id, const std::string& token) const
{
  return options_.site_url + "/calendars/" + product_id + "/" + token + ".ics";
}

awaitable<result<calendar_view>> channel_calendar_service::calendar(std::string product_id)
{
  if (!co_await vessel(product_id)) co_return not_found(vessel_not_found);
  auto cal = co_await store_.calendar(product_id, new_secret_token());
  for (auto& f : cal.feeds) f.url = masked_feed_url(f.url);
  auto url = export_url(product_id, cal.export_token);
  co_return calendar_view{std::move(url), std::move(cal)};
}

awaitable<result<std::string>> channel_calendar_service::rotate_token(std::string product_id, acting by)
{
  if (!co_await vessel(product_id)) co_return not_found(vessel_not_found);
  auto token = new_secret_token();
  co_await store_.replace_token(product_id, token, std::move(by));
  changes_.changed({catalogue_change::subject::charter, product_id});
  co_return export_url(product_id, token);
}

awaitable<result<calendar_feed>> channel_calendar_service::add_feed(std::string product_id, feed_input in, acting by)
{
  if (!co_await vessel(product_id)) co_return not_found(vessel_not_found);
  std::vector<field_error> errors;
  const auto label = trim(in.label), url = trim(in.url);
  check_text(errors, label, {.field = "label", .label = "Label", .required = "Label is required", .min = 1, .max = 60});
  if (url.empty()) errors.push_back({"url", "Calendar address is required"});
  else if (url.size() > 2000) errors.push_back({"url", "Calendar address must be at most 2000 characters"});
  else if (auto refused = co_await fetcher_.refusal(url, in.allow_http)) errors.push_back({"url", std::move(*refused)});
  if (!errors.empty()) co_return validation_failure(std::move(errors));
  auto stored = co_await store_.add_feed({.product_id = product_id, .label = label, .url = url, .allow_http = in.allow_http}, std::move(by));
  if (!stored) co_return conflict("A vessel has at most 5 channel calendars");
  stored->url = masked_feed_url(stored->url);
  co_return std::move(*stored);
}

awaitable<result<bool>> channel_calendar_service::remove_feed(std::string product_id, std::string feed_id, acting by)
{
  if (!is_plausible_id(product_id) || !plausible_number(feed_id)) co_return not_found(feed_not_found);
  if (!co_await store_.remove_feed(product_id, feed_id, std::move(by))) co_return not_found(feed_not_found);
  // Its blocks went with it: the vessel's availability changed.
  changes_.changed({catalogue_change::subject::charter, product_id});
  co_return true;
}

awaitable<result<std::vector<feed_sync>>> channel_calendar_service::sync_vessel(std::string product_id)
{
  if (!co_await vessel(product_id)) co_return not_found(vessel_not_found);
  std::vector<feed_sync> out;
  for (const auto& f : co_await store_.feeds(product_id)) out.push_back(co_await sync_feed(f, true));
  co_return out;
}

awaitable<std::optional<std::string>> channel_calendar_service::export_text(std::string product_id, std::string token)
{
  if (!is_plausible_id(product_id) || !plausible_token(token)) co_return std::nullopt;
  if (!co_await store_.token_matches(product_id, token)) co_return std::nullopt;
  const auto p = co_await vessel(product_id);
  if (!p) co_return std::nullopt;
  const auto now = now_s();
  const auto blocks = co_await store_.export_blocks(product_id, now - look_back, now + look_ahead);
  co_return format_.write(blocks, site_host(), p->name);
}

awaitable<feed_sync> channel_calendar_service::sync_feed(const calendar_feed& feed, bool asked)
{
  feed_sync out{.id = feed.id, .label = feed.label};
  // Once a day a feed is read whole even when unchanged: the window moves, and a recurring
  // event's next occurrences enter it.
  const bool whole = feed.read_whole;
  auto answer = co_await fetcher_.fetch({.url = feed.url, .allow_http = feed.allow_http,
                                         .etag = whole ? std::nullopt : feed.etag,
                                         .last_modified = whole ? std::nullopt : feed.last_modified});
  out.outcome = answer.what;
  const auto fail = [&](std::string error) -> awaitable<void> {
    out.outcome = fetch_answer::outcome::failed;
    out.error = error;
    co_await store_.record_failure(feed.id, std::move(error));
  };
  if (answer.what == fetch_answer::outcome::failed) {
    co_await fail(std::move(answer.error));
    co_return out;
  }
  const bool fetched = answer.what == fetch_answer::outcome::fetched;
  feed_answer_marks marks{.etag = answer.etag,
                          .last_modified = answer.last_modified,
                          .content_hash = fetched ? sha256_hex(answer.body) : feed.content_hash.value_or("")};
  // Unchanged (a 304, or the same bytes again): nothing to read and, in a round, nothing to write.
  if (!fetched || (!whole && feed.content_hash == marks.content_hash)) {
    if (answer.what == fetch_answer::outcome::not_modified) marks.etag = marks.etag ? marks.etag : feed.etag;
    co_await store_.record_unchanged(feed.id, std::move(marks), asked);
    co_return out;
  }
  // Parsing a large feed is CPU work: off the I/O thread.
  const auto now = now_s();
  auto read = co_await boost::asio::co_spawn(
      cpu_,
      [this, body = std::move(answer.body), now]() -> awaitable<calendar_read> {
        co_return format_.read(body, now - look_back, now + look_ahead, max_feed_events);
      },
      boost::asio::use_awaitable);
  if (read.error) {
    co_await fail(*read.error);
    co_return out;
  }
  co_await drop_echoes(feed.product_id, read.events, now);
  const auto settings = co_await settings_.get();
  const auto to = settings.email;
  const bool mail = options_.mail_staff && !to.empty();
  out.changes = co_await store_.apply(feed.id, std::move(read.events), std::move(marks),
                                      [mail, to, site = options_.site_url](const new_conflict& c) -> std::optional<outgoing_mail> {
                                        if (!mail) return std::nullopt;
                                        return conflict_mail_of(c, to, site);
                                      });
  if (out.changes.any()) changes_.changed({catalogue_change::subject::charter, feed.product_id});
  co_return out;
}

// Our own blocks of this vessel sent back by a channel that re-exports what it imported, UIDs
// kept: they are ours already, neither external time nor a conflict (docs/charter.md).
awaitable<void> channel_calendar_service::drop_echoes(const std::string& product_id, std::vector<external_event>& events,
                                                      std::chrono::sys_seconds now)
{
  const auto own = "@" + site_host();
  const auto is_ours = [&own](const external_event& e) { return e.uid.starts_with("block-") && e.uid.ends_with(own); };
  if (std::none_of(events.begin(), events.end(), is_ours)) co_return;
  std::vector<std::string> uids;
  for (const auto& b : co_await store_.export_blocks(product_id, now - look_back, now + look_ahead))
    uids.push_back("block-" + b.id + own);
  std::sort(uids.begin(), uids.end());
  std::erase_if(events, [&](const external_event& e) { return is_ours(e) && std::binary_search(uids.begin(), uids.end(), e.uid); });
}

awaitable<std::optional<std::vector<feed_sync>>> channel_calendar_service::sync_round(std::chrono::seconds every)
{
  if (!co_await store_.claim_round(every)) co_return std::nullopt;
  std::vector<feed_sync> out;
  for (const auto& f : co_await store_.feeds(std::nullopt)) out.push_back(co_await sync_feed(f, false));
  co_await store_.finish_round();
  co_return out;
}

awaitable<void> channel_calendar_service::run(std::chrono::seconds every, std::chrono::seconds tick)
{
  boost::asio::steady_timer timer(co_await boost::asio::this_coro::executor);
  for (;;) {
    try {
      co_await sync_round(every);
    } catch (const std::exception&) {
      // The database is away: the feeds keep their blocks until a later round.
    }
    timer.expires_after(tick);
    co_await timer.async_wait(boost::asio::use_awaitable);
  }
}

}  // namespace marine::domain
