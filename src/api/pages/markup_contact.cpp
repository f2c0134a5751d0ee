// The contact page's first screen: its title and the 'Get in Touch' card, as
// features/contact/components/contact-view.tsx renders them, so that a visitor on a phone has
// the numbers, the address and the hours (and working call, chat and e-mail links) before the
// app's code arrives. The other two cards are below a phone's fold and come with the app.
#include "api/pages/first_screen_markup.hpp"
#include "api/pages/localized_page.hpp"

#include <regex>

namespace marine::api {
namespace {

using namespace markup;

// config/site.ts formatPhone: "971501234567" → "+971 50 123 4567", others "+<digits>".
std::string phone_display(const std::string& digits)
{
  static const std::regex uae(R"(^971(\d\d?)(\d{3})(\d{4})$)");
  std::smatch m;
  if (!std::regex_match(digits, m, uae)) return "+" + digits;
  return "+971 " + m[1].str() + " " + m[2].str() + " " + m[3].str();
}

// One row of the card's list: an icon, a label and what follows it.
std::string contact_row(std::string_view icon_name, std::string_view label, std::string_view body)
{
  return "<li class=\"flex gap-3\">" + icon(icon_name, "mt-0.5 size-5 shrink-0 text-sky-800") +
         "<div><p class=\"font-medium text-slate-900\">" + escape_html(label) + "</p>" + std::string(body) +
         "</div></li>";
}

std::string hours_list(const site_info& site)
{
  const auto& s = site.settings;
  const auto& rows = site.lang == language::ar && !s.business_hours_ar.empty() ? s.business_hours_ar : s.business_hours;
  std::string dl = "<dl class=\"grid gap-x-3 sm:grid-cols-[auto_1fr]\">";
  for (const auto& row : rows)
    dl += "<div class=\"contents\"><dt dir=\"auto\" class=\"text-slate-900\">" + escape_html(row.days) +
          ":</dt><dd class=\"whitespace-nowrap\"><bdi>" + escape_html(row.hours) + "</bdi></dd></div>";
  return dl + "</dl>";
}

std::string get_in_touch(const site_info& site)
{
  const auto& w = words(site);
  const auto& s = site.settings;
  const auto tel = escape_html(tel_href(site));
  const auto mailto = escape_html("mailto:" + s.email);
  std::string address = "<address dir=\"auto\" class=\"not-italic\">" + escape_html(in_language(site.lang, s.address, s.address_ar)) + "</address>";
  if (!s.map_url.empty())
    address += "<a href=\"" + escape_html(s.map_url) +
               "\" target=\"_blank\" rel=\"noopener noreferrer\" class=\"text-sky-800 underline hover:text-sky-900\">" +
               escape_html(w.text("contact.viewOnMap")) + " <span class=\"sr-only\">" + escape_html(w.text("contact.newTab")) +
               "</span></a>";
  const auto rows =
      contact_row("phone", w.text("contact.phone"),
                  "<a href=\"" + tel + "\" dir=\"ltr\" class=\"hover:text-sky-800 hover:underline\">" +
                      escape_html(phone_display(s.phone)) + "</a>") +
      contact_row("mail", w.text("contact.email"),
                  "<a href=\"" + mailto + "\" class=\"break-all hover:text-sky-800 hover:underline\">" + escape_html(s.email) + "</a>") +
      contact_row("map-pin", w.text("contact.address"), address) +
      contact_row("clock", w.text("contact.businessHours"), hours_list(site));
  const auto button = [](variant v) { return button_class(v, size::md) + " sm:flex-1"; };
  const auto buttons = "<a href=\"" + tel + "\" class=\"" + button(variant::primary) + "\">" +
                       icon("phone") + escape_html(w.text("contact.callNow")) + "</a><a href=\"" +
                       escape_html(whatsapp_href(site, w.text("common.chat.services"))) +
                       "\" target=\"_blank\" rel=\"noopener noreferrer\" class=\"" + button(variant::whatsapp) + "\">" +
                       icon("message-circle") + escape_html(w.text("contact.whatsapp")) + "</a><a href=\"" + mailto +
                       "\" class=\"" + button(variant::secondary) + "\">" + icon("mail") +
                       escape_html(w.text("contact.sendEmail")) + "</a>";
  return "<section class=\"rounded-xl border border-slate-200 bg-white p-6 shadow-sm\"><h2 class=\"text-xl font-semibold "
         "text-slate-900\">" +
         escape_html(w.text("contact.getInTouch")) + "</h2><div class=\"mt-4\"><ul class=\"space-y-4 text-slate-700\">" +
         rows + "</ul><div class=\"mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap\">" + buttons + "</div></div></section>";
}

}  // namespace

std::string contact_markup(const site_info& site)
{
  const auto& w = words(site);
  return "<div class=\"mx-auto max-w-7xl px-4 py-10 sm:px-6\"><h1 class=\"text-3xl font-bold text-slate-900\">" +
         escape_html(w.text("contact.heading")) + "</h1><p class=\"mt-2 max-w-2xl text-slate-600\">" +
         escape_html(w.text("contact.intro")) + "</p><div class=\"mt-8 grid gap-6 lg:grid-cols-2\">" + get_in_touch(site) +
         "</div></div>";
}

}  // namespace marine::api
