#include "persistence/postgres/pg_read_pipelines.hpp"

#include <boost/asio/execution/context.hpp>
#include <boost/asio/execution_context.hpp>
#include <boost/asio/query.hpp>
#include <boost/asio/this_coro.hpp>

#include <memory>
#include <utility>
#include <vector>

namespace marine::persistence {
namespace asio = boost::asio;
namespace {

// An io_context service: created with the first read on that context, destroyed with it,
// so a connection never outlives the reactor its socket is registered with.
class pipeline_service final : public asio::execution_context::service {
 public:
  using key_type = pipeline_service;
  static asio::execution_context::id id;

  explicit pipeline_service(asio::execution_context& ctx) : service(ctx) {}

  pg_pipeline& of(const pg_read_pipelines* owner, const asio::any_io_executor& ex, const pg_pipeline_options& options)
  {
    for (auto& [o, p] : pipelines_)
      if (o == owner) return *p;
    return *pipelines_.emplace_back(owner, std::make_unique<pg_pipeline>(ex, options)).second;
  }

 private:
  void shutdown() override { pipelines_.clear(); }

  std::vector<std::pair<const pg_read_pipelines*, std::unique_ptr<pg_pipeline>>> pipelines_;
};

asio::execution_context::id pipeline_service::id;

}  // namespace

asio::awaitable<pg_result> pg_read_pipelines::exec(const char* statement, std::initializer_list<const char*> params)
{
  co_return co_await exec(statement, std::span<const char* const>(params.begin(), params.size()));
}

asio::awaitable<pg_result> pg_read_pipelines::exec(const char* statement, std::span<const char* const> params,
                                                   statement_kind kind)
{
  const auto ex = co_await asio::this_coro::executor;
  auto& service = asio::use_service<pipeline_service>(asio::query(ex, asio::execution::context));
  co_return co_await service.of(this, ex, options_).exec(statement, params, kind);
}

}  // namespace marine::persistence
