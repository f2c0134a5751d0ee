#include "domain/enquiries/enquiry_message.hpp"

#include <boost/url/encode.hpp>
#include <boost/url/grammar/lut_chars.hpp>
#include <boost/url/rfc/unreserved_chars.hpp>
#include <fmt/format.h>

namespace marine::domain {
namespace {

// Line breaks as CRLF, as a mailto body wants them (RFC 6068).
std::string with_crlf(std::string_view text)
{
  std::string out;
  for (const char c : text) {
    if (c == '\n') out += '\r';
    out += c;
  }
  return out;
}

// A booking's lines: when, how many, which extras, and the estimate line by line.
std::string booking_lines(const lead_booking& b, const enquiry_wording& w)
{
  const auto& q = b.quote;
  std::string text = fmt::format("\n{}{} {}–{}", w.booking, format_civil_date(q.date), format_time_of_day(q.start),
                                 format_time_of_day(q.start + q.minutes));
  text += fmt::format("\n{}{}", w.guests, q.guests);
  if (!q.extras.empty()) {
    text += "\n" + w.extras;
    bool first = true;
    for (const auto& x : q.extras) {
      text += fmt::format("{}{} × {}", first ? "" : ", ", x.name, x.quantity);
      first = false;
    }
  }
  text += "\n" + w.estimate;
  for (const auto& l : q.lines) text += fmt::format("\n- {}: {} {}", l.label, format_amount(l.amount), w.currency);
  if (q.vat > 0) text += fmt::format("\n{}{} {}", w.vat, format_amount(q.vat), w.currency);
  text += fmt::format("\n{}{} {}", w.total, format_amount(q.total), w.currency);
  text += fmt::format("\n{}{} {}", w.deposit, format_amount(q.deposit), w.currency);
  return text;
}

// The visitor's note on one line: a line break in it could otherwise start a line that
// looks like one the server writes ("Reference: …").
std::string one_line_note(std::string_view note)
{
  std::string out;
  for (std::size_t i = 0; i < note.size(); ++i) {
    const bool unicode_break = note.substr(i).starts_with("\u2028") || note.substr(i).starts_with("\u2029");
    if (note[i] == '\r' || note[i] == '\n' || unicode_break) {
      if (note[i] == '\r' && i + 1 < note.size() && note[i + 1] == '\n') ++i;
      if (unicode_break) i += 2;
      if (!out.empty() && out.back() != ' ') out += ' ';
      continue;
    }
    out += note[i];
  }
  return out;
}

}  // namespace

std::string enquiry_message(std::string_view ref, const std::vector<enquiry_item>& items, std::string_view note,
                            const enquiry_wording& w, const lead_booking* booking, const std::vector<missing_line>& missing,
                            std::string_view after_reference)
{
  std::string text(w.opening);
  int n = 0;
  for (const auto& item : items) {
    // An item found through an old number: "1R-0749 → 1R-0750" before its name.
    std::string through;
    if (item.replaced) through = fmt::format("{} → {} ", one_line_note(*item.replaced), item.code.empty() ? "?" : item.code);
    text += fmt::format("\n{}. {}{} × {}", ++n, through, item.name, item.quantity);
  }
  if (booking) text += booking_lines(*booking, w);
  // The lines the catalogue has not, as typed, each after a "- " of ours: none can stand
  // where a line of the server's would.
  if (!missing.empty()) {
    text += "\n" + w.missing;
    for (const auto& m : missing) text += fmt::format("\n- {} × {}", one_line_note(m.text), m.quantity);
  }
  // The server's lines first, the visitor's note last and on one line: nothing in it can
  // stand where a line of the server's would (docs/enquiries.md, "The message").
  text += fmt::format("\n{}{}", w.reference, ref);
  if (!after_reference.empty()) text += fmt::format("\n{}", after_reference);
  if (!note.empty()) text += fmt::format("\n{}{}", w.note, one_line_note(note));
  return text;
}

std::string enquiry_subject(std::string_view ref, const enquiry_wording& w) { return fmt::format("{}{}", w.subject, ref); }

enquiry_links enquiry_links_for(const enquiry& lead, const enquiry_wordings& words, std::string_view whatsapp_number,
                                std::string_view email, const std::optional<closed_desk>& closed)
{
  const auto& w = words.in(lead.lang);
  enquiry_links links;
  const auto reply = closed ? reply_line(w.reply, lead.ref, closed->now, closed->next) : std::string();
  links.message =
      enquiry_message(lead.ref, lead.items, lead.note, w, lead.booking ? &*lead.booking : nullptr, lead.missing, reply);
  links.whatsapp_url = fmt::format("https://wa.me/{}?text={}", whatsapp_number, percent_encode(links.message));
  // The address too: a '?', '&' or '#' in it would otherwise start the query or cut it.
  const auto address = boost::urls::encode(email, boost::urls::unreserved_chars + boost::urls::grammar::lut_chars('@'));
  links.mailto_url = fmt::format("mailto:{}?subject={}&body={}", address, percent_encode(enquiry_subject(lead.ref, w)),
                                 percent_encode(with_crlf(links.message)));
  return links;
}

outgoing_mail staff_mail(const enquiry& lead, const enquiry_wordings& words, std::string_view to,
                         std::string_view site_url, std::string_view unique)
{
  const auto& w = words.in(lead.lang);
  // The link and the page above the visitor's text, which cannot then fake them.
  auto body = fmt::format("{}{}/admin/enquiries/{}\n{}{}{}\n\n", w.staff_open, site_url, lead.ref, w.staff_page, site_url, lead.page);
  body += enquiry_message(lead.ref, lead.items, lead.note, w, lead.booking ? &*lead.booking : nullptr, lead.missing);
  return {.key = fmt::format("lead-{}-{}@marine-site", lead.ref, unique),
          .to = std::string(to),
          .subject = fmt::format("{}{}", w.staff_subject, lead.ref),
          .body = std::move(body)};
}

std::string percent_encode(std::string_view text)
{
  return boost::urls::encode(text, boost::urls::unreserved_chars);
}

}  // namespace marine::domain
