#include "api/upload/upload_receiver.hpp"

#include <stdexcept>

namespace marine::api {
namespace {

// Text fields we do not use still cost parsing: a few small ones are tolerated.
constexpr std::size_t max_other_parts = 16;
constexpr std::size_t max_other_bytes = 16 * 1024;

}  // namespace

bool upload_receiver::refuse(domain::failure why)
{
  refusal_ = std::move(why);
  return false;
}

bool upload_receiver::on_part_begin(const multipart_part& part)
{
  current_ = nullptr;
  if (part.name != rules_.field) {
    if (part.filename) return refuse(domain::invalid_input("Unexpected file field '" + part.name + "'"));
    if (++other_parts_ > max_other_parts) return refuse(domain::invalid_input("Too many form fields"));
    return true;
  }
  if (files_.size() == rules_.limits.max_files)
    return refuse({domain::error_code::payload_too_large, rules_.too_many_message});
  files_.push_back(uploads_.receive());
  current_ = files_.back().get();
  return true;
}

bool upload_receiver::on_part_data(std::string_view bytes)
{
  if (!current_) {
    other_bytes_ += bytes.size();
    return other_bytes_ <= max_other_bytes || refuse(domain::invalid_input("Form fields too large"));
  }
  if (current_->size() + bytes.size() > rules_.limits.max_file_bytes)
    return refuse({domain::error_code::payload_too_large, rules_.too_large_message});
  // A full disk is the server's problem, not the client's: it surfaces as a 500.
  if (!current_->append(bytes)) throw std::runtime_error("the media store cannot write an upload");
  return true;
}

bool upload_receiver::on_part_end()
{
  // A file input left empty still sends its part, with no bytes: that is no file at all.
  if (current_ && current_->size() == 0) files_.pop_back();
  current_ = nullptr;
  return true;
}

}  // namespace marine::api
