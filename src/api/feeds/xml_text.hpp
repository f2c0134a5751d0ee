#pragma once
// Text as an XML 1.0 document may hold it (docs/catalogue-io.md, "Feeds"): the five special
// characters escaped, and whatever XML forbids never written, whatever the database holds:
// C0 controls but tab and line breaks, U+FFFE, U+FFFF and bytes that are not UTF-8 (each
// of those becomes U+FFFD). A merchant network refuses a whole feed for one such character.

#include <string>
#include <string_view>

namespace marine::api {

std::string xml_text(std::string_view text);

}  // namespace marine::api
