#pragma once
// Proves an upload is an image by decoding it with libvips: the loader of the sniffed
// format only (never libvips' guess, which knows formats we do not accept), the header
// checked against the pixel limit before any pixel is decoded, then every pixel read with
// errors and truncation treated as failures. Runs on a thread pool, never an I/O thread.

#include "domain/image_upload.hpp"

#include <boost/asio/thread_pool.hpp>

namespace marine::media {

// Starts libvips once per process: untrusted loaders blocked, no operation cache, one
// worker thread per decode (the pool gives the parallelism). Returns false on failure.
bool initialise_vips(const char* program_name);

// The synchronous check, for tests and the decoder.
domain::decode_report decode_image_file(const std::string& path, domain::image_format format, std::uint64_t max_pixels);

class vips_image_decoder final : public domain::image_decoder {
 public:
  explicit vips_image_decoder(boost::asio::thread_pool& pool) : pool_(pool) {}
  boost::asio::awaitable<domain::decode_report> decode(domain::incoming_file& file, domain::image_format format,
                                                       std::uint64_t max_pixels) override;

 private:
  boost::asio::thread_pool& pool_;
};

}  // namespace marine::media
