#pragma once
// The channel calendars' use cases (docs/charter.md, "Channel calendars"): the export link
// and its feed, the admin's feeds, and the sync that reads them every CALENDAR_SYNC_SECONDS
// (one instance a round) or when an admin asks. A feed that fails keeps its blocks.

#include "domain/catalogue/catalogue_change.hpp"
#include "domain/catalogue/product_repository.hpp"
#include "domain/charter/channel_calendar_store.hpp"
#include "domain/rules/error.hpp"
#include "domain/settings/settings_service.hpp"

#include <boost/asio/thread_pool.hpp>

namespace marine::domain {

struct feed_input {
  std::string label, url;
  bool allow_http = false;
};

struct feed_sync {
  std::string id, label;
  fetch_answer::outcome outcome = fetch_answer::outcome::failed;
  feed_changes changes;
  std::optional<std::string> error;
};

struct calendar_view {
  std::string export_url;
  vessel_calendar calendar;
};

struct channel_calendar_options {
  std::string site_url;     // the export link's origin
  bool mail_staff = false;  // conflicts are mailed (the outbox is sent)
};

class channel_calendar_service {
 public:
  channel_calendar_service(product_repository& products, channel_calendar_store& store, const calendar_format& format,
                           calendar_fetcher& fetcher, boost::asio::thread_pool& cpu, settings_service& settings,
                           catalogue_change_sink& changes, channel_calendar_options options)
      : products_(products), store_(store), format_(format), fetcher_(fetcher), cpu_(cpu), settings_(settings),
        changes_(changes), options_(std::move(options))
  {
  }

  awaitable<result<calendar_view>> calendar(std::string product_id);
  // A new secret: the old link answers 404 from now on. The new export URL.
  awaitable<result<std::string>> rotate_token(std::string product_id, acting by);
  awaitable<result<calendar_feed>> add_feed(std::string product_id, feed_input in, acting by);
  awaitable<result<bool>> remove_feed(std::string product_id, std::string feed_id, acting by);
  // An admin's sync of one vessel's feeds, now.
  awaitable<result<std::vector<feed_sync>>> sync_vessel(std::string product_id);
  // The vessel's iCalendar text, when `token` is its secret.
  awaitable<std::optional<std::string>> export_text(std::string product_id, std::string token);
  awaitable<long long> conflict_count() { co_return co_await store_.conflict_count(); }

  // A round of every feed, when this instance claims it.
  awaitable<std::optional<std::vector<feed_sync>>> sync_round(std::chrono::seconds every);
  // Rounds forever, trying to claim one every `tick`.
  awaitable<void> run(std::chrono::seconds every, std::chrono::seconds tick);

 private:
  awaitable<std::optional<product>> vessel(const std::string& id);
  awaitable<feed_sync> sync_feed(const calendar_feed& feed, bool asked);
  std::string export_url(const std::string& product_id, const std::string& token) const;
  std::string site_host() const;  // the UIDs' domain: SITE_URL's host
  awaitable<void> drop_echoes(const std::string& product_id, std::vector<external_event>& events, std::chrono::sys_seconds now);

  product_repository& products_;
  channel_calendar_store& store_;
  const calendar_format& format_;
  calendar_fetcher& fetcher_;
  boost::asio::thread_pool& cpu_;
  settings_service& settings_;
  catalogue_change_sink& changes_;
  channel_calendar_options options_;
};

// The staff mail of a conflict (to `to`).
outgoing_mail conflict_mail_of(const new_conflict& c, std::string_view to, std::string_view site_url);

}  // namespace marine::domain
