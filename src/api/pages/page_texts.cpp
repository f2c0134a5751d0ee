#include "api/pages/page_texts.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>

#include <stdexcept>

namespace marine::api {
namespace {

namespace json = boost::json;

void flatten(const json::object& object, const std::string& prefix, std::map<std::string, std::string, std::less<>>& out)
{
  for (const auto& [key, value] : object) {
    const auto path = prefix + std::string(key);
    if (value.is_string()) out.emplace(path, std::string(value.as_string()));
    else if (value.is_object()) flatten(value.as_object(), path + ".", out);
    else throw std::invalid_argument("page catalogue: " + path + " is neither text nor an object");
  }
}

std::string_view as_text(std::span<const unsigned char> bytes)
{
  return {reinterpret_cast<const char*>(bytes.data()), bytes.size()};
}

}  // namespace

page_texts::page_texts(language lang, std::string_view catalogue_json, std::string_view section)
    : lang_(lang)
{
  boost::system::error_code ec;
  const auto parsed = json::parse(catalogue_json, ec);
  const json::value* texts = !ec && parsed.is_object() ? &parsed : nullptr;
  if (texts && !section.empty()) texts = parsed.as_object().if_contains(section);
  if (!texts || !texts->is_object())
    throw std::invalid_argument("page catalogue: no \"" + std::string(section) + "\" object");
  flatten(texts->as_object(), "", texts_);
}

const page_texts& page_texts::of(language lang)
{
  static const page_texts english(language::en, as_text(page_catalogue_en()));
  static const page_texts arabic(language::ar, as_text(page_catalogue_ar()));
  return lang == language::ar ? arabic : english;
}

const std::string& page_texts::text(std::string_view key) const
{
  if (const auto it = texts_.find(key); it != texts_.end()) return it->second;
  if (lang_ != language::en) return of(language::en).text(key);
  throw std::out_of_range("page catalogue: no text for " + std::string(key));
}

std::string page_texts::format(std::string_view key,
                               std::initializer_list<std::pair<std::string_view, std::string_view>> values) const
{
  const auto& pattern = text(key);
  std::string out;
  out.reserve(pattern.size() + 64);
  for (std::size_t i = 0; i < pattern.size();) {
    const auto close = pattern[i] == '{' ? pattern.find('}', i) : std::string::npos;
    bool replaced = false;
    if (close != std::string::npos) {
      const std::string_view name(pattern.data() + i + 1, close - i - 1);
      for (const auto& [placeholder, value] : values) {
        if (placeholder == name) {
          out += value;
          i = close + 1;
          replaced = true;
          break;
        }
      }
    }
    if (!replaced) out += pattern[i++];
  }
  return out;
}

std::string isolated(std::string_view text, language lang)
{
  // The UTF-8 of what can turn the direction: D6-DF and E0 A0-A3 (U+0580-U+08FF: Hebrew,
  // Arabic and its letter mark U+061C, Syriac, Thaana, NKo...), EF AC-BB (presentation
  // forms, U+FB00-U+FEFF), and the controls U+200E-U+200F, U+202A-U+202E, U+2066-U+2069.
  bool controls = false, right_to_left = false, latin = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto b = static_cast<unsigned char>(text[i]);
    const auto next = i + 1 < text.size() ? static_cast<unsigned char>(text[i + 1]) : 0;
    const auto third = i + 2 < text.size() ? static_cast<unsigned char>(text[i + 2]) : 0;
    latin = latin || (b >= 'A' && b <= 'Z') || (b >= 'a' && b <= 'z');
    right_to_left = right_to_left || (b >= 0xD6 && b <= 0xDF) || (b == 0xE0 && next >= 0xA0 && next <= 0xA3) ||
                    (b == 0xEF && next >= 0xAC && next <= 0xBB);
    controls = controls ||
               (b == 0xE2 && next == 0x80 && (third == 0x8E || third == 0x8F || (third >= 0xAA && third <= 0xAE))) ||
               (b == 0xE2 && next == 0x81 && third >= 0xA6 && third <= 0xA9);
  }
  if (!controls && !(lang == language::en ? right_to_left : latin)) return std::string(text);
  return "\u2068" + std::string(text) + "\u2069";
}

}  // namespace marine::api
