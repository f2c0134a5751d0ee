find_package(Boost 1.81 CONFIG REQUIRED COMPONENTS json url)
find_package(fmt CONFIG REQUIRED)
find_package(Threads REQUIRED)
find_package(PkgConfig REQUIRED)
pkg_check_modules(PQXX REQUIRED IMPORTED_TARGET libpqxx)
pkg_check_modules(ARGON2 REQUIRED IMPORTED_TARGET libargon2)
find_package(OpenSSL REQUIRED COMPONENTS Crypto)
pkg_check_modules(VIPS REQUIRED IMPORTED_TARGET vips)
find_package(ZLIB REQUIRED)                                  # gzip copies of cached responses
