#pragma once
// The staff's lead mail (docs/enquiries.md, "Mail to the staff"): the outbox in PostgreSQL,
// the SMTP relay, and the sender, which runs on an I/O thread and hands each send to a
// thread of its own. Nothing of it exists when SMTP_URL is not set.

#include "api/http/request_metrics.hpp"
#include "domain/mail/outbox_sender.hpp"
#include "mail/curl_smtp_transport.hpp"
#include "persistence/mail/pg_mail_outbox.hpp"
#include "support/config.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/thread_pool.hpp>

#include <optional>

namespace marine {

class staff_mail {
 public:
  staff_mail(const config& cfg, persistence::db_pool& pool);

  bool enabled() const noexcept { return sender_.has_value(); }
  // Null when disabled.
  const domain::outbox_sender* sender() const noexcept { return sender_ ? &*sender_ : nullptr; }
  // Starts sending on `io` (a pass a second); the outbox's gauges in /metrics.
  void start(boost::asio::io_context& io, api::request_metrics& metrics);

 private:
  boost::asio::thread_pool threads_{1};
  std::optional<persistence::pg_mail_outbox> outbox_;
  std::optional<mail::curl_smtp_transport> transport_;
  std::optional<domain::outbox_sender> sender_;
};

}  // namespace marine
