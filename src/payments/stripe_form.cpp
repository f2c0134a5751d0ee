// The checkout session's request and answer (docs/payments.md, "The gateway").
#include "payments/stripe_wire.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>

namespace marine::payments {
namespace {

// A message for the log and staff: one line, short.
constexpr std::size_t max_message = 300;

bool unreserved(unsigned char c)
{
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '_' ||
         c == '~';
}

std::string percent_encoded(std::string_view text, bool keep_brackets)
{
  static constexpr std::array<char, 16> hex{'0', '1', '2', '3', '4', '5', '6', '7',
                                            '8', '9', 'A', 'B', 'C', 'D', 'E', 'F'};
  std::string out;
  out.reserve(text.size());
  for (const char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (unreserved(c) || (keep_brackets && (c == '[' || c == ']'))) {
      out += ch;
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 0xF];
    }
  }
  return out;
}

// Keys are "sk_…", "rk_…" (API keys) and "whsec_…" (webhook secrets): a message from anywhere
// may quote one, and the message goes to the log.
std::string redacted(std::string text)
{
  for (const std::string_view prefix : {"sk_", "rk_", "whsec_"}) {
    for (auto at = text.find(prefix); at != std::string::npos; at = text.find(prefix, at + 1)) {
      if (at > 0 && std::isalnum(static_cast<unsigned char>(text[at - 1]))) continue;  // "task_…" is no key
      auto end = at + prefix.size();
      while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '_' || text[end] == '*'))
        ++end;
      text.replace(at, end - at, "[redacted]");
    }
  }
  return text;
}

std::string one_line(std::string_view text)
{
  std::size_t n = std::min(text.size(), max_message);
  while (n < text.size() && n > 0 && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80) --n;  // whole characters
  std::string out;
  for (const char ch : text.substr(0, n)) out += static_cast<unsigned char>(ch) < 0x20 || ch == 0x7F ? ' ' : ch;
  return redacted(std::move(out));
}

std::string string_at(const boost::json::object& object, std::string_view key)
{
  const auto* value = object.if_contains(key);
  const auto* text = value ? value->if_string() : nullptr;
  return text ? std::string(*text) : std::string();
}

}  // namespace

bool api_base_allowed(std::string_view api_base)
{
  if (api_base.starts_with("https://")) return true;
  if (!api_base.starts_with("http://")) return false;
  const auto authority = api_base.substr(7, api_base.find_first_of("/?#", 7) - 7);
  if (authority.find('@') != std::string_view::npos) return false;
  if (authority.starts_with("[::1]")) return authority == "[::1]" || authority.starts_with("[::1]:");
  const auto host = authority.substr(0, authority.find(':'));
  if (host == "localhost" || (host.size() > 10 && host.ends_with(".localhost"))) return true;
  // A dotted IPv4 literal in 127.0.0.0/8, not a name that starts like one ("127.0.0.1.example").
  int dots = 0;
  for (const char c : host) {
    if (c == '.') ++dots;
    else if (c < '0' || c > '9') return false;
  }
  return dots == 3 && host.starts_with("127.");
}

std::string stripe_locale(std::string_view lang)
{
  return lang == "en" ? "en" : "auto";
}

form_fields checkout_form(const domain::checkout_request& request)
{
  const std::string kind = request.kind == domain::payment_kind::deposit ? "deposit" : "balance";
  return {
      {"mode", "payment"},
      {"line_items[0][price_data][currency]", request.currency},
      {"line_items[0][price_data][unit_amount]", std::to_string(request.amount_fils)},
      {"line_items[0][price_data][product_data][name]", request.description},
      {"line_items[0][quantity]", "1"},
      {"client_reference_id", request.ref},
      {"metadata[ref]", request.ref},
      {"metadata[kind]", kind},
      {"metadata[token]", request.token},
      {"locale", stripe_locale(request.lang)},
      {"success_url", request.success_url},
      {"cancel_url", request.cancel_url},
      {"expires_at", std::to_string(request.expires_at.time_since_epoch().count())},
  };
}

std::string form_encode(const form_fields& fields)
{
  std::string out;
  for (const auto& [key, value] : fields) {
    if (!out.empty()) out += '&';
    out += percent_encoded(key, true);
    out += '=';
    out += percent_encoded(value, false);
  }
  return out;
}

std::optional<domain::checkout_session> read_session_answer(long status, std::string_view body,
                                                            domain::gateway_failure& failure)
{
  boost::system::error_code ec;
  const auto json = boost::json::parse(body, ec);
  const auto* object = ec ? nullptr : json.if_object();
  if (status >= 200 && status < 300) {
    const auto* expires = object ? object->if_contains("expires_at") : nullptr;
    const auto* seconds = expires ? expires->if_int64() : nullptr;
    domain::checkout_session session;
    if (object) {
      session.id = string_at(*object, "id");
      session.url = string_at(*object, "url");
    }
    if (!session.id.empty() && !session.url.empty() && seconds) {
      session.expires_at = std::chrono::sys_seconds(std::chrono::seconds(*seconds));
      return session;
    }
    failure.message = fmt::format("Stripe answered {} without a checkout session", status);
    return std::nullopt;
  }
  const auto* error_value = object ? object->if_contains("error") : nullptr;
  const auto* error = error_value ? error_value->if_object() : nullptr;
  if (!error) {
    failure.message = fmt::format("Stripe answered {}", status);
    return std::nullopt;
  }
  const auto type = string_at(*error, "type"), code = string_at(*error, "code"), param = string_at(*error, "param");
  std::string what = type.empty() ? "error" : type;
  if (!code.empty()) what += "/" + code;
  if (!param.empty()) what += " on " + param;
  failure.message = one_line(fmt::format("Stripe answered {} ({}): {}", status, what, string_at(*error, "message")));
  return std::nullopt;
}

}  // namespace marine::payments
