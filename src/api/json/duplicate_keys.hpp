#pragma once
// JSON with a key twice in one object is ambiguous: parsers disagree on which value counts
// (Boost.JSON keeps the last, others the first), which lets a request mean one thing to a
// proxy or log and another to us. Such bodies are refused rather than guessed at.

#include <string_view>

namespace marine::api {

// True when some object in the (valid, already depth-checked) JSON text repeats a key.
bool has_duplicate_keys(std::string_view json);

}  // namespace marine::api
