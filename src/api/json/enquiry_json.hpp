#pragma once
// Enquiry bodies and answers (docs/enquiries.md, "The contract").

#include "api/http/types.hpp"
#include "domain/enquiries/enquiry.hpp"
#include "domain/enquiries/enquiry_service.hpp"

#include <boost/json/value.hpp>

namespace marine::api {

// {items: [{productId, quantity?}], missing?, booking?, note?, channel, lang, page, desk?, agent?};
// any other key is refused.
domain::result<domain::enquiry_request> read_enquiry_request(const request& req);
// {status?, assignee? (an account id, or null to clear), lostReason?, note?}
domain::result<domain::enquiry_update> read_enquiry_update(const request& req);

// {ref, message, whatsappUrl, mailtoUrl}
boost::json::value receipt_json(const domain::enquiry_receipt& r);
// A lead; `whole` adds its notes (the detail view).
boost::json::value lead_json(const domain::enquiry& e, bool whole);

// The message's words: the "enquiryMessage" section of the built-in catalogues.
domain::enquiry_wordings enquiry_wordings_from_catalogues();

}  // namespace marine::api
