#include "calendar/curl_calendar_fetcher.hpp"

#include "support/log.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/url/parse.hpp>
#include <boost/url/url.hpp>

#include <curl/curl.h>
#include <fmt/format.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace marine::calendar {
namespace {

using steady = std::chrono::steady_clock;

constexpr std::string_view fetch_inside_network = "The address points inside our network";
constexpr std::string_view too_large = "The calendar is larger than 2 MB";
constexpr std::string_view too_slow = "The calendar took longer than 10 seconds";
constexpr std::string_view not_a_calendar = "The address did not answer with a calendar";
// What a stored ETag or Last-Modified may be before we send it back.
constexpr std::size_t max_validator_length = 512;

std::string_view trimmed(std::string_view s)
{
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == '\n'))
    s.remove_suffix(1);
  return s;
}

std::string lower(std::string_view s)
{
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; });
  return out;
}

// Safe to send back as a header value: one line, not too long.
bool header_safe(std::string_view value)
{
  const auto control = [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7F; };
  return !value.empty() && value.size() <= max_validator_length && std::none_of(value.begin(), value.end(), control);
}

bool calendar_type(std::string_view content_type)
{
  const auto type = lower(trimmed(content_type.substr(0, content_type.find(';'))));
  return type == "text/calendar" || type == "text/plain";
}

// One request: what curl's callbacks saw of it.
struct hop {
  const address_policy* policy = nullptr;
  std::string host;
  bool refused_address = false;  // a connection to a non-public address was stopped
  long status = 0;
  std::string content_type, location;
  std::optional<std::string> etag, last_modified;
  std::string body;
  bool too_large = false, not_calendar = false, unwanted_body = false;
};

// Called with the real peer address of every connection curl opens, before any byte is sent:
// a name that resolved to a public address a moment ago cannot land inside now.
curl_socket_t open_socket(void* user, curlsocktype purpose, curl_sockaddr* address)
{
  auto* h = static_cast<hop*>(user);
  const auto ip = purpose == CURLSOCKTYPE_IPCXN ? address_of(&address->addr, address->addrlen) : std::nullopt;
  if (!ip || !h->policy->may_connect(h->host, *ip)) {
    h->refused_address = true;
    return CURL_SOCKET_BAD;
  }
  return socket(address->family, address->socktype, address->protocol);
}

std::size_t on_header(char* data, std::size_t size, std::size_t count, void* user)
{
  auto* h = static_cast<hop*>(user);
  const std::string_view line = trimmed(std::string_view(data, size * count));
  if (line.starts_with("HTTP/")) {  // a new response (after a 100 Continue, say): start over
    const auto space = line.find(' ');
    h->status = space == std::string_view::npos ? 0 : std::atol(std::string(line.substr(space + 1, 3)).c_str());
    h->content_type.clear();
    h->location.clear();
    h->etag.reset();
    h->last_modified.reset();
    return size * count;
  }
  const auto colon = line.find(':');
  if (colon == std::string_view::npos) return size * count;
  const auto name = lower(trimmed(line.substr(0, colon)));
  const auto value = trimmed(line.substr(colon + 1));
  if (name == "content-type") h->content_type = value;
  if (name == "location") h->location = value;
  if (name == "etag" && header_safe(value)) h->etag = std::string(value);
  if (name == "last-modified" && header_safe(value)) h->last_modified = std::string(value);
  return size * count;
}

// The body arrives decoded (gzip and the rest), so a decompression bomb is counted as what it
// becomes. Returning less than given stops the transfer.
std::size_t on_body(char* data, std::size_t size, std::size_t count, void* user)
{
  auto* h = static_cast<hop*>(user);
  const std::size_t n = size * count;
  if (h->status != 200)
    h->unwanted_body = true;  // a redirect's or an error's body
  else if (!calendar_type(h->content_type))
    h->not_calendar = true;
  else if (h->body.size() + n > domain::max_feed_bytes)
    h->too_large = true;
  else
    h->body.append(data, n);
  if (h->unwanted_body || h->not_calendar || h->too_large) return 0;
  return n;
}

