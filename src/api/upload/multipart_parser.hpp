#pragma once
// A streaming multipart/form-data parser (RFC 7578 over RFC 2046). Bytes go in as they
// arrive, in chunks of any size (a delimiter may be split across chunks); parts come out
// as events, their data in pieces, so a file is never held in memory whole. Beast has no
// multipart support; this is the one parser we write, so it is small and fuzzed.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace marine::api {

// The boundary of a `multipart/form-data; boundary=...` Content-Type (quoted or not), or
// nothing for another type or a boundary RFC 2046 does not allow (1–70 characters).
std::optional<std::string> multipart_boundary(std::string_view content_type);

struct multipart_part {
  std::string name;                     // the form field name (Content-Disposition name=)
  std::optional<std::string> filename;  // present for file fields; the client's, never trusted
};

class multipart_parser {
 public:
  // Receives the events. Returning false stops the parse (the sink knows why).
  class sink {
   public:
    virtual ~sink() = default;
    virtual bool on_part_begin(const multipart_part& part) = 0;
    virtual bool on_part_data(std::string_view bytes) = 0;
    virtual bool on_part_end() = 0;
  };

  enum class status {
    more,       // fine so far; feed the next bytes
    done,       // the closing delimiter was seen (anything after it is ignored)
    malformed,  // not multipart/form-data as we accept it
    stopped,    // the sink returned false
  };

  static constexpr std::size_t default_max_header_bytes = 8 * 1024;  // one part's header block

  multipart_parser(std::string boundary, sink& events, std::size_t max_header_bytes = default_max_header_bytes);

  // Feeds the next bytes of the body. Once it returns anything but `more`, it keeps
  // returning that.
  status feed(std::string_view bytes);

  status current() const noexcept { return status_; }

 private:
  enum class stage { preamble, after_delimiter, headers, data, epilogue };

  status step();  // consumes what it can of pending_
  status parse_headers(std::string_view block);

  std::string delimiter_;  // "\r\n--" + boundary
  sink& sink_;
  std::size_t max_header_bytes_;
  std::string pending_;    // bytes received but not yet consumed
  stage stage_ = stage::preamble;
  status status_ = status::more;
};

}  // namespace marine::api
