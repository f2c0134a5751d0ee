#pragma once
// What a sent enquiry says, in the visitor's language (docs/enquiries.md, "The message"):
// the items with their quantities, the note, and the reference that ties the chat, the
// e-mail or the call back to the stored lead. Built here only: the browser opens the links.
// The words come from the SPA's message catalogues (their "enquiryMessage" section), so a
// translator edits them where every other text of the site is.

#include "domain/enquiries/enquiry.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace marine::domain {

struct enquiry_wording {
  std::string opening;    // the first line
  std::string note;       // before the visitor's note
  std::string reference;  // before the reference, on the last line
  std::string subject;    // before the reference, in the e-mail's subject
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

// The message's text: lines separated by '\n'.
std::string enquiry_message(std::string_view ref, const std::vector<enquiry_item>& items, std::string_view note,
                            const enquiry_wording& words);
// The e-mail's subject, which carries the reference.
std::string enquiry_subject(std::string_view ref, const enquiry_wording& words);
// The message in the lead's language, and the chat and e-mail links that carry it.
enquiry_links enquiry_links_for(const enquiry& lead, const enquiry_wordings& words, std::string_view whatsapp_number,
                                std::string_view email);

// RFC 3986 percent-encoding of everything but the unreserved characters.
std::string percent_encode(std::string_view text);

}  // namespace marine::domain
