#pragma once
// Enquiry insights over HTTP: the event a page posts, the report as JSON and as CSV.

#include "api/http/types.hpp"
#include "domain/insights/enquiry_event.hpp"
#include "domain/insights/insights_service.hpp"

#include <string>

namespace marine::api {

// {type, path, productId?, ref?, utmSource?, utmMedium?, utmCampaign?} as JSON, sent as
// application/json or text/plain (navigator.sendBeacon); any other key is refused.
domain::result<domain::event_input> read_event_input(const request& req);
domain::result<domain::event_input> read_event_input(std::string_view content_type, std::string_view body);

// {totals, byDay, byProduct, bySource} (docs/insights.md).
std::string report_json(const domain::insights_report& report);
// date,productId,product,category,source,view,call,whatsapp,email; one line a row.
std::string detail_csv(const std::vector<domain::insights_detail_row>& rows);

}  // namespace marine::api
