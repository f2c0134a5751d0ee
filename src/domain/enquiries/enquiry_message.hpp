#pragma once
// What a sent enquiry says, in the visitor's language (docs/enquiries.md, "The message"):
// the items with their quantities, the note, and the reference that ties the chat, the
// e-mail or the call back to the stored lead. Built here only: the browser opens the links.
// The words come from the SPA's message catalogues (their "enquiryMessage" section), so a
// translator edits them where every other text of the site is.

#include "domain/enquiries/enquiry.hpp"
#include "domain/enquiries/enquiry_desk.hpp"
#include "domain/mail/mail.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace marine::domain {

struct enquiry_wording {
  std::string opening;    // the first line
  std::string note;       // before the visitor's note
  std::string reference;  // before the reference, on the last line
  std::string subject;    // before the reference, in the e-mail's subject
  std::string staff_subject;  // the staff's mail: before the reference in its subject,
  std::string staff_page;     // before the page the list was sent from,
  std::string staff_open;     // before the link that opens the lead
  std::string staff_digest;   // before the references, in an hourly digest's subject
  // A charter booking's lines (docs/charter.md): before the date and times, the guests, the
  // extras, the estimate's heading, the VAT, the total and the deposit; the currency after
  // each amount.
  std::string booking, guests, extras, estimate, vat, total, deposit, currency;
  // The heading of a parts list's lines the catalogue has not (docs/parts-lists.md).
  std::string missing;
  // A closed desk's line after the reference (docs/desks.md, "Open now, or when").
  reply_wording reply;
};
struct enquiry_wordings {
  enquiry_wording en;
  enquiry_wording ar;
  const enquiry_wording& in(std::string_view lang) const { return lang == "ar" ? ar : en; }
};

struct enquiry_links {
  std::string message;
  std::string whatsapp_url;
  std::string mailto_url;
};

// The message's text: lines separated by '\n'. `after_reference` (a closed desk's line,
// reply_line) follows the reference when given.
std::string enquiry_message(std::string_view ref, const std::vector<enquiry_item>& items, std::string_view note,
                            const enquiry_wording& words, const lead_booking* booking = nullptr,
                            const std::vector<missing_line>& missing = {}, std::string_view after_reference = {});
// The e-mail's subject, which carries the reference.
std::string enquiry_subject(std::string_view ref, const enquiry_wording& words);
// The message in the lead's language, and the chat and e-mail links that carry it; `closed`
// (the lead's moment and its desk's next opening, in Dubai) adds when the desk replies.
struct closed_desk {
  dubai_moment now, next;
};
enquiry_links enquiry_links_for(const enquiry& lead, const enquiry_wordings& words, std::string_view whatsapp_number,
                                std::string_view email, const std::optional<closed_desk>& closed = std::nullopt);

// The mail that tells the staff of a new lead (sent to `to`, the business's address), in the
// lead's language: the message, the page it came from and a link to the lead on `site_url`.
// `unique` makes its key one of a kind (a reference may come back after its lead is removed).
outgoing_mail staff_mail(const enquiry& lead, const enquiry_wordings& words, std::string_view to,
                         std::string_view site_url, std::string_view unique);

// RFC 3986 percent-encoding of everything but the unreserved characters (Boost.URL's).
std::string percent_encode(std::string_view text);

}  // namespace marine::domain
