// Fuzz target: a Stripe webhook as anyone on the internet may send it (docs/payments.md,
// "Stripe adapter"): the first line is the Stripe-Signature header, the rest the body. Nothing
// may crash or throw, and nothing forged may verify.
#include "payments/stripe_wire.hpp"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const auto newline = input.find('\n');
  const auto header = input.substr(0, newline);
  const auto body = newline == std::string_view::npos ? std::string_view() : input.substr(newline + 1);
  const auto parsed = marine::payments::parse_signature_header(header);
  if (parsed && (parsed->timestamp <= 0 || parsed->v1.empty())) __builtin_trap();
  const auto now = std::chrono::sys_seconds(std::chrono::seconds(parsed ? parsed->timestamp : 0));
  // A secret the input cannot know: a signature that holds would be a forgery.
  if (marine::payments::signature_valid("whsec_fuzz_not_in_any_input", header, body, now)) __builtin_trap();
  const auto event = marine::payments::read_event(body);
  if (event && (event->id.empty() || event->type.empty())) __builtin_trap();
  return 0;
}
