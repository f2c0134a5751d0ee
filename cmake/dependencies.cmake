find_package(Boost 1.81 CONFIG REQUIRED COMPONENTS json url)
find_package(fmt CONFIG REQUIRED)
find_package(Threads REQUIRED)
find_package(PkgConfig REQUIRED)
pkg_check_modules(PQXX REQUIRED IMPORTED_TARGET libpqxx)
pkg_check_modules(PQ REQUIRED IMPORTED_TARGET libpq)                # pipeline mode (persistence/postgres/pg_pipeline)
pkg_check_modules(ARGON2 REQUIRED IMPORTED_TARGET libargon2)
find_package(OpenSSL REQUIRED COMPONENTS Crypto)
pkg_check_modules(VIPS REQUIRED IMPORTED_TARGET vips)
pkg_check_modules(CURL REQUIRED IMPORTED_TARGET libcurl)      # SMTP for the staff's lead mail (src/mail)
pkg_check_modules(ICAL REQUIRED IMPORTED_TARGET libical)       # iCalendar feeds in and out (src/calendar)
pkg_check_modules(ICU REQUIRED IMPORTED_TARGET icu-i18n)      # Windows time-zone names of Outlook feeds
find_package(ZLIB REQUIRED)                                  # gzip copies of cached responses
