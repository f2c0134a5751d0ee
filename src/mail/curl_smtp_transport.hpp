#pragma once
// The relay over SMTP with libcurl (docs/enquiries.md, "Mail to the staff"): SMTP_URL names
// it. smtps:// is TLS from the start; smtp:// must upgrade with STARTTLS, except to a
// loopback address (a relay on the same machine). Credentials go in the URL's user part.
// Each send runs on `threads`, never on an I/O thread.

#include "domain/mail/mail.hpp"

#include <boost/asio/thread_pool.hpp>

#include <string>

namespace marine::mail {

class curl_smtp_transport final : public domain::mail_transport {
 public:
  // `from`: the envelope and From address.
  curl_smtp_transport(boost::asio::thread_pool& threads, std::string url, std::string from);

  domain::awaitable<std::optional<std::string>> send(domain::outgoing_mail mail) override;

 private:
  boost::asio::thread_pool& threads_;
  std::string url_;
  std::string from_;
};

// The message as sent: headers (the subject RFC 2047-encoded, the key as Message-ID) and the
// body in base64, so that no line is too long and no line starts with a dot.
std::string rfc5322_message(const domain::outgoing_mail& mail, const std::string& from);

}  // namespace marine::mail
