#include "domain/enquiries/enquiry_rules.hpp"

#include "domain/enquiries/reference_code.hpp"
#include "domain/rules/text_rules.hpp"
#include "domain/rules/time_bounds.hpp"
#include "domain/rules/validation.hpp"

#include <algorithm>
#include <array>
#include <fmt/format.h>

namespace marine::domain {
namespace {

constexpr std::array<std::string_view, 8> known_parameters = {"status", "channel", "desk", "q", "from", "to", "cursor", "limit"};
constexpr std::size_t max_query_text = 100;

bool all_digits(std::string_view s) noexcept
{
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// "<YYYY-MM-DDTHH:MM:SS.ffffffZ>_<ref>", as the repository writes a lead's cursor.
std::optional<std::pair<std::string, std::string>> parse_cursor(std::string_view s)
{
  constexpr std::size_t at_length = 27;
  if (s.size() < at_length + 2 || s[at_length] != '_') return std::nullopt;
  const auto at = s.substr(0, at_length);
  const auto ref = typed_reference(s.substr(at_length + 1));
  if (!ref || *ref != s.substr(at_length + 1) || !is_iso_utc_timestamp(fmt::format("{}Z", at.substr(0, 19))) ||
      at[19] != '.' || !all_digits(at.substr(20, 6)) || at[26] != 'Z' || time_out_of_range(fmt::format("{}Z", at.substr(0, 19))))
    return std::nullopt;
  return std::pair{std::string(at), *ref};
}

// The position along new → received → contacted → quoted; won and lost come after.
int stage(enquiry_status s) { return static_cast<int>(s); }

}  // namespace

bool is_desk_id(std::string_view id) noexcept
{
  const auto lower_or_digit = [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); };
  return !id.empty() && id.size() <= 32 && lower_or_digit(id[0]) &&
         std::all_of(id.begin(), id.end(), [&](char c) { return lower_or_digit(c) || c == '-'; });
}

result<enquiry_request> validated_enquiry(enquiry_request r)
{
  std::vector<field_error> errors;
  if (r.items.empty() && r.missing.empty()) errors.push_back({"items", "Add at least one product"});
  if (r.items.size() > max_enquiry_items)
    errors.push_back({"items", fmt::format("An enquiry holds at most {} products", max_enquiry_items)});
  for (std::size_t i = 0; i < r.items.size() && i < max_enquiry_items; ++i) {
    const auto& line = r.items[i];
    if (!is_plausible_id(line.product_id)) errors.push_back({fmt::format("items[{}].productId", i), "Unknown product"});
    else if (std::any_of(r.items.begin(), r.items.begin() + static_cast<std::ptrdiff_t>(i),
                         [&](const enquiry_line& l) { return l.product_id == line.product_id; }))
      errors.push_back({fmt::format("items[{}].productId", i), "This product is listed twice"});
    if (line.quantity < 1 || line.quantity > max_enquiry_quantity)
      errors.push_back({fmt::format("items[{}].quantity", i), fmt::format("Quantity must be from 1 to {}", max_enquiry_quantity)});
  }
  for (std::size_t i = 0; i < r.items.size() && i < max_enquiry_items; ++i) {
    auto& replaced = r.items[i].replaced;
    if (!replaced) continue;
    *replaced = trim(*replaced);
    check_text(errors, *replaced, {.field = fmt::format("items[{}].replaced", i), .label = "The old number",
                                   .required = "The old number is empty", .max = max_replaced_number});
  }
  if (r.missing.size() > max_enquiry_missing)
    errors.push_back({"missing", fmt::format("An enquiry holds at most {} missing lines", max_enquiry_missing)});
  for (std::size_t i = 0; i < r.missing.size() && i < max_enquiry_missing; ++i) {
    auto& line = r.missing[i];
    line.text = trim(line.text);
    check_text(errors, line.text, {.field = fmt::format("missing[{}].text", i), .label = "A missing line",
                                   .required = "A missing line needs its text", .max = max_missing_text});
    if (line.quantity < 1 || line.quantity > max_enquiry_quantity)
      errors.push_back({fmt::format("missing[{}].quantity", i), fmt::format("Quantity must be from 1 to {}", max_enquiry_quantity)});
  }
  r.note = trim(r.note);
  check_text(errors, r.note, {.field = "note", .label = "Note", .max = max_enquiry_note, .lines = text_lines::multi});
  if (r.lang != "en" && r.lang != "ar") errors.push_back({"lang", "lang must be en or ar"});
  if (!r.page.starts_with('/') || r.page.starts_with("//"))
    errors.push_back({"page", "page must be a path of this site"});
  else
    check_text(errors, r.page, {.field = "page", .label = "Page", .max = max_enquiry_page_path});
  // The desk must be one of the settings' (checked by the service); here only its form.
  if (r.desk && !is_desk_id(*r.desk)) errors.push_back({"desk", "Unknown desk"});
  if (r.agent && (!all_digits(*r.agent) || r.agent->size() > 15))
    errors.push_back({"agent", "agent must be a WhatsApp number: digits with the country code"});
  if (!errors.empty()) return validation_failure(std::move(errors));
  return r;
}

result<enquiry_filter> parse_enquiry_filter(const query_parameters& params)
{
  enquiry_filter f;
  std::vector<field_error> errors;
  std::vector<std::string_view> seen;
  for (const auto& [name, value] : params) {
    if (!accept_parameter(name, known_parameters, seen, errors)) continue;
    if (value.empty()) continue;  // an empty filter is no filter (the form sends them)
    if (name == "status") {
      f.status = status_of(value);
      if (!f.status) errors.push_back({name, "status must be one of new, received, contacted, quoted, won, lost"});
    } else if (name == "channel") {
      f.channel = channel_of(value);
      if (!f.channel) errors.push_back({name, "channel must be one of whatsapp, email, call"});
    } else if (name == "desk") {
      if (is_desk_id(value)) f.desk = std::string(value);
      else errors.push_back({name, "desk must be a desk's id"});
    } else if (name == "q") {
      const auto text = trim(value);
      if (check_text(errors, text, {.field = "q", .label = "q", .max = max_query_text}) && !text.empty()) {
        f.text = text;
        f.ref = typed_reference(text);
      }
    } else if (name == "from" || name == "to") {
      (name == "from" ? f.from : f.to) = time_bound_of(name, value, errors);
    } else if (name == "cursor") {
      // "!": the lead had a flagged payment, and those come first (docs/payments.md).
      f.after_flagged = value.starts_with('!');
      f.after = parse_cursor(f.after_flagged ? value.substr(1) : value);
      if (!f.after) errors.push_back({name, "cursor must be the nextCursor of an earlier page"});
    } else if (name == "limit") {
      const int n = all_digits(value) && value.size() <= 3 ? std::stoi(value) : 0;
      if (n < 1 || n > max_enquiry_page) errors.push_back({name, fmt::format("limit must be from 1 to {}", max_enquiry_page)});
      else f.limit = n;
    }
  }
  if (f.from && f.to && *f.from >= *f.to) errors.push_back({"to", "to must be later than from"});
  if (!errors.empty()) return validation_failure(std::move(errors));
  return f;
}

std::optional<failure> check_transition(enquiry_status from, enquiry_status to, const std::optional<std::string>& reason)
{
  const bool final = from == enquiry_status::won || from == enquiry_status::lost;
  const bool closing = to == enquiry_status::won || to == enquiry_status::lost;
  const bool allowed = !final && (closing ? from != enquiry_status::fresh : stage(to) > stage(from));
  if (from == to) return std::nullopt;
  if (!allowed)
    return invalid_input(fmt::format("A lead cannot move from {} to {}", status_name(from), status_name(to)),
                         {{"status", fmt::format("A lead cannot move from {} to {}", status_name(from), status_name(to))}});
  if (to == enquiry_status::lost && (!reason || reason->empty()))
    return invalid_input("Say why the lead was lost", {{"lostReason", "Say why the lead was lost"}});
  return std::nullopt;
}

result<enquiry_update> validated_update(enquiry_update u)
{
  std::vector<field_error> errors;
  if (u.lost_reason) {
    *u.lost_reason = trim(*u.lost_reason);
    check_text(errors, *u.lost_reason, {.field = "lostReason", .label = "Reason", .max = max_lost_reason});
  }
  if (u.note) {
    *u.note = trim(*u.note);
    check_text(errors, *u.note,
               {.field = "note", .label = "Note", .required = "Write the note", .max = max_enquiry_note, .lines = text_lines::multi});
  }
  if (u.assignee_id && *u.assignee_id && !is_plausible_id(**u.assignee_id))
    errors.push_back({"assignee", "assignee must be a staff account's id"});
  if (u.lost_reason && (!u.status || *u.status != enquiry_status::lost))
    errors.push_back({"lostReason", "A reason goes with the status lost"});
  if (!errors.empty()) return validation_failure(std::move(errors));
  return u;
}

std::string_view channel_name(enquiry_channel c) noexcept
{
  static constexpr std::string_view names[] = {"whatsapp", "email", "call"};
  return names[static_cast<int>(c)];
}

std::optional<enquiry_channel> channel_of(std::string_view name) noexcept
{
  for (auto c : {enquiry_channel::whatsapp, enquiry_channel::email, enquiry_channel::call})
    if (channel_name(c) == name) return c;
  return std::nullopt;
}

std::string_view status_name(enquiry_status s) noexcept
{
  static constexpr std::string_view names[] = {"new", "received", "contacted", "quoted", "won", "lost"};
  return names[static_cast<int>(s)];
}

std::optional<enquiry_status> status_of(std::string_view name) noexcept
{
  for (int i = 0; i <= static_cast<int>(enquiry_status::lost); ++i)
    if (status_name(static_cast<enquiry_status>(i)) == name) return static_cast<enquiry_status>(i);
  return std::nullopt;
}

}  // namespace marine::domain
