#include "mail/curl_smtp_transport.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <curl/curl.h>
#include <fmt/chrono.h>
#include <fmt/format.h>
#include <openssl/evp.h>

#include <chrono>
#include <cstring>
#include <memory>

namespace marine::mail {
namespace {

std::string base64(std::string_view bytes)
{
  std::string out(4 * ((bytes.size() + 2) / 3), '\0');
  const int n = EVP_EncodeBlock(reinterpret_cast<unsigned char*>(out.data()),
                                reinterpret_cast<const unsigned char*>(bytes.data()), static_cast<int>(bytes.size()));
  out.resize(static_cast<std::size_t>(n));
  return out;
}

// Lines of at most 76 characters, CRLF-terminated (RFC 2045).
std::string wrapped(const std::string& text)
{
  std::string out;
  for (std::size_t i = 0; i < text.size(); i += 76) out += text.substr(i, 76) + "\r\n";
  return out;
}

bool is_loopback_url(const std::string& url)
{
  for (const char* host : {"smtp://127.", "smtp://localhost", "smtp://[::1]"})
    if (url.starts_with(host)) return true;
  return false;
}

struct upload {
  std::string data;
  std::size_t at = 0;
};

std::size_t read_part(char* buffer, std::size_t size, std::size_t count, void* user)
{
  auto* u = static_cast<upload*>(user);
  const auto n = std::min(size * count, u->data.size() - u->at);
  std::memcpy(buffer, u->data.data() + u->at, n);
  u->at += n;
  return n;
}

std::optional<std::string> send_now(const std::string& url, const std::string& from, const domain::outgoing_mail& mail)
{
  const std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), curl_easy_cleanup);
  if (!curl) return "curl_easy_init failed";
  upload body{rfc5322_message(mail, from)};
  curl_slist* recipients = curl_slist_append(nullptr, ("<" + mail.to + ">").c_str());
  CURL* c = curl.get();
  curl_easy_setopt(c, CURLOPT_URL, url.c_str());
  curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "smtp,smtps");
  curl_easy_setopt(c, CURLOPT_USE_SSL, is_loopback_url(url) ? CURLUSESSL_NONE : CURLUSESSL_ALL);
  curl_easy_setopt(c, CURLOPT_MAIL_FROM, ("<" + from + ">").c_str());
  curl_easy_setopt(c, CURLOPT_MAIL_RCPT, recipients);
  curl_easy_setopt(c, CURLOPT_READFUNCTION, read_part);
  curl_easy_setopt(c, CURLOPT_READDATA, &body);
  curl_easy_setopt(c, CURLOPT_UPLOAD, 1L);
  curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT, 10L);
  curl_easy_setopt(c, CURLOPT_TIMEOUT, 60L);
  curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
  const CURLcode rc = curl_easy_perform(c);
  curl_slist_free_all(recipients);
  if (rc != CURLE_OK) return std::string(curl_easy_strerror(rc));
  return std::nullopt;
}

}  // namespace

curl_smtp_transport::curl_smtp_transport(boost::asio::thread_pool& threads, std::string url, std::string from)
    : threads_(threads), url_(std::move(url)), from_(std::move(from))
{
  curl_global_init(CURL_GLOBAL_DEFAULT);
}

domain::awaitable<std::optional<std::string>> curl_smtp_transport::send(domain::outgoing_mail mail)
{
  co_return co_await boost::asio::co_spawn(
      threads_,
      [this, m = std::move(mail)]() -> domain::awaitable<std::optional<std::string>> { co_return send_now(url_, from_, m); },
      boost::asio::use_awaitable);
}

std::string rfc5322_message(const domain::outgoing_mail& mail, const std::string& from)
{
  const auto now = std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now());
  return fmt::format(
      "Message-ID: <{}>\r\nDate: {:%a, %d %b %Y %H:%M:%S} +0000\r\nFrom: <{}>\r\nTo: <{}>\r\n"
      "Subject: =?UTF-8?B?{}?=\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=UTF-8\r\n"
      "Content-Transfer-Encoding: base64\r\n\r\n{}",
      mail.key, now, from, mail.to, base64(mail.subject), wrapped(base64(mail.body)));
}

}  // namespace marine::mail
