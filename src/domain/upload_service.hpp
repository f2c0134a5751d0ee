#pragma once
// The image upload use case: files arrive in the media store (the API streams them in),
// then each is told by its bytes, decoded whole, and only when every file of the upload is
// a good image are they all published. The answer is their public URLs (/uploads/…).

#include "domain/error.hpp"
#include "domain/image_upload.hpp"

#include <memory>
#include <string>
#include <vector>

namespace marine::domain {

using incoming_files = std::vector<std::unique_ptr<incoming_file>>;

class upload_service {
 public:
  upload_service(media_store& store, image_decoder& decoder) : store_(store), decoder_(decoder) {}

  // A new file to stream bytes into (removed again unless published).
  std::unique_ptr<incoming_file> receive() { return store_.receive(); }

  // All files or none: 400 without a file, 415 for a file that is not a PNG, JPEG, GIF or
  // WebP image, 413 for one with more pixels than the limits allow.
  boost::asio::awaitable<result<std::vector<std::string>>> publish_images(incoming_files& files,
                                                                          const upload_limits& limits);

 private:
  media_store& store_;
  image_decoder& decoder_;
};

}  // namespace marine::domain
