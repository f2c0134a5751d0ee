#include "staff_mail.hpp"

#include "support/log.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>

namespace marine {
namespace {

// The sender's address without SMTP_FROM: "noreply@" and the site's host.
std::string default_from(const std::string& site_url)
{
  auto host = site_url.substr(site_url.find("://") == std::string::npos ? 0 : site_url.find("://") + 3);
  host = host.substr(0, host.find_first_of(":/"));
  return "noreply@" + (host.empty() ? std::string("localhost") : host);
}

}  // namespace

staff_mail::staff_mail(const config& cfg, persistence::db_pool& pool)
{
  if (cfg.smtp_url.empty()) return;
  outbox_.emplace(pool);
  transport_.emplace(threads_, cfg.smtp_url, cfg.smtp_from.empty() ? default_from(cfg.site_url) : cfg.smtp_from);
  sender_.emplace(*outbox_, *transport_);
}

void staff_mail::start(boost::asio::io_context& io, api::request_metrics& metrics)
{
  if (!sender_) return;
  boost::asio::co_spawn(io, sender_->run(std::chrono::seconds(1)), boost::asio::detached);
  const auto* s = &*sender_;
  metrics.add_sample("marine_mail_outbox_pending", "gauge", "Staff mail waiting to be sent.",
                     [s] { return static_cast<double>(s->pending()); });
  metrics.add_sample("marine_mail_outbox_oldest_seconds", "gauge", "Age of the oldest staff mail waiting (0: none).",
                     [s] { return s->oldest_age_seconds(); });
  metrics.add_sample("marine_mail_sent_total", "counter", "Staff mail the relay took.",
                     [s] { return static_cast<double>(s->sent()); });
  metrics.add_sample("marine_mail_failed_total", "counter", "Attempts the relay refused or missed (retried later).",
                     [s] { return static_cast<double>(s->failed()); });
  log::info("msg=staff_mail_on");
}

}  // namespace marine
