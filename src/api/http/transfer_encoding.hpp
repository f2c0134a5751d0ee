#pragma once
// Transfer-Encoding we accept: none, or exactly "chunked". Anything else ("xchunked",
// "gzip, chunked", two header lines) leaves the body's length in doubt between us and a
// proxy in front (request smuggling), so it is refused with 400 and the connection
// closed, as RFC 9112 (6.3) asks.

#include "api/http/types.hpp"

#include <boost/beast/core/string.hpp>

namespace marine::api {

template <class Fields>
bool has_unsupported_transfer_encoding(const http::header<true, Fields>& head)
{
  const auto lines = head.count(http::field::transfer_encoding);
  if (lines == 0) return false;
  if (lines > 1) return true;
  auto value = head[http::field::transfer_encoding];
  while (!value.empty() && (value.front() == ' ' || value.front() == '\t')) value.remove_prefix(1);
  while (!value.empty() && (value.back() == ' ' || value.back() == '\t')) value.remove_suffix(1);
  return !boost::beast::iequals(value, "chunked");
}

}  // namespace marine::api
