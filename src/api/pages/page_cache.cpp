#include "api/pages/page_cache.hpp"

namespace marine::api {

page_cache::version page_cache::current(std::uint64_t template_version) const
{
  if (!reads_ || reads_->store().bypassing()) return {.template_version = template_version};
  return {.data = reads_->store().generation(), .template_version = template_version, .keeping = true};
}

void page_cache::follow(const version& v)
{
  std::lock_guard lock(mutex_);
  if (v.data == followed_.data && v.template_version == followed_.template_version) return;
  // Only forward: a request that noted an older version must not bring the old pages back.
  if (v.data < followed_.data || (v.data == followed_.data && v.template_version < followed_.template_version)) return;
  followed_ = v;
  store_.clear();
  store_generation_ = store_.generation();
}

response_cache::entry_ptr page_cache::find(std::string_view target, const version& v)
{
  if (!v.keeping) return nullptr;
  follow(v);
  std::lock_guard lock(mutex_);
  if (v.data != followed_.data || v.template_version != followed_.template_version) return nullptr;
  return store_.find(target);
}

response_cache::entry_ptr page_cache::insert(std::string target, std::string html, const version& seen)
{
  auto entry = make_cached_entry(std::move(html));
  const auto now = current(seen.template_version);
  if (!seen.keeping || !now.keeping || now.data != seen.data) return entry;
  follow(seen);
  std::lock_guard lock(mutex_);
  if (seen.data == followed_.data && seen.template_version == followed_.template_version)
    store_.insert(std::move(target), entry, store_generation_);
  return entry;
}

response page_response(const request& req, const cached_entry& page)
{
  auto res = cached_response(req, page, choose_variant(req, page));
  if (res.result() == http::status::ok) res.set(http::field::content_type, "text/html; charset=utf-8");
  return res;
}

}  // namespace marine::api
