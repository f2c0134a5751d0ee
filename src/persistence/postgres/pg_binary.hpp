#pragma once
// PostgreSQL's binary wire format for the column types the catalogue reads return
// (persistence/ only). Binary results spare the database the text output functions
// (to_char for times, array_to_json and its escaping for text[]) and spare us parsing
// them again: for a 300-product list those were most of the database's work.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace marine::persistence::pg_binary {

// int4, big-endian.
std::int32_t int4(std::string_view bytes);

// timestamptz: microseconds since 2000-01-01 00:00 UTC, as ISO-8601 UTC with milliseconds
// ("2024-03-29T21:00:59.488Z"), the microseconds cut as PostgreSQL's to_char(…, 'MS') cuts
// them. ±infinity (which our columns never hold) reads as "infinity"/"-infinity".
std::string timestamp_iso(std::string_view bytes);

// text[] of one dimension without NULLs (our columns' constraint); an empty array is
// empty. A malformed value throws std::runtime_error.
std::vector<std::string> text_array(std::string_view bytes);

// jsonb: a version byte (1) and the JSON text, which is returned.
std::string_view jsonb_text(std::string_view bytes);

}  // namespace marine::persistence::pg_binary
