// The process: command line, allocator and signal set-up, configuration from the
// environment; then either migrations or the server (app.hpp, the composition root).

#include "app.hpp"
#include "media/vips_image_processor.hpp"
#include "support/config.hpp"
#include "support/log.hpp"

#include <pqxx/except>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <malloc.h>
#include <string>

namespace {

using namespace marine;

constexpr int exit_bad_usage = 2;
constexpr int exit_failure = 1;

void usage(std::FILE* out)
{
  std::fputs(
      "usage: marine-api [serve|migrate]\n"
      "  serve    apply pending migrations, then serve the API (default)\n"
      "  migrate  apply pending migrations and exit\n"
      "Configuration comes from the environment; see README.md.\n",
      out);
}

}  // namespace

int main(int argc, char** argv)
{
  const std::string command = argc > 1 ? argv[1] : "serve";
  if (command == "-h" || command == "--help") {
    usage(stdout);
    return 0;
  }
  if (argc > 2 || (command != "serve" && command != "migrate")) {
    usage(stderr);
    return exit_bad_usage;
  }

  // Each argon2id hash takes 19 MiB. With glibc's sliding mmap threshold that memory is
  // kept in the heap after the first hash and the process stays ~40 MiB larger for good;
  // a fixed threshold hands large blocks back to the system when they are freed.
  // (A fixed threshold also fixes the trim threshold, at 128 KiB: too low for answers of a
  // few hundred KiB, which would then fault their pages in anew on every request. Each
  // arena keeps up to that much, so the arenas are capped too: 2 cores, a few threads.)
  mallopt(M_MMAP_THRESHOLD, 1024 * 1024);
  mallopt(M_TRIM_THRESHOLD, 2 * 1024 * 1024);
  mallopt(M_ARENA_MAX, 2);
  // sendfile(2) to a client that went away raises SIGPIPE (Asio's own writes pass
  // MSG_NOSIGNAL): the error code is enough.
  std::signal(SIGPIPE, SIG_IGN);

  // A database host that does not answer must not hold a worker for minutes: libpq
  // reads this unless DATABASE_URL sets connect_timeout itself.
  ::setenv("PGCONNECT_TIMEOUT", "5", 0);

  config cfg;
  try {
    cfg = load_config(process_environment());
  } catch (const config_error& e) {
    std::fprintf(stderr, "marine-api: configuration error: %s\n", e.what());
    return exit_bad_usage;
  }
  log::set_level(cfg.log_level);
  log::set_format(cfg.log_format);
  if (std::error_code ec; !std::filesystem::create_directories(cfg.media_dir, ec) && ec) {
    std::fprintf(stderr, "marine-api: configuration error: MEDIA_DIR '%s' cannot be created: %s\n",
                 cfg.media_dir.c_str(), ec.message().c_str());
    return exit_bad_usage;
  }

  if (command == "serve" && !media::initialise_vips(argv[0])) {
    std::fprintf(stderr, "marine-api: libvips cannot start\n");
    return exit_failure;
  }
  try {
    if (command == "migrate") {
      migrate_with_retry(cfg);
      return 0;
    }
    return serve(cfg);
  } catch (const pqxx::broken_connection& e) {
    std::fprintf(stderr, "marine-api: cannot reach the database (DATABASE_URL): %s\n", e.what());
  } catch (const std::exception& e) {
    std::fprintf(stderr, "marine-api: %s\n", e.what());
  }
  return exit_failure;
}
