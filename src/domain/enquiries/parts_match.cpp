#include "domain/enquiries/parts_match.hpp"

#include "domain/enquiries/parts_line.hpp"
#include "domain/insights/source_gate.hpp"
#include "domain/rules/text_rules.hpp"

#include <fmt/format.h>

#include <unordered_map>

namespace marine::domain {
namespace {

// The code a line may begin with ("1R-0750 fuel filter"): its first word, when words follow.
std::string leading_code(const std::string& text)
{
  const auto space = text.find(' ');
  return space == std::string::npos ? std::string() : text.substr(0, space);
}

}  // namespace

std::string_view match_status_name(match_status s) noexcept
{
  static constexpr std::string_view names[] = {"matched", "choose", "missing"};
  return names[static_cast<int>(s)];
}

bool parts_match_service::allow(std::string_view address)
{
  return rate_.allow(network_of(address), address_rate_limit::clock::now());
}

awaitable<result<std::vector<matched_line>>> parts_match_service::match(std::vector<std::string> lines)
{
  if (lines.size() > max_match_lines)
    co_return invalid_input(fmt::format("A list holds at most {} lines", max_match_lines),
                            {{"lines", fmt::format("A list holds at most {} lines", max_match_lines)}});
  std::vector<field_error> errors;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const auto n = code_point_count(lines[i]);
    if (!n || *n > max_match_line)
      errors.push_back({fmt::format("lines[{}]", i), fmt::format("A line is at most {} characters", max_match_line)});
  }
  if (!errors.empty()) co_return invalid_input(errors.front().message, std::move(errors));

  std::vector<matched_line> out;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    auto parsed = parse_parts_line(lines[i]);
    if (parsed.text.empty()) continue;  // empty, or only a quantity
    out.push_back({.line = i, .text = cut_to_code_points(parsed.text, max_match_text), .quantity = parsed.quantity});
  }
  // The whole text (2k) and its leading code (2k + 1) of each line, in one lookup; the whole
  // text wins.
  std::vector<std::string> codes;
  for (const auto& l : out) {
    codes.push_back(l.text);
    codes.push_back(leading_code(l.text));
  }
  const auto hits = co_await catalogue_.by_code(std::move(codes));
  for (const auto& h : hits) {
    auto& l = out.at(h.index / 2);
    if (l.found && h.index % 2 == 1) continue;
    l.status = match_status::matched;
    l.found = h.found;
    l.replaced = h.replaced;
  }
  // The search only for the lines no code matched, each text once (a list repeats lines).
  std::vector<std::vector<std::size_t>> asked_for;  // by text: its lines
  std::vector<std::string> texts;
  std::unordered_map<std::string, std::size_t> text_index;
  for (std::size_t k = 0; k < out.size(); ++k) {
    if (out[k].found) continue;
    const auto [at, added] = text_index.try_emplace(out[k].text, texts.size());
    if (added) {
      texts.push_back(out[k].text);
      asked_for.emplace_back();
    }
    asked_for[at->second].push_back(k);
  }
  if (!texts.empty()) {
    for (auto& c : co_await catalogue_.choices(std::move(texts), max_match_choices)) {
      for (const auto k : asked_for.at(c.index)) {
        auto& l = out.at(k);
        if (std::ssize(l.choices) >= max_match_choices) continue;
        l.status = match_status::choose;
        l.choices.push_back(c.found);
      }
    }
  }
  co_return out;
}

}  // namespace marine::domain
