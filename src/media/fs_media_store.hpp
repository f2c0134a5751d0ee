#pragma once
// The media store on a local file system (a shared volume when several API processes run).
// Uploads arrive in <root>/.incoming under random names (never served: dot-names are not
// media paths) and are removed after processing. Published files are written beside their
// place and renamed into it, so a reader sees a whole file or none, and a crash leaves only
// .incoming leftovers, which the next start removes (see is_leftover in the .cpp).

#include "domain/catalogue/image_upload.hpp"

#include <filesystem>

namespace marine::media {

class fs_media_store final : public domain::media_store {
 public:
  // Creates the folders it needs and removes the .incoming leftovers of dead processes.
  explicit fs_media_store(std::filesystem::path root);

  std::unique_ptr<domain::incoming_file> receive() override;
  bool contains(const std::string& relative_path) override;
  void put(const std::string& relative_path, std::string_view bytes) override;

 private:
  std::filesystem::path root_;
  std::filesystem::path incoming_;
};

}  // namespace marine::media
