#include "api/json/enquiry_json.hpp"

#include "api/json/charter_json.hpp"

#include "api/json/body.hpp"
#include "api/json/i18n_catalogue.hpp"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <stdexcept>

namespace marine::api {
namespace {

// One {productId, quantity?} of the list; its errors are named items[i].<key>.
std::optional<domain::enquiry_line> read_line(const boost::json::value& v, std::size_t i, std::vector<domain::field_error>& errors)
{
  const auto name = [i](std::string_view key) { return fmt::format("items[{}].{}", i, key); };
  if (!v.is_object()) {
    errors.push_back({fmt::format("items[{}]", i), "Each item must be an object"});
    return std::nullopt;
  }
  json_fields fields(v.as_object());
  domain::enquiry_line line{.product_id = fields.string("productId").value_or(""),
                            .quantity = static_cast<int>(std::clamp(fields.integer("quantity").value_or(1), -1LL, 100000LL)),
                            .replaced = fields.string("replaced")};
  fields.refuse_unknown();
  for (auto& e : fields.errors()) errors.push_back({name(e.field), std::move(e.message)});
  return fields.ok() ? std::optional(line) : std::nullopt;
}

// One {text, quantity?} of the lines the catalogue has not; its errors are named missing[i].<key>.
std::optional<domain::missing_line> read_missing(const boost::json::value& v, std::size_t i,
                                                 std::vector<domain::field_error>& errors)
{
  if (!v.is_object()) {
    errors.push_back({fmt::format("missing[{}]", i), "Each missing line must be an object"});
    return std::nullopt;
  }
  json_fields fields(v.as_object());
  domain::missing_line line{.text = fields.string("text").value_or(""),
                            .quantity = static_cast<int>(std::clamp(fields.integer("quantity").value_or(1), -1LL, 100000LL))};
  fields.refuse_unknown();
  for (auto& e : fields.errors()) errors.push_back({fmt::format("missing[{}].{}", i, e.field), std::move(e.message)});
  return fields.ok() ? std::optional(line) : std::nullopt;
}

// "Sunday,Monday,…" into `names`, which must be filled exactly (a mistake in a catalogue
// stops the start, as a missing text does).
template <std::size_t N>
void split_names(std::string_view list, std::array<std::string, N>& names)
{
  std::size_t n = 0;
  for (std::size_t start = 0; start <= list.size();) {
    const auto end = std::min(list.find(',', start), list.size());
    if (n == N) throw std::out_of_range("too many names in a catalogue's list");
    names[n++] = std::string(list.substr(start, end - start));
    start = end + 1;
  }
  if (n != N) throw std::out_of_range("too few names in a catalogue's list");
}

}  // namespace

domain::result<domain::enquiry_request> read_enquiry_request(const request& req)
{
  auto body = parse_json_object(req);
  if (!body) return body.error();
  json_fields fields(*body);
  domain::enquiry_request in{.note = fields.string("note").value_or(""),
                             .lang = fields.string("lang").value_or(""),
                             .page = fields.string("page").value_or("")};
  // The desk the visitor chose and the agent their browser was given (docs/desks.md).
  in.desk = fields.string("desk");
  in.agent = fields.string("agent");
  const auto channel = fields.string("channel");
  if (channel) {
    if (auto c = domain::channel_of(*channel)) in.channel = *c;
    else fields.errors().push_back({"channel", "channel must be one of whatsapp, email, call"});
  } else if (fields.ok()) {
    fields.errors().push_back({"channel", "channel must be one of whatsapp, email, call"});
  }
  // A list of only missing lines may leave its items out (docs/parts-lists.md, "The enquiry").
  const auto* items = body->if_contains("items");
  if (!items && body->contains("missing")) {
  } else if (!items || !items->is_array()) {
    fields.errors().push_back({"items", "items must be a list of products"});
  } else if (items->as_array().size() > domain::max_enquiry_items) {
    fields.errors().push_back({"items", fmt::format("An enquiry holds at most {} products", domain::max_enquiry_items)});
  } else {
    std::size_t i = 0;
    for (const auto& v : items->as_array())
      if (auto line = read_line(v, i++, fields.errors())) in.items.push_back(std::move(*line));
  }
  if (const auto* missing = body->if_contains("missing"); missing && !missing->is_null()) {
    if (!missing->is_array()) {
      fields.errors().push_back({"missing", "missing must be a list of lines"});
    } else if (missing->as_array().size() > domain::max_enquiry_missing) {
      fields.errors().push_back({"missing", fmt::format("An enquiry holds at most {} missing lines", domain::max_enquiry_missing)});
    } else {
      std::size_t i = 0;
      for (const auto& v : missing->as_array())
        if (auto line = read_missing(v, i++, fields.errors())) in.missing.push_back(std::move(*line));
    }
  }
  if (const auto* booking = body->if_contains("booking"); booking && !booking->is_null()) {
    if (!booking->is_object()) {
      fields.errors().push_back({"booking", "booking must be an object"});
    } else {
      json_reader reader(fields.errors());
      const auto& o = booking->as_object();
      auto product_id = reader.text(o, "productId", "booking");
      auto slot = read_quote_request(o, reader, "booking", false);
      reader.refuse_unknown(o, {"productId", "date", "start", "hours", "guests", "extras"}, "booking");
      in.booking = std::pair{std::move(product_id), std::move(slot)};
    }
  }
  fields.refuse_unknown({"items", "missing", "booking"});
  if (!fields.ok()) return fields.failure();
  return in;
}

domain::result<domain::enquiry_update> read_enquiry_update(const request& req)
{
  auto body = parse_json_object(req);
  if (!body) return body.error();
  json_fields fields(*body);
  domain::enquiry_update in{.lost_reason = fields.string("lostReason"), .note = fields.string("note")};
  if (const auto status = fields.string("status")) {
    in.status = domain::status_of(*status);
    if (!in.status) fields.errors().push_back({"status", "status must be one of new, received, contacted, quoted, won, lost"});
  }
  if (const auto* a = body->if_contains("assignee")) {
    if (a->is_null()) in.assignee_id = std::optional<std::string>();
    else if (a->is_string()) in.assignee_id = std::optional<std::string>(std::string(a->as_string()));
    else fields.errors().push_back({"assignee", "assignee must be an account id or null"});
  }
  fields.refuse_unknown({"assignee"});
  if (!fields.ok()) return fields.failure();
  if (!in.status && !in.assignee_id && !in.lost_reason && !in.note)
    return domain::invalid_input("Nothing to change", {{"body", "Give status, assignee, lostReason or note"}});
  return in;
}

boost::json::value receipt_json(const domain::enquiry_receipt& r)
{
  return boost::json::object{{"ref", r.ref},
                             {"message", r.links.message},
                             {"whatsappUrl", r.links.whatsapp_url},
                             {"mailtoUrl", r.links.mailto_url}};
}

boost::json::value lead_json(const domain::enquiry& e, bool whole)
{
  boost::json::array items;
  for (const auto& i : e.items) {
    boost::json::object item{{"productId", i.product_id},
                             {"name", i.name},
                             {"category", i.category},
                             {"price", i.price ? boost::json::value(*i.price) : boost::json::value(nullptr)},
                             {"quantity", i.quantity}};
    if (i.replaced) item["replaced"] = *i.replaced;
    items.push_back(std::move(item));
  }
  boost::json::array missing;
  for (const auto& m : e.missing) missing.push_back(boost::json::object{{"text", m.text}, {"quantity", m.quantity}});
  boost::json::value assignee = nullptr;
  if (e.assignee_id)
    assignee = boost::json::object{{"id", *e.assignee_id}, {"username", e.assignee_username.value_or("")}};
  boost::json::object out{{"ref", e.ref},
                          {"channel", domain::channel_name(e.channel)},
                          {"lang", e.lang},
                          {"page", e.page},
                          {"note", e.note},
                          {"status", domain::status_name(e.status)},
                          {"lostReason", e.lost_reason ? boost::json::value(*e.lost_reason) : boost::json::value(nullptr)},
                          {"assignee", std::move(assignee)},
                          {"createdAt", e.created_at},
                          {"items", std::move(items)},
                          {"missing", std::move(missing)},
                          {"unreadable", e.unreadable},
                          {"desk", e.desk ? boost::json::value(*e.desk) : boost::json::value(nullptr)},
                          {"outOfHours", e.out_of_hours},
                          {"firstStatusChangeAt", e.first_status_change_at ? boost::json::value(*e.first_status_change_at)
                                                                            : boost::json::value(nullptr)}};
  // A booking request (docs/charter.md): whole in the lead, its date and start in the list.
  boost::json::value booking = nullptr;
  if (e.booking) {
    const auto& q = e.booking->quote;
    if (whole) {
      boost::json::array extras;
      for (const auto& x : q.extras) extras.push_back(boost::json::object{{"id", x.id}, {"name", x.name}, {"quantity", x.quantity}});
      booking = boost::json::object{{"productId", e.booking->product_id},
                                    {"date", domain::format_civil_date(q.date)},
                                    {"start", domain::format_time_of_day(q.start)},
                                    {"end", domain::format_time_of_day(q.start + q.minutes)},
                                    {"hours", q.minutes % 60 ? boost::json::value(q.minutes / 60.0) : boost::json::value(q.minutes / 60)},
                                    {"guests", q.guests},
                                    {"extras", std::move(extras)},
                                    {"quote", quote_json(q)}};
    } else {
      booking = boost::json::object{{"date", domain::format_civil_date(q.date)}, {"start", domain::format_time_of_day(q.start)}};
    }
  }
  out["booking"] = std::move(booking);
  if (whole) {
    boost::json::array notes;
    for (const auto& n : e.notes) notes.push_back(boost::json::object{{"author", n.author}, {"body", n.body}, {"at", n.at}});
    out["notes"] = std::move(notes);
  }
  return out;
}

domain::enquiry_wordings enquiry_wordings_from_catalogues()
{
  const auto english = catalogue_section(built_in_catalogue(language::en), "enquiryMessage");
  // A text the Arabic catalogue lacks is the English one; one neither has is a mistake in
  // the code (std::out_of_range at start-up).
  const auto words = [&english](const catalogue_texts& texts) {
    const auto text = [&](std::string_view key) -> const std::string& {
      const auto it = texts.find(key);
      return it != texts.end() ? it->second : english.at(std::string(key));
    };
    domain::enquiry_wording w{text("opening"),   text("note"),         text("reference"),   text("subject"),
                              text("staffSubject"), text("staffPage"), text("staffOpen"),   text("staffDigest"),
                              text("booking"),   text("guests"),       text("extras"),      text("estimate"),
                              text("vat"),       text("total"),        text("deposit"),     text("currency"),
                              text("missing"),   {}};
    // A closed desk's line (docs/desks.md); the day and month names are comma-separated lists.
    w.reply = {.line = text("reply"), .today = text("replyToday"), .tomorrow = text("replyTomorrow"),
               .weekday = text("replyWeekday"), .date = text("replyDate")};
    split_names(text("replyDays"), w.reply.days);
    split_names(text("replyMonths"), w.reply.months);
    return w;
  };
  return {words(english), words(catalogue_section(built_in_catalogue(language::ar), "enquiryMessage"))};
}

}  // namespace marine::api
