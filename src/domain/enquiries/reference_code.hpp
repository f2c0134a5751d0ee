#pragma once
// Lead references (docs/enquiries.md, "References"): "Q-" and four letters or digits that
// are easy to read out over the phone (no 0/O, no 1/I), drawn from the kernel's random
// source, so one reference says nothing about the next.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace marine::domain {

// 32 symbols: 2-9 and A-Z without I and O. A byte's low five bits pick one without bias.
inline constexpr std::string_view reference_alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

// A new reference with `symbols` symbols after "Q-" (4 to 6).
std::string new_reference(std::size_t symbols = 4);

// The references an insert tries in turn: mostly four symbols (a million of them), then
// longer ones, should the shorter be taken.
std::vector<std::string> reference_candidates();

// What a member of staff typed ("q7k4m", "Q 7K4M", "q-7k4m") as the reference it names,
// or nothing when it cannot be one.
std::optional<std::string> typed_reference(std::string_view typed);

}  // namespace marine::domain
