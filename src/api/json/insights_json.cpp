#include "api/json/insights_json.hpp"

#include "api/json/body.hpp"

#include <boost/json/serialize.hpp>

namespace marine::api {
namespace {

namespace json = boost::json;

constexpr std::string_view event_keys[] = {"type", "path", "productId", "ref", "utmSource", "utmMedium", "utmCampaign"};

void put_counts(json::object& o, const domain::kind_counts& c)
{
  for (auto k : domain::all_event_kinds) o[domain::to_string(k)] = c[static_cast<std::size_t>(k)];
}

void put_leads(json::object& o, const domain::lead_counts& l)
{
  o["leadsSent"] = l.sent;
  o["leadsReceived"] = l.received;
  o["leadsWon"] = l.won;
}

json::object counts_object(const domain::kind_counts& c)
{
  json::object o;
  put_counts(o, c);
  return o;
}

// A CSV field: quoted when it holds a separator, a quote or a line break; a leading
// = + - @ (a formula to a spreadsheet) is defused with a quote character first.
std::string csv_field(std::string_view text)
{
  std::string value;
  if (!text.empty() && std::string_view("=+-@\t\r").find(text.front()) != std::string_view::npos) value = "'";
  value += text;
  if (value.find_first_of(",\"\r\n") == std::string::npos) return value;
  std::string quoted = "\"";
  for (char c : value) {
    if (c == '"') quoted += '"';
    quoted += c;
  }
  return quoted + '"';
}

}  // namespace

domain::result<domain::event_input> read_event_input(const request& req)
{
  return read_event_input(req[http::field::content_type], req.body());
}

domain::result<domain::event_input> read_event_input(std::string_view content_type, std::string_view body)
{
  auto obj = parse_json_object(content_type, body, true);
  if (!obj) return obj.error();
  for (const auto& entry : *obj)
    if (std::find(std::begin(event_keys), std::end(event_keys), entry.key()) == std::end(event_keys))
      return domain::invalid_input("Unknown field " + std::string(entry.key()), {{std::string(entry.key()), "Unknown field"}});
  json_fields f(*obj);
  domain::event_input in;
  in.type = f.string("type").value_or("");
  in.path = f.string("path").value_or("");
  in.product_id = f.string("productId");
  in.referrer_host = f.string("ref").value_or("");
  in.utm_source = f.string("utmSource").value_or("");
  in.utm_medium = f.string("utmMedium").value_or("");
  in.utm_campaign = f.string("utmCampaign").value_or("");
  if (!f.ok()) return f.failure();
  return in;
}

std::string report_json(const domain::insights_report& r)
{
  json::array by_day, by_product, by_source;
  for (const auto& d : r.by_day) {
    json::object o{{"date", domain::iso_date(d.day)}};
    put_counts(o, d.counts);
    by_day.push_back(std::move(o));
  }
  for (const auto& p : r.by_product) {
    json::object o{{"productId", p.product_id}};
    o["name"] = p.name.empty() ? json::value(nullptr) : json::value(p.name);
    o["category"] = p.category.empty() ? json::value(nullptr) : json::value(p.category);
    put_counts(o, p.counts);
    put_leads(o, p.leads);
    by_product.push_back(std::move(o));
  }
  for (const auto& s : r.by_source) {
    json::object o{{"source", s.source}};
    put_counts(o, s.counts);
    by_source.push_back(std::move(o));
  }
  auto totals = counts_object(r.totals);
  put_leads(totals, r.leads);
  // docs/desks.md: leads per desk and the median minutes to the first status change.
  json::array desks;
  const auto minutes = [](const std::optional<double>& m) { return m ? json::value(*m) : json::value(nullptr); };
  for (const auto& d : r.by_desk)
    desks.push_back(json::object{{"desk", d.desk},
                                 {"leads", d.leads},
                                 {"medianToContactedMinutes",
                                  json::object{{"inHours", minutes(d.median_in_hours)},
                                               {"outOfHours", minutes(d.median_out_of_hours)}}}});
  return json::serialize(json::object{{"from", domain::iso_date(r.from)},
                                      {"to", domain::iso_date(r.to)},
                                      {"totals", std::move(totals)},
                                      {"byDay", std::move(by_day)},
                                      {"byProduct", std::move(by_product)},
                                      {"bySource", std::move(by_source)},
                                      {"desks", std::move(desks)}});
}

std::string detail_csv(const std::vector<domain::insights_detail_row>& rows)
{
  std::string out = "date,productId,product,category,source,view,call,whatsapp,email\r\n";
  for (const auto& r : rows) {
    out += domain::iso_date(r.day) + ',' + csv_field(r.product_id) + ',' + csv_field(r.name) + ',' +
           csv_field(r.category) + ',' + csv_field(r.source);
    for (auto n : r.counts) out += ',' + std::to_string(n);
    out += "\r\n";
  }
  return out;
}

}  // namespace marine::api
