#pragma once
// How the staff hear of new leads (docs/enquiries.md, "Mail to the staff"): each lead at
// once, an hourly digest, or no mail. The mode is the administrator's, kept out of the
// public settings; the digest is written to the outbox by whichever instance gets there
// first, in one transaction with the leads it tells of.

#include "domain/activity/activity.hpp"
#include "domain/enquiries/enquiry.hpp"
#include "domain/enquiries/enquiry_message.hpp"
#include "domain/rules/error.hpp"
#include "domain/settings/desk.hpp"
#include "domain/settings/settings_service.hpp"

#include <chrono>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

namespace marine::domain {

enum class lead_mail_mode { each, hourly, off };
std::string_view lead_mail_mode_name(lead_mail_mode m) noexcept;
std::optional<lead_mail_mode> lead_mail_mode_of(std::string_view name) noexcept;

// A digest's mail and how many of the leads (the oldest first) it holds: as many as fit.
struct digest {
  outgoing_mail mail;
  std::size_t leads = 0;
  std::vector<std::string> refs;  // the references of the leads it holds
};
// At most this many leads are read for one digest; what does not fit waits for the next.
inline constexpr int digest_batch = 50;
// The digest's body stays well inside the outbox's 20,000 characters (migration 0013).
inline constexpr std::size_t digest_body_budget = 16000;

// The digest of `leads` (oldest first, at least one) sent to `to`: each lead's reference,
// channel, items and link, in the lead's language, under a subject naming the references.
digest digest_mail(const std::vector<enquiry>& leads, const enquiry_wordings& words, std::string_view to,
                   std::string_view site_url, std::string_view unique);

// The digests of `waiting` (oldest first) by desk (docs/desks.md, "The lead mail"): one mail
// to each address with the leads of the desks it serves; a lead without a desk, or whose
// desk is gone or has no address, goes to `fallback` (the settings' e-mail).
std::vector<digest> desk_digests(const std::vector<enquiry>& waiting, const std::vector<desk>& desks,
                                 const enquiry_wordings& words, std::string_view fallback, std::string_view site_url,
                                 std::string_view unique);
// The address a lead's mail goes to: its desk's, else `fallback`.
std::string lead_mail_address(const enquiry& lead, const std::vector<desk>& desks, std::string_view fallback);

class lead_mail_repository {
 public:
  virtual ~lead_mail_repository() = default;
  virtual awaitable<lead_mail_mode> mode() = 0;
  // Stores the mode with its activity entry; 'off' also drops the leads waiting for a digest.
  virtual awaitable<void> set_mode(lead_mail_mode mode, acting by) = 0;
  using digest_builder = std::function<std::vector<digest>(const std::vector<enquiry>& waiting)>;
  // In one transaction: when leads wait and no digest went in the last `every` (or the last
  // one left leads behind), writes build(waiting leads)'s mails to the outbox and clears
  // the leads they hold. Returns how many they held (0: none was due).
  virtual awaitable<std::size_t> write_digest(std::chrono::seconds every, digest_builder build) = 0;
};

struct lead_mail_options {
  std::string site_url;  // for the links to the leads
  std::chrono::seconds digest_every{3600};
};

class lead_mail_service {
 public:
  lead_mail_service(lead_mail_repository& store, settings_service& settings, enquiry_wordings words,
                    lead_mail_options options)
      : store_(store), settings_(settings), words_(std::move(words)), options_(std::move(options))
  {
  }

  awaitable<lead_mail_mode> mode() { return store_.mode(); }
  awaitable<result<lead_mail_mode>> set_mode(std::string_view name, acting by);
  // Writes the digest if one is due; how many leads it held.
  awaitable<std::size_t> digest_once();
  // digest_once every `tick`, for as long as the executor runs; an outage only delays it.
  awaitable<void> run_digests(std::chrono::seconds tick);

 private:
  lead_mail_repository& store_;
  settings_service& settings_;
  const enquiry_wordings words_;
  const lead_mail_options options_;
};

}  // namespace marine::domain
