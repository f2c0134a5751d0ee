#include "domain/enquiries/lead_mail.hpp"

#include "domain/enquiries/reference_code.hpp"

#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <utility>

namespace marine::domain {
namespace {

constexpr std::array<std::pair<lead_mail_mode, std::string_view>, 3> mode_names{
    {{lead_mail_mode::each, "each"}, {lead_mail_mode::hourly, "hourly"}, {lead_mail_mode::off, "off"}}};

// One lead in a digest: its reference and channel, the link that opens it, then the message
// as the visitor sent it (last, so that its note cannot fake the lines above).
std::string digest_entry(const enquiry& lead, const enquiry_wordings& words, std::string_view site_url)
{
  const auto& w = words.in(lead.lang);
  return fmt::format("{} ({})\n{}{}/admin/enquiries/{}\n{}", lead.ref, channel_name(lead.channel), w.staff_open, site_url,
                     lead.ref, enquiry_message(lead.ref, lead.items, lead.note, w, nullptr, lead.missing));
}

}  // namespace

std::string_view lead_mail_mode_name(lead_mail_mode m) noexcept
{
  for (const auto& [mode, name] : mode_names)
    if (mode == m) return name;
  return "each";
}

std::optional<lead_mail_mode> lead_mail_mode_of(std::string_view name) noexcept
{
  for (const auto& [mode, known] : mode_names)
    if (known == name) return mode;
  return std::nullopt;
}

digest digest_mail(const std::vector<enquiry>& leads, const enquiry_wordings& words, std::string_view to,
                   std::string_view site_url, std::string_view unique)
{
  digest d;
  std::string body, refs;
  for (const auto& lead : leads) {
    auto entry = digest_entry(lead, words, site_url);
    // The first always goes (one lead's entry is far below the budget); the others while they fit.
    if (d.leads > 0 && body.size() + entry.size() + 2 > digest_body_budget) break;
    body += (d.leads ? "\n\n" : "") + entry;
    refs += (d.leads ? ", " : "") + lead.ref;
    d.refs.push_back(lead.ref);
    ++d.leads;
  }
  auto subject = fmt::format("{}{}", words.en.staff_digest, refs);
  // The subject holds the references while they fit in the outbox's 300 characters.
  if (subject.size() > 290) subject = fmt::format("{}{} … ({})", words.en.staff_digest, leads.front().ref, d.leads);
  d.mail = {.key = fmt::format("digest-{}-{}@marine-site", leads.front().ref, unique),
            .to = std::string(to),
            .subject = std::move(subject),
            .body = std::move(body)};
  return d;
}

std::string lead_mail_address(const enquiry& lead, const std::vector<desk>& desks, std::string_view fallback)
{
  for (const auto& d : desks)
    if (lead.desk && d.id == *lead.desk && !d.email.empty()) return d.email;
  return std::string(fallback);
}

std::vector<digest> desk_digests(const std::vector<enquiry>& waiting, const std::vector<desk>& desks,
                                 const enquiry_wordings& words, std::string_view fallback, std::string_view site_url,
                                 std::string_view unique)
{
  // The addresses in the order of their oldest lead, each with its leads, oldest first.
  std::vector<std::pair<std::string, std::vector<enquiry>>> by_address;
  for (const auto& lead : waiting) {
    auto to = lead_mail_address(lead, desks, fallback);
    auto group = std::find_if(by_address.begin(), by_address.end(), [&](const auto& g) { return g.first == to; });
    if (group == by_address.end()) group = by_address.insert(by_address.end(), {std::move(to), {}});
    group->second.push_back(lead);
  }
  std::vector<digest> out;
  // Each key names its first lead, so one `unique` serves them all.
  for (const auto& [to, leads] : by_address) out.push_back(digest_mail(leads, words, to, site_url, unique));
  return out;
}

awaitable<result<lead_mail_mode>> lead_mail_service::set_mode(std::string_view name, acting by)
{
  const auto mode = lead_mail_mode_of(name);
  if (!mode)
    co_return invalid_input("The mode must be each, hourly or off", {{"mode", "The mode must be each, hourly or off"}});
  co_await store_.set_mode(*mode, std::move(by));
  co_return *mode;
}

awaitable<std::size_t> lead_mail_service::digest_once()
{
  const auto to = (co_await settings_.get()).email;
  auto desks = co_await settings_.desks();
  co_return co_await store_.write_digest(options_.digest_every, [words = words_, to, desks = std::move(desks),
                                                                 site = options_.site_url](const std::vector<enquiry>& waiting) {
    return desk_digests(waiting, desks, words, to, site, new_reference(6).substr(2));
  });
}

awaitable<void> lead_mail_service::run_digests(std::chrono::seconds tick)
{
  boost::asio::steady_timer timer(co_await boost::asio::this_coro::executor);
  for (;;) {
    try {
      co_await digest_once();
    } catch (const std::exception&) {
      // The database is away: the leads keep waiting for the digest until it is back.
    }
    timer.expires_after(tick);
    co_await timer.async_wait(boost::asio::use_awaitable);
  }
}

}  // namespace marine::domain
