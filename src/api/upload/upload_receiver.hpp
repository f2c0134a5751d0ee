#pragma once
// Receives the parts of an upload as the multipart parser finds them: each part of the
// expected field becomes a file in the media store, written as its bytes arrive, within
// the limits (count and size, checked before a byte beyond them is stored). Small text
// fields of other names are skipped; a file in another field is refused.

#include "api/upload/multipart_parser.hpp"
#include "domain/catalogue/upload_service.hpp"
#include "domain/rules/error.hpp"

#include <optional>
#include <string>

namespace marine::api {

struct upload_rules {
  std::string field;  // "images" or "file"
  domain::upload_limits limits;
  std::string too_large_message;
  std::string too_many_message;
};

class upload_receiver final : public multipart_parser::sink {
 public:
  upload_receiver(domain::upload_service& uploads, const upload_rules& rules) : uploads_(uploads), rules_(rules) {}

  bool on_part_begin(const multipart_part& part) override;
  bool on_part_data(std::string_view bytes) override;
  bool on_part_end() override;

  // Why the sink stopped the parse, when it did.
  const std::optional<domain::failure>& refusal() const noexcept { return refusal_; }
  domain::incoming_files& files() noexcept { return files_; }

 private:
  bool refuse(domain::failure why);

  domain::upload_service& uploads_;
  const upload_rules& rules_;
  domain::incoming_files files_;
  domain::incoming_file* current_ = nullptr;  // the file being received, if any
  std::size_t other_parts_ = 0;
  std::size_t other_bytes_ = 0;
  std::optional<domain::failure> refusal_;
};

}  // namespace marine::api
