#pragma once
// The catalogue's reads go through one pg_pipeline per I/O thread (see pg_pipeline.hpp):
// the pipeline of the io_context the awaiting coroutine runs on, made on its first read
// there and closed with that io_context.

#include "persistence/postgres/pg_pipeline.hpp"

#include <boost/asio/awaitable.hpp>

#include <initializer_list>
#include <span>

namespace marine::persistence {

class pg_read_pipelines {
 public:
  explicit pg_read_pipelines(pg_pipeline_options options) : options_(std::move(options)) {}
  pg_read_pipelines(const pg_read_pipelines&) = delete;
  pg_read_pipelines& operator=(const pg_read_pipelines&) = delete;

  // Runs a prepared statement (one of options.statements) with text parameters.
  boost::asio::awaitable<pg_result> exec(const char* statement, std::initializer_list<const char*> params = {});
  // The same with parameters made at run time (a null pointer is SQL NULL); they must live
  // until the read is answered.
  boost::asio::awaitable<pg_result> exec(const char* statement, std::span<const char* const> params,
                                         statement_kind kind = statement_kind::prepared);

 private:
  pg_pipeline_options options_;
};

}  // namespace marine::persistence
