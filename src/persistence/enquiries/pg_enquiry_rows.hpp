#pragma once
// A lead's row and the JSON its items and missing lines are written as (migrations 0012,
// 0024; docs/enquiries.md). persistence/ only.

#include "domain/enquiries/enquiry.hpp"

#include <pqxx/row>

#include <string>
#include <vector>

namespace marine::persistence {

// A lead's columns as a SELECT list with its FROM (`e` the lead, its assignee joined), and
// the lead of such a row: shared with the lead mail's digest (pg_lead_mail_repository).
extern const char* const lead_columns;
domain::enquiry lead_from_row(const pqxx::row& r);

// The items as the insert reads them (enquiry_insert_items), and the missing lines as stored.
std::string items_json(const std::vector<domain::enquiry_item>& items);
std::string missing_json(const std::vector<domain::missing_line>& missing);

}  // namespace marine::persistence
