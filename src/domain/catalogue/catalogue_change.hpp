#pragma once
// What a catalogue write changed, in the words the read cache needs: which product or
// banner, or the site settings. Travels between API processes as the payload of a
// PostgreSQL NOTIFY on `catalogue_change_channel`, e.g. "product:product_1700000000000",
// "banner:banner_1", "settings:" or "charter:<product id>" (a vessel's blocked time),
// preceded by the site's data generation the write raised it to and `generation_separator`
// ("42|product:product_1"; docs/operations.md, "The site's data generation"). The form
// without a number is still read, as one from a process that did not send it.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace marine::domain {

inline constexpr const char* catalogue_change_channel = "catalogue_changed";
// The id of a product change that concerns them all (an import: docs/catalogue-io.md).
inline constexpr const char* all_products = "*";
// Between the generation and the subject in a payload: the database writes the number
// before it, in the statement that raises it (persistence/postgres/change_listener).
inline constexpr char generation_separator = '|';

struct catalogue_change {
  enum class subject { product, banner, settings, charter };
  subject what = subject::product;
  std::string id;
  std::optional<std::int64_t> generation = std::nullopt;  // none: a payload without one

  bool operator==(const catalogue_change&) const = default;
};

std::string encode(const catalogue_change& change);
// Anything else than "product:<id>", "banner:<id>", "settings:" or "charter:<id>", each
// alone or after "<generation>|" (decimal digits, within int64), is nullopt.
std::optional<catalogue_change> decode_catalogue_change(std::string_view payload);

}  // namespace marine::domain

namespace marine::domain {

// Told of every catalogue write once it has committed, before the write is answered.
class catalogue_change_sink {
 public:
  virtual ~catalogue_change_sink() = default;
  virtual void changed(const catalogue_change& change) = 0;
};

// For a process without a read cache.
class ignore_changes final : public catalogue_change_sink {
 public:
  void changed(const catalogue_change&) override {}
};

// Tells each of its sinks, in the order they were added (the read cache, the insights'
// list of visible products).
class change_fanout final : public catalogue_change_sink {
 public:
  void add(catalogue_change_sink& sink) { sinks_.push_back(&sink); }
  void changed(const catalogue_change& change) override
  {
    for (auto* sink : sinks_) sink->changed(change);
  }

 private:
  std::vector<catalogue_change_sink*> sinks_;
};

}  // namespace marine::domain
