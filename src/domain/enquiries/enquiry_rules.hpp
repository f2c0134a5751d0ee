#pragma once
// The rules of enquiries and leads (docs/enquiries.md): what a visitor may send, what the
// inbox may be filtered by, and how a lead's status may move.

#include "domain/enquiries/enquiry.hpp"
#include "domain/rules/error.hpp"
#include "domain/rules/query_parameters.hpp"

namespace marine::domain {

// Whether `id` has a desk id's form, ^[a-z0-9][a-z0-9-]{0,31}$ (docs/desks.md).
bool is_desk_id(std::string_view id) noexcept;

// The request with its note trimmed, or the field errors ("items", "items[2].quantity",
// "note", "lang", "page").
result<enquiry_request> validated_enquiry(enquiry_request request);

// The inbox's filter from its query parameters: status, channel, q (a reference or part of
// an item's name), from, to, cursor, limit.
result<enquiry_filter> parse_enquiry_filter(const query_parameters& params);

// Whether a lead may move from `from` to `to`: forward along new → received → contacted →
// quoted, and to won or lost from any status after new; won and lost are final. A move to
// lost needs a reason. Nothing when it may; the field error's failure otherwise.
std::optional<failure> check_transition(enquiry_status from, enquiry_status to, const std::optional<std::string>& reason);

// The update with its texts trimmed, or its field errors (lostReason, note; the status and
// assignee are checked against the lead by the service).
result<enquiry_update> validated_update(enquiry_update update);

}  // namespace marine::domain
