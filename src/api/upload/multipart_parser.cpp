#include "api/upload/multipart_parser.hpp"

#include <algorithm>
#include <cctype>

namespace marine::api {
namespace {

constexpr std::string_view crlf = "\r\n";
constexpr std::size_t max_boundary = 70;      // RFC 2046 §5.1.1
constexpr std::size_t max_padding = 64;       // spaces allowed after a delimiter

bool iequals(std::string_view a, std::string_view b) noexcept
{
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

std::string_view trim(std::string_view s) noexcept
{
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

// Header parameters: `type; key=value; key="quoted \" value"`. Calls `on(key, value)` for
// each parameter after the leading type, which it returns; nothing on a syntax error.
template <class OnParam>
std::optional<std::string_view> parse_parameters(std::string_view value, OnParam on)
{
  const auto semi = value.find(';');
  const auto type = trim(value.substr(0, semi));
  std::string_view rest = semi == std::string_view::npos ? std::string_view{} : value.substr(semi + 1);
  while (!trim(rest).empty()) {
    rest = trim(rest);
    const auto eq = rest.find('=');
    if (eq == std::string_view::npos) return std::nullopt;
    const auto key = trim(rest.substr(0, eq));
    rest.remove_prefix(eq + 1);
    rest = trim(rest);
    std::string parsed;
    if (!rest.empty() && rest.front() == '"') {
      std::size_t i = 1;
      for (; i < rest.size() && rest[i] != '"'; ++i) {
        if (rest[i] == '\\' && i + 1 < rest.size()) ++i;
        parsed.push_back(rest[i]);
      }
      if (i >= rest.size()) return std::nullopt;  // no closing quote
      rest.remove_prefix(i + 1);
      rest = trim(rest);
      if (!rest.empty() && rest.front() != ';') return std::nullopt;
    } else {
      const auto end = rest.find(';');
      parsed = std::string(trim(rest.substr(0, end)));
      rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end);
    }
    if (key.empty()) return std::nullopt;
    on(key, std::move(parsed));
    if (!rest.empty() && rest.front() == ';') rest.remove_prefix(1);
  }
  return type;
}

bool valid_boundary(std::string_view b) noexcept
{
  if (b.empty() || b.size() > max_boundary || b.back() == ' ') return false;
  return std::all_of(b.begin(), b.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || std::string_view("'()+_,-./:=? ").find(c) != std::string_view::npos;
  });
}

}  // namespace

std::optional<std::string> multipart_boundary(std::string_view content_type)
{
  std::optional<std::string> boundary;
  const auto type = parse_parameters(content_type, [&](std::string_view key, std::string value) {
    if (iequals(key, "boundary") && !boundary) boundary = std::move(value);
  });
  if (!type || !iequals(*type, "multipart/form-data") || !boundary || !valid_boundary(*boundary)) return std::nullopt;
  return boundary;
}

multipart_parser::multipart_parser(std::string boundary, sink& events, std::size_t max_header_bytes)
    : delimiter_("\r\n--" + boundary), sink_(events), max_header_bytes_(max_header_bytes)
{
  // The first delimiter may open the body without a CRLF before it: pretend there was one,
  // so every delimiter is found the same way.
  pending_ = crlf;
}

multipart_parser::status multipart_parser::feed(std::string_view bytes)
{
  if (status_ != status::more) return status_;
  pending_.append(bytes);
  status_ = step();
  return status_;
}

multipart_parser::status multipart_parser::step()
{
  std::size_t pos = 0;  // how much of pending_ is consumed
  const std::size_t keep = delimiter_.size() - 1;  // a delimiter may start in the last bytes
  for (;;) {
    const std::string_view rest = std::string_view(pending_).substr(pos);
    switch (stage_) {
      case stage::preamble: {
        const auto at = rest.find(delimiter_);
        if (at == std::string_view::npos) {
          pos += rest.size() - std::min(rest.size(), keep);  // the preamble is ignored
          pending_.erase(0, pos);
          return status::more;
        }
        pos += at + delimiter_.size();
        stage_ = stage::after_delimiter;
        break;
      }
      case stage::after_delimiter: {
        std::size_t i = 0;
        while (i < rest.size() && (rest[i] == ' ' || rest[i] == '\t')) ++i;
        if (i > max_padding) return status::malformed;
        if (rest.size() < i + 2) {
          pending_.erase(0, pos);
          return status::more;
        }
        const auto next = rest.substr(i, 2);
        if (next == "--") {
          stage_ = stage::epilogue;
          pending_.clear();
          return status::done;
        }
        if (next != crlf) return status::malformed;
        pos += i + 2;
        stage_ = stage::headers;
        break;
      }
      case stage::headers: {
        if (rest.size() < 2) {
          pending_.erase(0, pos);
          return status::more;
        }
        // A part with no header at all has no name: not form data.
        if (rest.substr(0, 2) == crlf) return status::malformed;
        const auto end = rest.find("\r\n\r\n");
        if (end == std::string_view::npos) {
          if (rest.size() > max_header_bytes_) return status::malformed;
          pending_.erase(0, pos);
          return status::more;
        }
        if (end > max_header_bytes_) return status::malformed;
        if (const auto st = parse_headers(rest.substr(0, end)); st != status::more) return st;
        pos += end + 4;
        stage_ = stage::data;
        break;
      }
      case stage::data: {
        const auto at = rest.find(delimiter_);
        if (at == std::string_view::npos) {
          const auto ready = rest.size() - std::min(rest.size(), keep);
          if (ready > 0 && !sink_.on_part_data(rest.substr(0, ready))) return status::stopped;
          pos += ready;
          pending_.erase(0, pos);
          return status::more;
        }
        if (at > 0 && !sink_.on_part_data(rest.substr(0, at))) return status::stopped;
        if (!sink_.on_part_end()) return status::stopped;
        pos += at + delimiter_.size();
        stage_ = stage::after_delimiter;
        break;
      }
      case stage::epilogue:
        pending_.clear();
        return status::done;
    }
  }
}

multipart_parser::status multipart_parser::parse_headers(std::string_view block)
{
  std::optional<multipart_part> part;
  while (!block.empty()) {
    const auto eol = block.find(crlf);
    const auto line = block.substr(0, eol);
    block = eol == std::string_view::npos ? std::string_view{} : block.substr(eol + 2);
    const auto colon = line.find(':');
    // No folded (obsolete) lines, no nameless headers.
    if (colon == std::string_view::npos || colon == 0 || line.front() == ' ' || line.front() == '\t')
      return status::malformed;
    if (!iequals(line.substr(0, colon), "content-disposition")) continue;  // Content-Type is not trusted
    if (part) return status::malformed;                                    // two dispositions
    multipart_part p;
    bool has_name = false;
    const auto type = parse_parameters(line.substr(colon + 1), [&](std::string_view key, std::string value) {
      if (iequals(key, "name") && !has_name) {
        p.name = std::move(value);
        has_name = true;
      } else if (iequals(key, "filename") && !p.filename) {
        p.filename = std::move(value);
      }
    });
    if (!type || !iequals(*type, "form-data") || !has_name) return status::malformed;
    part = std::move(p);
  }
  if (!part) return status::malformed;
  return sink_.on_part_begin(*part) ? status::more : status::stopped;
}

}  // namespace marine::api