CURLcode perform(const std::string& url, const domain::fetch_request& request, steady::time_point deadline, hop& h)
{
  const std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), curl_easy_cleanup);
  if (!curl) return CURLE_FAILED_INIT;
  curl_slist* list = nullptr;
  const auto add = [&](const std::string& header) {
    if (auto* longer = curl_slist_append(list, header.c_str())) list = longer;
  };
  add("Accept: text/calendar, text/plain;q=0.9");
  if (request.etag && header_safe(*request.etag)) add("If-None-Match: " + *request.etag);
  if (request.last_modified && header_safe(*request.last_modified)) add("If-Modified-Since: " + *request.last_modified);
  const std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)> headers(list, curl_slist_free_all);
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - steady::now()).count();
  const long left_ms = static_cast<long>(std::max<long long>(left, 1));
  const std::string user_agent(feed_user_agent);

  CURL* c = curl.get();
  curl_easy_setopt(c, CURLOPT_URL, url.c_str());
  curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "http,https");
  curl_easy_setopt(c, CURLOPT_FOLLOWLOCATION, 0L);  // followed by fetch_now, each hop checked
  // "" turns off the proxies the environment may name: a proxy would connect for us,
  // past the check of the peer's address.
  curl_easy_setopt(c, CURLOPT_PROXY, "");
  curl_easy_setopt(c, CURLOPT_NOPROXY, "*");
  curl_easy_setopt(c, CURLOPT_NETRC, static_cast<long>(CURL_NETRC_IGNORED));
  curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, left_ms);
  curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT_MS, std::min(left_ms, 5000L));
  curl_easy_setopt(c, CURLOPT_MAXFILESIZE_LARGE, static_cast<curl_off_t>(domain::max_feed_bytes));
  curl_easy_setopt(c, CURLOPT_ACCEPT_ENCODING, "");
  curl_easy_setopt(c, CURLOPT_USERAGENT, user_agent.c_str());
  curl_easy_setopt(c, CURLOPT_HTTPHEADER, headers.get());
  curl_easy_setopt(c, CURLOPT_OPENSOCKETFUNCTION, open_socket);
  curl_easy_setopt(c, CURLOPT_OPENSOCKETDATA, &h);
  curl_easy_setopt(c, CURLOPT_HEADERFUNCTION, on_header);
  curl_easy_setopt(c, CURLOPT_HEADERDATA, &h);
  curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, on_body);
  curl_easy_setopt(c, CURLOPT_WRITEDATA, &h);
  return curl_easy_perform(c);
}

std::optional<std::string> redirect_target(const std::string& base, const std::string& location)
{
  const auto from = boost::urls::parse_uri(base);
  const auto ref = boost::urls::parse_uri_reference(location);
  if (!from || !ref) return std::nullopt;
  boost::urls::url out;
  if (!boost::urls::resolve(*from, *ref, out)) return std::nullopt;
  out.remove_fragment();
  return std::string(out.buffer());
}

std::string curl_failure(CURLcode rc)
{
  switch (rc) {
    case CURLE_COULDNT_RESOLVE_HOST: return std::string(host_not_found);
    case CURLE_OPERATION_TIMEDOUT: return std::string(too_slow);
    case CURLE_FILESIZE_EXCEEDED: return std::string(too_large);
    case CURLE_COULDNT_CONNECT: return "The calendar's server did not accept a connection";
    case CURLE_PEER_FAILED_VERIFICATION: return "The calendar's certificate is not valid for its host";
    default: return fmt::format("The calendar could not be fetched ({})", curl_easy_strerror(rc));
  }
}

domain::fetch_answer failed(std::string error)
{
  domain::fetch_answer answer;
  answer.error = std::move(error);
  return answer;
}

