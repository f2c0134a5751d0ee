#pragma once
// The image upload use case: files arrive in the media store (the API streams them in),
// then each is told by its bytes, decoded whole and turned into the published variants;
// only when every file of the upload is a good image are the variants written. An image
// already stored (same content hash) is not processed again. The answer is the images'
// URLs (/uploads/images/<hash>.webp).

#include "domain/catalogue/image_upload.hpp"
#include "domain/rules/error.hpp"

#include <memory>
#include <string>
#include <vector>

namespace marine::domain {

using incoming_files = std::vector<std::unique_ptr<incoming_file>>;

class upload_service {
 public:
  upload_service(media_store& store, image_processor& processor) : store_(store), processor_(processor) {}

  // A new file to stream bytes into (removed again when it goes away).
  std::unique_ptr<incoming_file> receive() { return store_.receive(); }

  // All files or none: 400 without a file, 415 for a file that is not a PNG, JPEG, GIF or
  // WebP image, 413 for one with more pixels than the limits allow.
  boost::asio::awaitable<result<std::vector<std::string>>> publish_images(incoming_files& files,
                                                                          const upload_limits& limits);

 private:
  media_store& store_;
  image_processor& processor_;
};

// "images/<hash><suffix>.<extension>": where a variant of an image is stored.
std::string image_variant_path(std::string_view hash, std::string_view suffix, std::string_view extension);

}  // namespace marine::domain
