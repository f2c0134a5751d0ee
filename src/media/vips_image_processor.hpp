#pragma once
// Uploads through libvips: the loader of the sniffed format only (never libvips' guess,
// which knows formats we do not accept), the header checked against the pixel limit
// before any pixel is decoded, then one decode (errors and truncation are failures) to an
// upright sRGB image of the large size kept in memory, from which every published variant
// is encoded without any metadata. Runs on a thread pool, never an I/O thread.

#include "domain/catalogue/image_upload.hpp"

#include <boost/asio/thread_pool.hpp>

namespace marine::media {

// Starts libvips once per process: untrusted loaders blocked, no operation cache, one
// worker thread per image (the pool gives the parallelism). Returns false on failure.
bool initialise_vips(const char* program_name);

// The synchronous work, for tests and the processor.
domain::processed_image process_image_file(const std::string& path, domain::image_format format, std::uint64_t max_pixels);

class vips_image_processor final : public domain::image_processor {
 public:
  explicit vips_image_processor(boost::asio::thread_pool& pool) : pool_(pool) {}
  boost::asio::awaitable<domain::processed_image> process(domain::incoming_file& file, domain::image_format format,
                                                          std::uint64_t max_pixels) override;

 private:
  boost::asio::thread_pool& pool_;
};

}  // namespace marine::media