domain::fetch_answer fetch_now(const address_policy& policy, const domain::fetch_request& request)
{
  const auto deadline = steady::now() + fetch_time_limit;
  std::string url = request.url, first_host;
  for (int redirects = 0;; ++redirects) {
    auto checked = policy.check(url, request.allow_http);
    if (const auto* refusal = std::get_if<std::string>(&checked)) {
      if (*refusal == inside_network_refusal) return failed(std::string(fetch_inside_network));
      if (redirects == 0) return failed(*refusal);
      if (*refusal == https_refusal) return failed("The calendar redirected to an http:// address");
      return failed("The calendar redirected to an address that is not valid");
    }
    const auto& target = std::get<feed_target>(checked);
    if (redirects == 0) first_host = target.host;
    // http on a redirect only to the host the admin allowed it for.
    if (redirects > 0 && !target.https && target.host != first_host)
      return failed("The calendar redirected to an http:// address");
    if (steady::now() >= deadline) return failed(std::string(too_slow));

    hop h;
    h.policy = &policy;
    h.host = target.host;
    const CURLcode rc = perform(url, request, deadline, h);
    if (h.refused_address) return failed(std::string(fetch_inside_network));
    if (h.too_large) return failed(std::string(too_large));
    if (h.not_calendar) return failed(std::string(not_a_calendar));
    if (rc != CURLE_OK && !(rc == CURLE_WRITE_ERROR && h.unwanted_body)) return failed(curl_failure(rc));

    const bool redirect = h.status == 301 || h.status == 302 || h.status == 303 || h.status == 307 || h.status == 308;
    if (redirect && !h.location.empty()) {
      if (redirects == max_feed_redirects) return failed("The calendar redirected more than 3 times");
      auto next = redirect_target(url, h.location);
      if (!next) return failed("The calendar redirected to an address that is not valid");
      url = std::move(*next);
      continue;
    }
    domain::fetch_answer answer;
    answer.etag = std::move(h.etag);
    answer.last_modified = std::move(h.last_modified);
    if (h.status == 304) {
      answer.what = domain::fetch_answer::outcome::not_modified;
      return answer;
    }
    if (h.status != 200) return failed(fmt::format("The calendar answered {}", h.status));
    if (!calendar_type(h.content_type)) return failed(std::string(not_a_calendar));
    answer.what = domain::fetch_answer::outcome::fetched;
    answer.body = std::move(h.body);
    return answer;
  }
}

}  // namespace

curl_calendar_fetcher::curl_calendar_fetcher(boost::asio::thread_pool& threads, std::vector<std::string> allow_hosts)
    : threads_(threads), policy_(std::move(allow_hosts))
{
  curl_global_init(CURL_GLOBAL_DEFAULT);
}

domain::awaitable<std::optional<std::string>> curl_calendar_fetcher::refusal(std::string url, bool allow_http)
{
  co_return co_await boost::asio::co_spawn(
      threads_,
      [this, u = std::move(url), allow_http]() -> domain::awaitable<std::optional<std::string>> {
        auto checked = policy_.check(u, allow_http);
        if (auto* refused = std::get_if<std::string>(&checked)) co_return std::move(*refused);
        co_return policy_.resolution_refusal(std::get<feed_target>(checked));
      },
      boost::asio::use_awaitable);
}

domain::awaitable<domain::fetch_answer> curl_calendar_fetcher::fetch(domain::fetch_request request)
{
  // The URL may hold a secret token: only its host is logged.
  const auto parsed = boost::urls::parse_uri(request.url);
  const boost::core::string_view encoded_host = parsed ? boost::core::string_view(parsed->encoded_host()) : "";
  const std::string host = normalized_host(std::string_view(encoded_host.data(), encoded_host.size()));
  auto answer = co_await boost::asio::co_spawn(
      threads_,
      [this, r = std::move(request)]() -> domain::awaitable<domain::fetch_answer> { co_return fetch_now(policy_, r); },
      boost::asio::use_awaitable);
  if (answer.what == domain::fetch_answer::outcome::failed)
    log::info("calendar fetch failed host={} error={}", log::quote(host), log::quote(answer.error));
  co_return answer;
}

}  // namespace marine::calendar
