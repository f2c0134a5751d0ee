// Fuzz target: the multipart parser, the one parser we wrote. Input: a Content-Type line,
// then the body, fed in pieces whose sizes come from the input too (delimiters split across
// reads are the hard part).
#include "api/upload/multipart_parser.hpp"

#include <cstddef>
#include <cstdint>

namespace {

using marine::api::multipart_parser;

// Checks the order of events: data and ends only inside a part.
struct checking_sink : multipart_parser::sink {
  bool in_part = false;
  std::size_t bytes = 0;
  bool on_part_begin(const marine::api::multipart_part&) override
  {
    if (in_part) __builtin_trap();
    in_part = true;
    return true;
  }
  bool on_part_data(std::string_view data) override
  {
    if (!in_part || data.empty()) __builtin_trap();
    bytes += data.size();
    return bytes < (1u << 20);
  }
  bool on_part_end() override
  {
    if (!in_part) __builtin_trap();
    in_part = false;
    return true;
  }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
  std::string_view input(reinterpret_cast<const char*>(data), size);
  const auto eol = input.find('\n');
  if (eol == std::string_view::npos || input.size() < eol + 2) return 0;
  const auto boundary = marine::api::multipart_boundary(input.substr(0, eol));
  const auto piece = static_cast<std::size_t>(static_cast<unsigned char>(input[eol + 1])) + 1;
  input.remove_prefix(eol + 2);

  checking_sink sink;
  multipart_parser parser(boundary.value_or("b"), sink, 256);
  auto status = multipart_parser::status::more;
  while (!input.empty() && status == multipart_parser::status::more) {
    const auto n = std::min(piece, input.size());
    status = parser.feed(input.substr(0, n));
    input.remove_prefix(n);
  }
  if (status == multipart_parser::status::done && sink.in_part) __builtin_trap();  // done only after a part ends
  return 0;
}
