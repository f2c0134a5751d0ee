// Compiled into the sanitizer builds' executables only (cmake/sanitizers.cmake).
// libpqxx 6.4 leaks a PGresult when the server drops a connection under it; that is the
// library's, not ours, and it must not fail every test that stops PostgreSQL.
extern "C" const char* __lsan_default_suppressions();
extern "C" const char* __lsan_default_suppressions() { return "leak:libpqxx-6.4.so\n"; }
