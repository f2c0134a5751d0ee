#pragma once
// The SPA's message catalogues, frontend/src/i18n/en.json and ar.json, built into the binary
// (src/CMakeLists.txt embeds the two files), so that a translator edits one file per
// language for the SPA and the server's own words alike (the enquiry messages,
// docs/enquiries.md), and no file is read at run time.

#include <map>
#include <string>
#include <string_view>

namespace marine::api {

enum class language { en, ar };

using catalogue_texts = std::map<std::string, std::string, std::less<>>;

// `section` of a catalogue (a JSON object of nested objects of strings), by dotted key
// ("staffSubject", "a.b"). Throws std::invalid_argument when it is not one.
catalogue_texts catalogue_section(std::string_view catalogue_json, std::string_view section);

// The built-in catalogue of `lang`, as JSON text.
std::string_view built_in_catalogue(language lang);

}  // namespace marine::api
