#pragma once
// Password hashing with argon2id (OWASP minimum: m = 19 MiB, t = 2, p = 1), salted,
// stored as the encoded string. Slow on purpose: call it off the I/O threads.

#include <boost/asio/awaitable.hpp>
#include <boost/asio/thread_pool.hpp>

#include <string>
#include <string_view>

namespace marine::domain {

struct argon2_cost {
  unsigned memory_kib = 19 * 1024;
  unsigned iterations = 2;
  unsigned parallelism = 1;
};

std::string hash_password(std::string_view password, argon2_cost cost = {});

// True when `password` matches the encoded hash; false for a mismatch or a malformed hash.
bool verify_password(std::string_view password, const std::string& encoded_hash) noexcept;

// Runs hashing on a pool of its own, so neither I/O threads nor database workers wait on it.
class password_hasher {
 public:
  explicit password_hasher(boost::asio::thread_pool& pool, argon2_cost cost = {}) : pool_(pool), cost_(cost) {}
  boost::asio::awaitable<std::string> hash(std::string password);
  boost::asio::awaitable<bool> verify(std::string password, std::string encoded_hash);
  const argon2_cost& cost() const noexcept { return cost_; }

 private:
  boost::asio::thread_pool& pool_;
  argon2_cost cost_;
};

}  // namespace marine::domain
